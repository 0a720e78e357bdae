import { expect, test } from '@playwright/test';
import { demoAdmin, demoTrader, isMobile, logIn, snap } from './helpers';

/**
 * Fees and the revenue report at 375 px and 1280 px (decisions.md 24 and 26). Amina sees the fee
 * and what she receives before placing an order and in the take dialog, takes a demo sell order
 * (the market hides her own); an admin opens the Revenue report and sees this month's fees and excise.
 * The demo pairs charge 0.1 % maker and 0.2 % taker of what each side receives, rounded down.
 */
test('a trader sees the fee before placing and taking; an admin opens the revenue report', async ({
  page,
}, testInfo) => {
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard/);

  // The order form: 10 HRC at KES 3.00 to sell: 30.00 KES received, fee up to 0.2 % = 0.06.
  await page.goto('/dashboard/trade?pair=HRC-KES');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await page.getByLabel('Amount (HRC)').fill('10');
  await page.getByLabel(/Price \(KES per HRC\)/).fill('3.00');
  await expect(page.getByTestId('order-fee')).toHaveText('KES 0.06');
  await expect(
    page.getByText('Fees: 0.1 % maker / 0.2 % taker of what you receive.'),
  ).toBeVisible();
  await expect(page.getByLabel(/Minimum per trade/)).toBeVisible();
  await snap(page, testInfo, 'fees-order-form');

  // The take dialog: buying 1 HRC from a resting sell costs its price; the fee is 0.002 HRC.
  await page.goto('/market/orders?side=sell&coin=HRC');
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await card.getByRole('button', { name: /Buy HRC/ }).click();
  const take = page.getByRole('dialog');
  await take.getByLabel('Amount (HRC)').fill('1');
  await expect(take.getByTestId('take-fee')).toHaveText('0.00200000 HRC');
  await expect(take.getByTestId('take-net')).toHaveText('0.99800000 HRC');
  await snap(page, testInfo, 'fees-take-dialog');
  await take.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByText('Trade completed')).toBeVisible();

  // The admin: this month's fees on the dashboard, then the Revenue report.
  await page.context().clearCookies();
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByTestId('month-fees')).toContainText('KES');
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { name: 'Revenue' })).toBeVisible();
  await expect(page.getByText('Excise due').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Taker fees' }).first()).toBeVisible();
  await expect(page.getByText(/Filing date/)).toBeVisible();
  if (!isMobile(testInfo)) {
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  }
  await snap(page, testInfo, 'fees-revenue-report');
});
