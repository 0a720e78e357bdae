/**
 * Kiswahili everywhere (issue 17), at 375 px and at 1280 px: a visitor whose browser asks for
 * Kiswahili gets the landing page in it before any JavaScript runs and after, and can switch to
 * English and back (the cookie keeps the choice); a new trader registers in Kiswahili, deposits by
 * M-Pesa, places an order and reads the history, and the account keeps the language for the next
 * browser; the public pages' bar fits a phone on the legal pages, signed in and with no
 * connection; the demo admin walks the main admin pages. Every page visited is checked for
 * `<html lang="sw">`, for nothing pushing it sideways and for no text cut off by its box (Kiswahili
 * words run longer), and saved as e2e/screenshots/<project>-sw-<page>.png for a person to look at.
 * The expected words are the Kiswahili catalogue's (apps/web/src/locales/sw/*.po).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { demoAdmin, demoTrader, isMobile, logIn, snap } from './helpers';
import { measureFit } from './text-fit';

// The browser asks for Kiswahili (Accept-Language and navigator.languages), as a Kenyan phone set
// to it does; no cookie yet.
test.use({ locale: 'sw-KE' });

const softExpect = expect.configure({ soft: true });

/** The page is in Kiswahili and fits: nothing sideways, no text cut; then its screenshot. */
async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Polled: fonts, images and late data settle the layout after the first paint. Soft: a
  // failure names every page that does not fit, not only the first.
  await softExpect
    .poll(async () => measureFit(page), { message: `${name} fits at its width` })
    .toEqual({ sidewaysPx: 0, cut: [] });
  // Taken whether it fits or not: the picture is what a person fixes it from.
  await snap(page, testInfo, `sw-${name}`);
}

/** The Kiswahili log-in form (the helper's logIn speaks English). */
async function logInSw(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Barua pepe').fill(account.email);
  await page.getByLabel('Nenosiri', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingia', exact: true }).click();
}

async function languageCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'soko_lang')?.value;
}

test('a Kiswahili browser gets the landing page in Kiswahili, with and without JavaScript, and can switch', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Pre-rendered: the server answers in Kiswahili from Accept-Language alone.
  const { viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  const noScript = await browser.newContext({
    baseURL,
    viewport,
    isMobile: mobile,
    hasTouch,
    locale: 'sw-KE',
    javaScriptEnabled: false,
    serviceWorkers: 'block',
  });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(bare.getByRole('link', { name: 'Anza sasa' }).first()).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Ingia', exact: true }).first()).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await snap(bare, testInfo, 'sw-landing-no-js');
  await noScript.close();

  // With its code running, the page stays in Kiswahili.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Anza sasa' }).first()).toBeVisible();
  await checkPage(page, testInfo, 'landing');

  // The header's switch names the other language in that language.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  expect(await languageCookie(page)).toBe('en');
  // The cookie outweighs the browser's Kiswahili on the next page the server sends.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('link', { name: 'Anza sasa' }).first()).toBeVisible();
  expect(await languageCookie(page)).toBe('sw');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // The other public pages.
  await page.goto('/market');
  await expect(page.getByRole('heading', { name: 'Soko', exact: true })).toBeVisible();
  await checkPage(page, testInfo, 'market');
  await page.goto('/market/orders');
  await checkPage(page, testInfo, 'market-orders');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingia', exact: true })).toBeVisible();
  await checkPage(page, testInfo, 'login');
});

