import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoTrader, isMobile, logIn, nairobiDay, snap } from './helpers';

/**
 * Statements at 375 px and at 1280 px: Amina opens Statements from the menu, picks KES over the
 * last ten Nairobi days (the demo's M-Pesa top-ups and three days of trades), sees the opening
 * balance, her rows and a closing balance equal to her KES wallet (available + held), then
 * downloads the PDF.
 */
/** "195522.70" + "0.00" → "195,522.70", exactly (cents as bigint). */
function kesTotal(a: string, b: string) {
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const sum = cents(a) + cents(b);
  const whole = (sum / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(sum % 100n).toString().padStart(2, '0')}`;
}

test('a trader reads a statement and downloads it as a PDF', async ({ page }, testInfo) => {
  // A shared, busy machine can take most of the default minute to build and sign in.
  test.setTimeout(120_000);
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Statements' }).click();
  await expect(page.getByRole('heading', { name: 'Statements' })).toBeVisible();

  await page.getByLabel('Currency').selectOption('KES');
  await page.getByLabel('Period').selectOption('custom');
  const now = new Date();
  await page
    .getByLabel('From', { exact: true })
    .fill(nairobiDay(new Date(now.getTime() - 10 * 86_400_000)));
  await page.getByLabel('To', { exact: true }).fill(nairobiDay(now));

  await expect(page.getByText('M-Pesa deposit').first()).toBeVisible();
  await expect(page.getByText(/^Sold [\d.,]+ HRC @ [\d.,]+ KES$/).first()).toBeVisible();
  const wallets = await page.request.get('/api/wallets');
  const kes = (
    (await wallets.json()) as { currency: string; available: string; held: string }[]
  ).find((w) => w.currency === 'KES');
  const closing = page.getByText('Closing balance').locator('..');
  await expect(closing).toContainText(kesTotal(kes?.available ?? '0', kes?.held ?? '0'));
  await expect(page.getByText('Opening balance').locator('..')).toContainText('0.00');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^soko-statement-KES-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf$/,
  );
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  // A page tree with at least one page (the demo month's KES movements may need two).
  expect(file.toString('latin1')).toMatch(/\/Type \/Pages\s*\/Count [1-9]\d*/);
  await snap(page, testInfo, 'statements');
});
