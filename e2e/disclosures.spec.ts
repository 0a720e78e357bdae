import { expect, test } from '@playwright/test';
import { demoTrader, isMobile, logIn, snap } from './helpers';

/*
 * The show/hide sections (components/ui/disclosure.tsx): a wallet card's Deposit and Withdraw
 * buttons, and the sidebar's Wallet group. A screen reader hears whether each is open
 * (aria-expanded), and the buttons inside are there only while it is.
 */
test('a wallet card opens and closes its Deposit and Withdraw buttons', async ({
  page,
}, testInfo) => {
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/wallet');
  const cards = page.getByRole('main');
  const kesCard = cards.getByRole('button', { name: /^KES\b/, expanded: false });
  await expect(kesCard).toBeVisible();
  const region = page.locator(`[id="${await kesCard.getAttribute('aria-controls')}"]`);
  await expect(region).toBeHidden();

  await kesCard.click();
  await expect(cards.getByRole('button', { name: /^KES\b/, expanded: true })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await snap(page, testInfo, 'wallet-card-open');

  await region.getByRole('button', { name: 'Deposit' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Deposit Funds' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await cards.getByRole('button', { name: /^KES\b/, expanded: true }).click();
  await expect(region).toBeHidden();
  await expect(region.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
});

test("the sidebar's Wallet group shows and hides its pages", async ({ page }, testInfo) => {
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation').filter({ visible: true }).first();
  // Closed on the dashboard: the Wallet page is not the one open.
  const show = nav.getByRole('button', { name: 'Show Wallet options' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Withdraw' })).toHaveCount(0);

  await show.click();
  const hide = nav.getByRole('button', { name: 'Hide Wallet options' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await nav.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\/withdraw$/);
});