test("the public pages' bar fits a phone: on the legal pages, signed in, and with no connection", async ({
  page,
}, testInfo) => {
  // Signed out, the legal pages: they update nothing, so their bar has no connection state
  // (it said "Inaunganisha…" for as long as the page was read, and pushed the page sideways).
  for (const path of ['/terms', '/privacy', '/contact']) {
    await page.goto(path);
    await expect(page.locator('header [role="status"]')).toHaveCount(0);
    await checkPage(page, testInfo, path.slice(1));
  }
  // Signed in, the bar holds the dashboard link and the account menu beside the switch.
  // Through the API: the demo trader has no language of their own, so the browser's stays.
  const login = await page.request.post('/api/auth/login', { data: demoTrader });
  expect(login.ok()).toBe(true);
  for (const [path, name] of [
    ['/', 'landing-signed-in'],
    ['/market', 'market-signed-in'],
    ['/trade/HRC-KES', 'trade-public-signed-in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Menyu ya akaunti ya amina' })).toBeVisible();
    await checkPage(page, testInfo, name);
  }
  // With no socket the state's words are the longest ("Nje ya mtandao: …"): the bar still fits.
  await page.routeWebSocket('**/api/realtime', (socket) => socket.close());
  await page.goto('/market/orders');
  await expect(page.getByRole('status', { name: /^Nje ya mtandao/ })).toBeVisible();
  await checkPage(page, testInfo, 'market-orders-offline-signed-in');
});

/** A price under the book's best ask, so the buy rests on the book; different for each project. */
async function restingBuyPrice(page: Page, testInfo: TestInfo): Promise<string> {
  const response = await page.request.get('/api/orderbook?base=HRC&quote=KES');
  expect(response.ok()).toBe(true);
  const book = (await response.json()) as { asks: { price: string }[] };
  // KES prices in cents as bigint, as the app counts them: no float ever holds a price.
  const cents = book.asks.map((ask) => {
    const [whole = '0', fraction = ''] = ask.price.split('.');
    return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  });
  const bestAsk = cents.reduce((low, next) => (next < low ? next : low), cents[0] ?? 500n);
  const price = bestAsk - (isMobile(testInfo) ? 7n : 9n);
  expect(price > 0n, 'the demo book leaves room under its best ask').toBe(true);
  return `${price / 100n}.${(price % 100n).toString().padStart(2, '0')}`;
}

