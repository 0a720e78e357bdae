import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoTrader, isMobile, logIn, nairobiDay, snap } from './helpers';

/**
 * Fees, statements and the revenue report at 375 px and 1280 px (decisions.md 24 to 26). Amina
 * sees the fee and what she receives before placing an order; she takes brian's HRC offer (the
 * demo's best ask: the market hides her own) after seeing the fee in the take dialog; My orders
 * shows the fee paid and the net received; she reads her HRC statement with the take's fee and
 * downloads it as a PDF. An admin opens the Revenue report: this month's fees, the excise due
 * and the excise rates, and announces a rate. The demo pairs charge 0.1 % maker and 0.2 % taker
 * of what each side receives, rounded down.
 */

/** "1234.50" → "1,234.50": a KES figure as the screens show it. */
function kesText(decimal: string) {
  const [whole = '0', fraction = '00'] = decimal.split('.');
  return `KES ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** One of amina's completed sells with a fee, as GET /api/orders answers it. */
async function completedSellWithFee(page: Page) {
  const response = await page.request.get('/api/orders?status=completed');
  expect(response.ok()).toBe(true);
  const orders = (await response.json()) as {
    receivedCurrency: string;
    fee: string;
    net: string;
  }[];
  const sell = orders.find((order) => order.receivedCurrency === 'KES' && /[1-9]/.test(order.fee));
  expect(sell, 'the demo history leaves amina a filled sell that paid a fee').toBeDefined();
  return sell ?? { receivedCurrency: 'KES', fee: '0', net: '0' };
}

test('a trader sees fees before placing and taking, reads them back, and an admin the revenue', async ({
  page,
}, testInfo) => {
  // A shared, busy machine can take most of the default minute to build and sign in.
  test.setTimeout(180_000);
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The order form: 10 HRC at KES 3.00 to sell: KES 30.00 received, fee up to 0.2 % = 0.06.
  // Nothing is placed (3.00 would cross the demo bids).
  await page.goto('/dashboard/trade?pair=HRC-KES');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await page.getByLabel('Amount (HRC)').fill('10');
  await page.getByLabel(/Price \(KES per HRC\)/).fill('3.00');
  await expect(page.getByTestId('order-fee')).toHaveText('KES 0.06');
  await expect(page.getByText('KES 29.94')).toBeVisible();
  await expect(
    page.getByText('Fees: 0.1 % maker / 0.2 % taker of what you receive.'),
  ).toBeVisible();
  await snap(page, testInfo, 'fees-order-form');

  // The take dialog: 1 HRC from brian's offer; the 0.2 % taker fee is 0.002 HRC.
  await page.goto('/market/orders?side=sell&coin=HRC&sort=price_asc');
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: 'brian' })
    .first();
  await card.getByRole('button', { name: /Buy HRC/ }).click();
  const take = page.getByRole('dialog');
  await take.getByLabel('Amount (HRC)').fill('1');
  await expect(take.getByTestId('take-fee')).toHaveText('0.0020 HRC');
  await expect(take.getByTestId('take-net')).toHaveText('0.9980 HRC');
  await snap(page, testInfo, 'fees-take-dialog');
  await take.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByText('Trade completed')).toBeVisible();

  // My orders: a filled sell of the demo history with the fee it paid and the net received.
  const sell = await completedSellWithFee(page);
  await page.goto('/dashboard/orders');
  await page.getByRole('tab', { name: 'Completed Orders' }).click();
  await expect(page.getByText('Fee paid').first()).toBeVisible();
  await expect(page.getByText('Net received').first()).toBeVisible();
  await expect(page.getByText(kesText(sell.fee), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(kesText(sell.net), { exact: true }).first()).toBeVisible();
  await snap(page, testInfo, 'fees-my-orders');

  // Statements: today's HRC movements show the take with its fee; the PDF has pages.
  await page.goto('/dashboard/statements');
  await expect(page.getByRole('heading', { name: 'Statements' })).toBeVisible();
  await page.getByLabel('Currency').selectOption('HRC');
  await page.getByLabel('Period').selectOption('custom');
  const today = nairobiDay(new Date());
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(page.getByText(/^Bought 1\.0000 HRC @ [\d.,]+ KES$/).first()).toBeVisible();
  const feeText = isMobile(testInfo) ? 'Fee 0.0020' : '0.0020';
  await expect(page.getByText(feeText, { exact: true }).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`soko-statement-HRC-${today}-to-${today}.pdf`);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.toString('latin1')).toMatch(/\/Type \/Pages\s*\/Count [1-9]\d*/);
  await snap(page, testInfo, 'fees-statement');

  // The admin: this month's fees on the dashboard, then the Revenue report and excise rates.
  await page.context().clearCookies();
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByTestId('month-fees')).toContainText('KES');
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { name: 'Revenue' })).toBeVisible();
  await expect(page.getByText('Excise due').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Taker fees' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Maker fees' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();

  // An announced rate's day: within the year ahead a rate may be announced, and the same for
  // both projects (their runs share one server; the second finds the first's announcement).
  const announcedDay = nairobiDay(new Date(Date.now() + 200 * 24 * 60 * 60 * 1000));
  // The page writes days as people read them ("18 Jun 2027"), not as the date field takes them.
  const shownDay = new Intl.DateTimeFormat('en-KE', {
    dateStyle: 'medium',
    timeZone: 'Africa/Nairobi',
  }).format(new Date(`${announcedDay}T12:00:00+03:00`));
  const rates = page.getByRole('list', { name: 'Excise rates' });
  await expect(rates.getByRole('listitem').last()).toContainText('10 % from 1 Jul 2025');
  // A day in the past is refused beside the field, before anything is sent (once the first
  // project has announced its rate, the second is told the announced day instead).
  const form = page.getByRole('form', { name: 'Add an excise rate' });
  await form.getByLabel('Rate (%)').fill('12.5');
  await form.getByLabel('Applies from').fill('2025-01-01');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^(A new rate applies from today or a later day, never from the past\.|A rate from (\d{1,2} \w{3} \d{4}) is already announced: choose \2 or a later day\.)$/,
  );
  // A rate for a later day is announced; the one in force stays (both projects add the same).
  await form.getByLabel('Applies from').fill(announcedDay);
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(page.getByText('Excise rate saved')).toBeVisible();
  const announced = rates.getByRole('listitem').filter({ hasText: `12.5 % from ${shownDay}` });
  await expect(announced).toContainText('Announced');
  await expect(rates.getByRole('listitem').filter({ hasText: 'In force' })).toHaveCount(1);
  await rates.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'fees-revenue-excise');
});
