/**
 * The admin's screens as issue 16 asked them to behave, at 375 and 1280 px: the pair active
 * switch asks before it opens or closes a market (Cancel changes nothing); the proof viewer has
 * Approve and Reject, going through the same confirmation and four-eyes rules as the row's
 * buttons (a coin with no KES price always needs two admins, so the first says "1 of 2
 * approvals"); and the audit log names the people and the pair, not their ids.
 * Each run makes its own coin and trader (through the API), so the two widths share nothing and
 * the demo market's pairs are never switched off under other journeys.
 */
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { demoAdmin, isMobile, logIn, snap } from './helpers';

const SHOTS = '/work/shots/f16-admin-ux';
const PASSWORD = 'Admin screens journey 2026';

async function signedIn(baseURL: string, account: { email: string; password: string }) {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { api, headers: { 'x-csrf-token': csrfToken } };
}

/** A coin of this run (its KES and USDT pairs come with it) with deposits open all day. */
async function newCoin(
  admin: { api: APIRequestContext; headers: Record<string, string> },
  symbol: string,
) {
  const coin = await admin.api.post('/api/admin/coins', {
    data: { name: `Journey ${symbol}`, symbol, depositAddress: `addr-${symbol.toLowerCase()}` },
    headers: admin.headers,
  });
  expect(coin.status(), await coin.text()).toBe(201);
  const settings = await admin.api.put('/api/admin/settings', {
    data: { depositWindowOpens: '00:00', depositWindowCloses: '24:00' },
    headers: admin.headers,
  });
  expect(settings.status(), await settings.text()).toBe(200);
}

/** A new trader with a pending deposit of the coin, proof attached. */
async function traderWithDeposit(baseURL: string, username: string, symbol: string) {
  const email = `${username}@example.com`;
  const api = await request.newContext({ baseURL });
  const registered = await api.post('/api/auth/register', {
    data: { username, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await api.dispose();
  const trader = await signedIn(baseURL, { email, password: PASSWORD });
  const proof = await sharp({
    create: { width: 240, height: 160, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const deposit = await trader.api.post('/api/deposits/crypto', {
    multipart: {
      currency: symbol,
      amount: '2.5',
      proof: { name: 'proof.png', mimeType: 'image/png', buffer: proof },
    },
    headers: { ...trader.headers, 'idempotency-key': `journey-${username}` },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await trader.api.dispose();
}

test('pair switch confirms, proof viewer approves, audit log names people', async ({
  page,
  baseURL,
}, testInfo) => {
  const width = isMobile(testInfo) ? 375 : 1280;
  const tag = Date.now().toString(36).slice(-3).toUpperCase();
  const symbol = `${isMobile(testInfo) ? 'M' : 'D'}${tag}`.replace(/[^A-Z0-9]/g, 'X').slice(0, 5);
  const traderName = `ux_${symbol.toLowerCase()}_${Date.now().toString(36)}`;
  const base = baseURL ?? '';
  const admin = await signedIn(base, demoAdmin);
  await newCoin(admin, symbol);
  await admin.api.dispose();
  await traderWithDeposit(base, traderName, symbol);

  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);

  // The pair switch asks first; Cancel leaves the market open, Deactivate closes it.
  await page.goto('/admin/trading-pairs');
  const pairSwitch = page.getByRole('switch', { name: `${symbol}/KES active` });
  await expect(pairSwitch).toBeChecked();
  await pairSwitch.click();
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByText(`Deactivate ${symbol}/KES?`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pair-switch-confirm-${width}.png` });
  await snap(page, testInfo, 'admin-ux-pair-confirm');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(pairSwitch).toBeChecked();
  await pairSwitch.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Pair deactivated')).toBeVisible();
  await expect(pairSwitch).not.toBeChecked();

  // The proof viewer approves through the usual dialog; the coin has no price: 1 of 2.
  await page.goto(`/admin/deposits?q=${traderName}`);
  await page
    .getByRole('button', { name: `View proof of ${traderName}'s deposit of 2.5000 ${symbol}` })
    .click();
  const viewer = page.getByRole('dialog', { name: 'Proof of deposit' });
  const proof = viewer.getByRole('img').first();
  await expect
    .poll(() => proof.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(240);
  await expect(viewer.getByRole('button', { name: /^Reject / })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/proof-viewer-${width}.png` });
  await viewer.getByRole('button', { name: /^Approve / }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Approve deposit?' });
  await confirm.getByRole('button', { name: 'Approve deposit' }).click();
  await expect(page.getByText('1 of 2 approvals', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 2 approvals · first by admin').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/first-approval-toast-${width}.png` });

  // The audit log says whose transaction and which pair, by name.
  await page.goto(`/admin/audit?q=${traderName}`);
  await expect(page.getByText(`Transaction of ${traderName}`).first()).toBeVisible();
  await page.goto(`/admin/audit?targetType=pair&q=admin`);
  await expect(page.getByText(`Trading pair ${symbol}/KES`).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/audit-names-${width}.png`, fullPage: true });
});

test('the folded sidebar names each icon on hover', async ({ page }) => {
  // The sidebar folds on wide screens only; a phone has the drawer instead.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.getByRole('link', { name: 'Manage Users', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Manage Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