test('a new trader registers, deposits by M-Pesa, trades and reads the history in Kiswahili', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const username = `mswahili_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const account = { email: `${username}@example.com`, password: 'Nenosiri-Imara-2026' };

  // The form checks on the phone, in Kiswahili, before anything is sent.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Fungua akaunti yako' })).toBeVisible();
  await page.getByRole('button', { name: 'Fungua akaunti' }).click();
  await expect(page.getByText('Jina la mtumiaji linahitajika')).toBeVisible();
  await expect(page.getByText('Barua pepe inahitajika')).toBeVisible();
  await expect(page.getByText('Lazima ukubali sheria na masharti')).toBeVisible();
  await page.getByLabel('Nenosiri', { exact: true }).fill(account.password);
  await page.getByLabel('Thibitisha nenosiri').fill('kitu kingine');
  await page.getByRole('button', { name: 'Fungua akaunti' }).click();
  await expect(page.getByText('Manenosiri hayalingani')).toBeVisible();
  await checkPage(page, testInfo, 'register-errors');

  await page.getByLabel('Jina la mtumiaji').fill(username);
  await page.getByLabel('Barua pepe').fill(account.email);
  await page.getByLabel('Thibitisha nenosiri').fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Fungua akaunti' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText('Umejisajili! Tafadhali angalia barua pepe yako ili uthibitishe.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Karibu, ${username}!` })).toBeVisible();
  await checkPage(page, testInfo, 'dashboard');
  // What a screen reader hears of Market Overview's 24-hour changes is in Kiswahili too.
  await expect(page.getByText(/^Mabadiliko ya saa 24: /).first()).toBeAttached();
  await expect(page.getByText(/24-hour change/)).toHaveCount(0);

  // The wallet, from the menu (the bottom bar on a phone, the sidebar on a desktop).
  await page.getByRole('link', { name: 'Pochi', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Pochi yangu' })).toBeVisible();
  await checkPage(page, testInfo, 'wallet');

  // M-Pesa: the simulator completes a number ending in 0 about 1.5 s after the request.
  await page.getByRole('button', { name: 'Weka pesa' }).first().click();
  await page.getByRole('menuitem', { name: /^KES\b/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Weka pesa' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Endelea' }).click();
  await expect(dialog.getByText('Tafadhali weka kiasi sahihi')).toBeVisible();
  await expect(dialog.getByText('Tafadhali weka nambari sahihi ya simu')).toBeVisible();
  await checkPage(page, testInfo, 'mpesa-deposit-form');
  await dialog.getByLabel('Kiasi (KES)').fill('1500');
  await dialog.getByLabel('Nambari ya simu ya M-Pesa').fill('0712345670');
  await dialog.getByRole('button', { name: 'Endelea' }).click();
  await expect(dialog.getByText('KES 1,500.00').first()).toBeVisible();
  await checkPage(page, testInfo, 'mpesa-deposit-confirm');
  await dialog.getByRole('button', { name: 'Thibitisha kuweka pesa' }).click();
  await expect(dialog.getByText('Umefanikiwa kuweka pesa')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('KES 1,500.00 imeongezwa kwenye salio lako.')).toBeVisible();
  await checkPage(page, testInfo, 'mpesa-deposit-completed');
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // A buy under the best ask, so it rests on the book.
  const price = await restingBuyPrice(page, testInfo);
  await page.goto('/dashboard/trade?pair=HRC-KES');
  await expect(page.getByRole('heading', { name: 'Kitabu cha oda' })).toBeVisible();
  await page.getByRole('button', { name: 'Nunua', exact: true }).click();
  // The pair's smallest order is 20 HRC.
  await page.getByLabel('Kiasi (HRC)').fill('25');
  await page.getByLabel('Bei (KES kwa HRC)').fill(price);
  await checkPage(page, testInfo, 'trade');
  await page.getByRole('button', { name: 'Nunua HRC' }).click();
  const review = page.getByRole('dialog');
  await expect(review.getByRole('heading', { name: 'Thibitisha oda ya kununua' })).toBeVisible();
  await checkPage(page, testInfo, 'trade-confirm');
  await review.getByRole('button', { name: 'Weka oda ya kununua' }).click();
  await expect(review.getByRole('heading', { name: 'Oda imewekwa' })).toBeVisible();
  await expect(review).toContainText(
    `Oda yako ya kununua 25.0000 HRC kwa KES ${price} iko kwenye kitabu cha oda.`,
  );
  await checkPage(page, testInfo, 'trade-placed');
  await review.getByRole('button', { name: 'Sawa' }).click();

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Oda zangu' })).toBeVisible();
  await expect(page.getByText(`KES ${price}`).first()).toBeVisible();
  await checkPage(page, testInfo, 'orders');

  await page.goto('/dashboard/transactions');
  await expect(page.getByRole('heading', { name: 'Historia ya miamala' })).toBeVisible();
  await expect(page.getByText('KES 1,500.00').first()).toBeVisible();
  await expect(
    page.getByText('Imekamilika', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByText('Uwekaji wa M-Pesa kutoka simu inayoishia na 670').first(),
  ).toBeVisible();
  await checkPage(page, testInfo, 'transactions');

  // The account kept the language it was opened in.
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Lugha')).toHaveValue('sw');
  await checkPage(page, testInfo, 'settings');
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { language: string | null };
  };
  expect(session.user.language).toBe('sw');

  // A browser set to English, with no cookie: the account brings Kiswahili back at log-in.
  const { viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  const english = await browser.newContext({
    baseURL,
    viewport,
    isMobile: mobile,
    hasTouch,
    locale: 'en-US',
  });
  const fresh = await english.newPage();
  await logIn(fresh, account);
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'sw');
  // Even the welcome: the language switches before it is said.
  await expect(fresh.getByText('Umeingia!')).toBeVisible();
  await expect(fresh.getByRole('heading', { name: `Karibu tena, ${username}!` })).toBeVisible();
  expect(await languageCookie(fresh)).toBe('sw');
  await checkPage(fresh, testInfo, 'dashboard-back');
  await english.close();
});

