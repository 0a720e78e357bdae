import { expect, request, type Browser, type Page, type TestInfo } from '@playwright/test';

/** The demo accounts the server seeds and prints at start (apps/server/src/seed/demo-data.ts). */
export const demoAdmin = { email: 'admin@soko.local', password: 'SokoAdmin#2026' };
export const demoTrader = { email: 'amina@soko.local', password: 'SokoTrader#2026' };

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The Africa/Nairobi calendar day of an instant, "YYYY-MM-DD", as the app's date fields take it. */
export const nairobiDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Saves a full-page screenshot under e2e/screenshots/<project>-<name>.png for a person to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `e2e/screenshots/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();
}

/** Logs out from the customer or admin layout; on a phone the button is in the drawer. */
export async function logOutFromLayout(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A second demo trader, for journeys between two people. */
export const demoSecondTrader = { email: 'brian@soko.local', password: demoTrader.password };

/** A second browser (its own cookies) at the same width and touch as the test's project. */
export async function openSecondBrowser(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string | undefined,
) {
  const { viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch });
  return context.newPage();
}

/**
 * A second admin of this run: registered through the API, then promoted by the demo admin, so
 * money approvals above the four-eyes threshold (decisions.md 19) can get their second approval.
 */
export async function promotedAdmin(baseURL: string | undefined, username: string) {
  const account = { email: `${username}@example.com`, password: 'Second admin journey 2026' };
  const api = await request.newContext({ baseURL });
  const registered = await api.post('/api/auth/register', { data: { username, ...account } });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const adminApi = await request.newContext({ baseURL });
  const login = await adminApi.post('/api/auth/login', { data: demoAdmin });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const promoted = await adminApi.patch(`/api/admin/users/${user.id}`, {
    data: { role: 'admin' },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(promoted.status()).toBe(200);
  await Promise.all([api.dispose(), adminApi.dispose()]);
  return account;
}
