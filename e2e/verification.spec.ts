/**
 * Due-diligence tiers (decisions.md 22) in the browser: a tier-0 trader verifies their phone
 * with the code the SMS simulator sent (read, as an admin would, from the SMS outbox), uploads
 * an ID and a selfie, an admin approves them in the review queue, and the trader sees tier 2 and
 * the new limits. Each width uses its own seeded tier-0 trader (chebet, daudi).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, isMobile, logIn, openSecondBrowser, snap } from './helpers';

const PASSWORD = 'SokoTrader#2026';

/** Small real PNGs for the uploads: a clip of the page itself, screenshotted. */
async function pngOf(page: Page, x: number) {
  return page.screenshot({ clip: { x, y: 0, width: 48, height: 36 } });
}

async function codeFromOutbox(admin: Page, phoneShown: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await admin.request.get('/api/admin/sms-outbox');
      const body = (await response.json()) as { items: { to: string; body: string }[] };
      const sms = body.items.find((item) => item.to === phoneShown);
      code = /code is (\d{6})/.exec(sms?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

test('a trader verifies their phone and ID, an admin approves, tier 2 and its limits show', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Many steps across two browsers; the shared machine can be slow.
  test.setTimeout(240_000);
  const mobile = isMobile(testInfo);
  const trader = mobile ? 'chebet' : 'daudi';
  const phone = mobile ? '0712 000 111' : '0712 000 222';

  await logIn(page, { email: `${trader}@soko.local`, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/verification');
  await expect(page.getByRole('heading', { name: 'Tier 0: email verified' })).toBeVisible();
  await expect(page.getByText('0.00 of 20,000.00 KES')).toBeVisible();
  await snap(page, testInfo, 'verification-tier0');

  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible({ timeout: 30_000 });

  const admin = await openSecondBrowser(browser, testInfo, baseURL);
  await logIn(admin, demoAdmin);
  await expect(admin).toHaveURL(/\/admin/);
  const code = await codeFromOutbox(admin, phone);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await snap(page, testInfo, 'verification-wrong-code');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByRole('heading', { name: 'Tier 1: phone verified' })).toBeVisible();
  await expect(page.getByText('0.00 of 150,000.00 KES')).toBeVisible();
  await snap(page, testInfo, 'verification-tier1');

  await page.getByLabel('Document type').selectOption('national_id');
  await page.getByLabel('Document number').fill(mobile ? '11223344' : '55667788');
  const image = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
  await page
    .getByLabel('Front of the document')
    .setInputFiles(image('front.png', await pngOf(page, 0)));
  await page
    .getByLabel('Back of the document')
    .setInputFiles(image('back.png', await pngOf(page, 60)));
  await page
    .getByLabel('A selfie holding the document')
    .setInputFiles(image('selfie.png', await pngOf(page, 120)));
  await snap(page, testInfo, 'verification-id-form');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText('Your documents are waiting for review.', { exact: false }),
  ).toBeVisible();
  await snap(page, testInfo, 'verification-waiting');

  await admin.goto('/admin/verification');
  await expect(admin.getByText(`${trader}@soko.local`)).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByRole('img', { name: 'Selfie' })).toBeVisible();
  await snap(admin, testInfo, 'admin-verification-queue');
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('No submissions here.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tier 2: identity verified' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('0.00 of 1,000,000.00 KES')).toBeVisible();
  await expect(page.getByText('You are fully verified.', { exact: false })).toBeVisible();
  await snap(page, testInfo, 'verification-tier2');
  await admin.context().close();
});