const adminPages = [
  { path: '/admin', name: 'admin-dashboard', heading: 'Dashibodi ya msimamizi' },
  { path: '/admin/users', name: 'admin-users', heading: 'Simamia watumiaji' },
  { path: '/admin/coins', name: 'admin-coins', heading: 'Simamia sarafu' },
  { path: '/admin/trading-pairs', name: 'admin-trading-pairs', heading: 'Jozi za biashara' },
  { path: '/admin/deposits', name: 'admin-deposits', heading: 'Uwekaji' },
  { path: '/admin/withdrawals', name: 'admin-withdrawals', heading: 'Utoaji' },
  { path: '/admin/transactions', name: 'admin-transactions', heading: 'Miamala' },
  { path: '/admin/verification', name: 'admin-verification', heading: 'Uthibitishaji' },
  { path: '/admin/audit', name: 'admin-audit', heading: 'Kumbukumbu za ukaguzi' },
  { path: '/admin/revenue', name: 'admin-revenue', heading: 'Mapato' },
  { path: '/admin/settings', name: 'admin-settings', heading: 'Mipangilio' },
];

test("the demo admin's pages in Kiswahili", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await logInSw(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByText('Lango la Msimamizi').filter({ visible: true }).first(),
  ).toBeVisible();
  for (const { path, name, heading } of adminPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
    await checkPage(page, testInfo, name);
  }
});

test("a trader's forms and dialogs say their problems, hours and figures in Kiswahili", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInSw(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The settings forms check on the phone with the shared schemas, whose words are English.
  await page.goto('/dashboard/settings');
  await page.getByLabel('Nenosiri jipya', { exact: true }).fill('fupi');
  await page.getByLabel('Thibitisha nenosiri jipya').fill('kitu kingine');
  await page.getByRole('button', { name: 'Badilisha nenosiri' }).click();
  await expect(page.getByText('Nenosiri la sasa linahitajika')).toBeVisible();
  await expect(page.getByText('Nenosiri liwe na angalau herufi 8')).toBeVisible();
  await expect(page.getByText('Manenosiri hayalingani')).toBeVisible();
  await page.getByRole('button', { name: 'Hifadhi anwani' }).click();
  await expect(page.getByText('Ipe anwani jina.')).toBeVisible();
  await expect(page.getByText('Tafadhali weka anwani.')).toBeVisible();
  await expect(page.getByText(/is required|Please enter|Give the address/)).toHaveCount(0);
  await checkPage(page, testInfo, 'settings-errors');

  // The crypto deposit hours, open or closed, on the 24-hour clock with Kiswahili day names.
  await page.goto('/dashboard/wallet');
  await page.getByRole('button', { name: 'Weka pesa' }).first().click();
  await page.getByRole('menuitem', { name: /^HRC\b/ }).click();
  const deposit = page.getByRole('dialog');
  await expect(deposit.getByText(/\b\d{2}:\d{2}\b.*\./).first()).toBeVisible();
  await expect(deposit).not.toContainText(/\b(AM|PM|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
  await checkPage(page, testInfo, 'crypto-deposit');
  await page.keyboard.press('Escape');

  // A market order's remaining coins are not called the trader's balance.
  await page.goto('/market/orders');
  await page
    .locator('main')
    .getByRole('button', { name: /^Nunua HRC/ })
    .first()
    .click();
  const take = page.getByRole('dialog');
  await expect(take.getByText('Kinachopatikana', { exact: true })).toBeVisible();
  await expect(take.getByText('Salio lililopo', { exact: true })).toHaveCount(0);
  await checkPage(page, testInfo, 'take');
  await page.keyboard.press('Escape');

  // The order form's size limit reads as a figure, thousands grouped.
  await page.goto('/dashboard/trade?pair=HRC-KES');
  await page.getByRole('button', { name: 'Nunua', exact: true }).click();
  await page.getByLabel('Kiasi (HRC)').fill('2000000');
  await page.getByLabel('Bei (KES kwa HRC)').fill('1');
  await page.getByRole('button', { name: 'Nunua HRC' }).click();
  await expect(page.getByText('Oda ya juu kabisa ni 1,000,000 HRC.')).toBeVisible();
});
