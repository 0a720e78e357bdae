/**
 * Withdrawal safeguards (decisions.md 23) as a trader meets them: an address saved with a label
 * in Settings is chosen from the withdraw dialog's list and the withdrawal goes to it; after a
 * password change the wallet says, before any attempt, that withdrawals are paused, why and
 * until when. The phone project plays it with Amina's BTC, the desktop one with Brian's ETH.
 */
import { expect, test } from '@playwright/test';
import { isMobile, logIn, snap } from './helpers';

const traders = {
  mobile: {
    email: 'amina@soko.local',
    coin: 'BTC',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    amount: '0.01',
  },
  desktop: {
    email: 'brian@soko.local',
    coin: 'ETH',
    address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    amount: '0.1',
  },
} as const;

test('a saved address is chosen in the withdraw dialog', async ({ page }, testInfo) => {
  const trader = isMobile(testInfo) ? traders.mobile : traders.desktop;
  await logIn(page, { email: trader.email, password: 'SokoTrader#2026' });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/settings');
  const book = page.locator('form', { hasText: 'Add an address' });
  await book.getByLabel('Coin').selectOption(trader.coin);
  await book.getByLabel('Label').fill('My cold wallet');
  // A wrong network is refused with the server's words before anything is saved.
  await book.getByLabel('Address', { exact: true }).fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await book.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText(/Invalid address: .*looks like a TRON address/)).toBeVisible();
  await book.getByLabel('Address', { exact: true }).fill(trader.address);
  await book.getByRole('button', { name: 'Save address' }).click();
  // The toast names the label too; the address book's row is the one with the address.
  const saved = page.getByRole('listitem').filter({ hasText: trader.address });
  await expect(saved).toContainText('My cold wallet');
  await snap(page, testInfo, 'safeguards-address-saved');

  await page.goto('/dashboard/wallet');
  await page.getByRole('button', { name: 'Withdraw', exact: false }).first().click();
  await page.getByRole('menuitem', { name: new RegExp(`^${trader.coin}\\b`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Saved address').selectOption(trader.address);
  await expect(dialog.getByLabel(`${trader.coin} address`)).toHaveValue(trader.address);
  await dialog.getByLabel(/Amount/).fill(trader.amount);
  await snap(page, testInfo, 'safeguards-withdraw-saved-address');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog).toContainText(trader.address);
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(dialog.getByText(/requested/i).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/withdrawals');
  // The card shortens the address for narrow screens: its start and end.
  const card = page.getByRole('article', { name: `${trader.coin} withdrawal, pending` }).first();
  await expect(card).toContainText(`To${trader.address.slice(0, 8)}…${trader.address.slice(-6)}`);
  await snap(page, testInfo, 'safeguards-my-withdrawals');
});

test('after a password change the wallet shows the pause before any attempt', async ({
  page,
}, testInfo) => {
  const username = `pause_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const password = 'Correct-Horse-42';
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-pause')).toHaveCount(0);

  await page.goto('/dashboard/settings');
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('Another-Horse-43');
  await page.getByLabel('Confirm new password').fill('Another-Horse-43');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed').first()).toBeVisible();

  await page.goto('/dashboard/wallet');
  const banner = page.getByTestId('withdrawal-pause');
  // Generous: on a loaded machine the wallet's queries take a while after a full page load.
  await expect(banner).toContainText('Withdrawals paused for your safety.', { timeout: 30_000 });
  await expect(banner).toContainText('because your password was changed');
  await expect(banner).toContainText(/They resume on .+ \(Nairobi time\)/);
  await snap(page, testInfo, 'safeguards-pause-banner');
});
