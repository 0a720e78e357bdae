/**
 * Four-eyes on a balance adjustment, as two admins and a trader live it: the demo admin proposes
 * a credit for a new trader from the users page (reviewed before it is sent), a second admin
 * approves it from the same page, and the trader sees it in their history with the reason.
 * The second admin and the trader are fresh accounts of this run (registered through the API,
 * the admin promoted by the demo admin), so the phone and desktop runs never share anything.
 */
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { demoAdmin, isMobile, logIn, openSecondBrowser, snap } from './helpers';

const PASSWORD = 'Four-eyes journey 2026';

async function register(api: APIRequestContext, username: string) {
  const response = await api.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { user: { id: string } };
}

/** A new admin: registered, then promoted by the demo admin through the API. */
async function newAdmin(baseURL: string, username: string) {
  const api = await request.newContext({ baseURL });
  const { user } = await register(api, username);
  const adminApi = await request.newContext({ baseURL });
  const login = await adminApi.post('/api/auth/login', { data: demoAdmin });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const promoted = await adminApi.patch(`/api/admin/users/${user.id}`, {
    data: { role: 'admin' },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(promoted.status()).toBe(200);
  await Promise.all([api.dispose(), adminApi.dispose()]);
}

test('an adjustment proposed by one admin, approved by another, seen by the trader', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const tag = `${isMobile(testInfo) ? 'm' : 'd'}${Date.now().toString(36)}`;
  const traderName = `fe_trader_${tag}`;
  const checkerName = `fe_admin_${tag}`;
  const base = baseURL ?? '';
  const traderApi = await request.newContext({ baseURL: base });
  await register(traderApi, traderName);
  await traderApi.dispose();
  await newAdmin(base, checkerName);

  // The demo admin proposes a credit of 250 KES from the users page.
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/users?q=${traderName}`);
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Adjust balance' }).click();
  } else {
    await page.getByRole('button', { name: `Actions for ${traderName}` }).click();
    await page.getByRole('menuitem', { name: 'Adjust balance' }).click();
  }
  await page.getByLabel('Amount').fill('250');
  await page.getByLabel('Reason').selectOption('mpesa_reversal');
  await page.getByLabel('Details the trader sees').fill('Reversed M-Pesa payment QK12AB34CD');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(`Credit 250 KES to ${traderName}`)).toBeVisible();
  await snap(page, testInfo, 'four-eyes-review');
  await page.getByRole('button', { name: 'Propose adjustment' }).click();
  const row = page.getByTestId('pending-adjustment').filter({ hasText: traderName });
  await expect(row).toContainText('1 of 2 approvals · proposed by admin');
  await expect(row.getByRole('button', { name: 'Waiting for another admin' })).toBeDisabled();
  await snap(page, testInfo, 'four-eyes-proposed');

  // A second admin approves it.
  const checker = await openSecondBrowser(browser, testInfo, baseURL);
  await logIn(checker, { email: `${checkerName}@example.com`, password: PASSWORD });
  await expect(checker).toHaveURL(/\/admin$/);
  await checker.goto('/admin/users');
  const pending = checker.getByTestId('pending-adjustment').filter({ hasText: traderName });
  await expect(pending).toContainText('Credit 250.00 KES');
  await snap(checker, testInfo, 'four-eyes-second-admin');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Adjustment approved')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await checker.context().close();

  // The trader sees it in their history, with the reason.
  const trader = await openSecondBrowser(browser, testInfo, baseURL);
  await logIn(trader, { email: `${traderName}@example.com`, password: PASSWORD });
  // Wait for the login to land (session cookie set, dashboard shown) before navigating: going
  // to another page at once could abort the login request and leave the trader at /login.
  await expect(trader).toHaveURL(/\/dashboard$/);
  await trader.goto('/dashboard/transactions');
  await expect(
    trader
      .getByText('Balance adjustment (M-Pesa reversal): Reversed M-Pesa payment QK12AB34CD')
      .first(),
  ).toBeVisible();
  await snap(trader, testInfo, 'four-eyes-trader-history');
  await trader.context().close();
});
