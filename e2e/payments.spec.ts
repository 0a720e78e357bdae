/**
 * KES by M-Pesa, as a trader lives it, against the built-in simulator (spec/api.md: the last digit
 * of the phone chooses the outcome about 1.5 s after the request). Deposits that complete, are
 * canceled on the phone, and are queued before completing; then a withdrawal that completes.
 * Every step checks the dialog's words and the KES balance the wallet shows afterwards. The phone
 * project plays it with Amina, the desktop one with Brian, so the two runs never share a balance.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobile, logIn, snap } from './helpers';

function traderFor(testInfo: TestInfo) {
  const email = isMobile(testInfo) ? 'amina@soko.local' : 'brian@soko.local';
  return { email, password: 'SokoTrader#2026' };
}

function kesCard(page: Page) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText('Kenyan Shilling', { exact: true }) })
    .first();
}

/** The KES card's available balance in cents ("KES 250,000.00" → 25000000n). */
async function kesAvailableCents(page: Page): Promise<bigint> {
  const text = await kesCard(page)
    .getByText(/^KES [\d,]+\.\d{2}$/)
    .first()
    .innerText();
  return BigInt(text.replace(/\D/g, ''));
}

/** 25000000n → "250,000.00", the way the wallet shows it. */
function shillings(cents: bigint): string {
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

async function expectKesAvailable(page: Page, cents: bigint) {
  await expect(kesCard(page)).toContainText(`KES ${shillings(cents)}`);
}

async function openKesDialog(page: Page, action: 'Deposit' | 'Withdraw') {
  await page.getByRole('button', { name: action }).first().click();
  await page.getByRole('menuitem', { name: /^KES\b/ }).click();
  const dialog = page.getByRole('dialog');
  const title = action === 'Deposit' ? 'Deposit Funds' : 'Withdraw Funds';
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

async function fillAndReview(page: Page, amount: string, phone: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (KES)').fill(amount);
  await dialog.getByLabel('M-Pesa phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test.beforeEach(async ({ page }, testInfo) => {
  await logIn(page, traderFor(testInfo));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/wallet');
  await expect(kesCard(page)).toContainText('Available');
});

test('deposits by M-Pesa: completed, canceled on the phone, queued then completed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const start = await kesAvailableCents(page);

  // The form checks amount and phone with the spec's words, and shows the number M-Pesa gets.
  let dialog = await openKesDialog(page, 'Deposit');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please enter a valid amount')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await dialog.getByLabel('M-Pesa phone number').fill('0712 345 670');
  await expect(dialog.getByText('M-Pesa number: 0712 345 670')).toBeVisible();
  await snap(page, testInfo, 'mpesa-deposit-form');

  // Completed: a confirm step first, then Processing..., then the amount, then it closes.
  await fillAndReview(page, '1500', '0712345670');
  await expect(dialog.getByText('KES 1,500.00').first()).toBeVisible();
  await expect(dialog.getByText('0712 345 670').first()).toBeVisible();
  await snap(page, testInfo, 'mpesa-deposit-confirm');
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(dialog.getByText('Processing...')).toBeVisible();
  await snap(page, testInfo, 'mpesa-deposit-processing');
  await expect(dialog.getByText('Deposit successful')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('KES 1,500.00 has been added to your balance.')).toBeVisible();
  await snap(page, testInfo, 'mpesa-deposit-completed');
  await expect(dialog).toBeHidden();
  await expectKesAvailable(page, start + 150_000n);

  // Canceled on the phone (a number ending in 6): the error, then it closes; nothing credited.
  dialog = await openKesDialog(page, 'Deposit');
  await fillAndReview(page, '200', '0712345676');
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(dialog.getByText('Deposit was canceled')).toBeVisible({ timeout: 15_000 });
  await snap(page, testInfo, 'mpesa-deposit-canceled');
  await expect(dialog).toBeHidden();
  await expectKesAvailable(page, start + 150_000n);

  // Queued (a number ending in 9): the queued message, then completed.
  dialog = await openKesDialog(page, 'Deposit');
  await fillAndReview(page, '300', '0712345679');
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(dialog.getByText('Queued', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(/deposit of KES 300\.00 is queued at M-Pesa/)).toBeVisible();
  await snap(page, testInfo, 'mpesa-deposit-queued');
  await expect(dialog.getByText('Deposit successful')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await expectKesAvailable(page, start + 180_000n);
  await snap(page, testInfo, 'mpesa-wallet-after-deposits');
});

test('a withdrawal to M-Pesa completes and the balance drops by it', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const start = await kesAvailableCents(page);

  // More than one M-Pesa payment may carry is refused before the confirm step, naming the limit
  // (the demo trader holds more than that); more than the balance gets the spec's words.
  const dialog = await openKesDialog(page, 'Withdraw');
  await fillAndReview(page, '150001', '0712345670');
  await expect(dialog.getByText('The largest M-Pesa amount is 150,000 KES')).toBeVisible();
  if (start < 15_000_000n) {
    await fillAndReview(page, (start / 100n + 1n).toString(), '0712345670');
    await expect(
      dialog.getByText(`Maximum withdrawal amount is ${shillings(start)} KES`),
    ).toBeVisible();
  }
  await snap(page, testInfo, 'mpesa-withdraw-over-max');

  await fillAndReview(page, '700', '0712345670');
  await expect(dialog.getByText('Withdrawal to M-Pesa')).toBeVisible();
  await expect(dialog.getByText('KES 700.00').first()).toBeVisible();
  await snap(page, testInfo, 'mpesa-withdraw-confirm');
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(dialog.getByText('Processing...')).toBeVisible();
  await expect(dialog.getByText('Withdrawal successful')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('KES 700.00 has been sent to 0712 345 670.')).toBeVisible();
  await snap(page, testInfo, 'mpesa-withdraw-completed');
  await expect(dialog).toBeHidden();
  await expectKesAvailable(page, start - 70_000n);
  await snap(page, testInfo, 'mpesa-wallet-after-withdrawal');
});
