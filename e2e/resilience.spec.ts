/**
 * Never broken (decisions.md 29): a page whose code cannot download shows "Couldn't load this
 * page" inside the trader's frame, and Retry brings the page without reloading the app; a new
 * release (the server names another build) reloads the app exactly once, never in a loop.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { demoTrader, logIn, snap } from './helpers';

// These journeys stand for a network that fails to bring page files (an old tab after a release,
// a dropped connection). The service worker would serve the files from its copy instead, so it
// is kept out here; offline.spec.ts covers the app with it.
test.use({ serviceWorkers: 'block' });

/** The code of the Manage page (routes/app/orders) and of the public orders page, by file name. */
const ordersChunk = /\/assets\/orders-[\w-]+\.js$/;

async function openManage(page: Page) {
  await page.getByRole('link', { name: 'Manage', exact: true }).filter({ visible: true }).click();
}

async function expectNoDeveloperPage(page: Page) {
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
}

test('a page whose code fails to download offers Retry inside the frame', async ({
  page,
}, testInfo) => {
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  let blockedRequests = 0;
  const block = (route: Route) => {
    blockedRequests += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(ordersChunk, block);

  await openManage(page);
  await expect(page.getByRole('heading', { name: "Couldn't load this page" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  // The frame stays: the navigation still works from here.
  await expect(
    page.getByRole('link', { name: 'Dashboard', exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await expectNoDeveloperPage(page);
  expect(blockedRequests).toBeGreaterThanOrEqual(1);
  await snap(page, testInfo, 'page-load-failed');

  // The connection is back: Retry fetches the code and draws the page, with no full reload.
  await page.unroute(ordersChunk, block);
  const documentLoads: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && documentLoads.push(r.url()));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('My Orders').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "Couldn't load this page" })).toHaveCount(0);
  expect(documentLoads).toEqual([]);
  await expectNoDeveloperPage(page);
});

test('a public page that fails to download keeps a way home, and Retry shows it', async ({
  page,
}, testInfo) => {
  const marketOrdersChunk = /\/assets\/market-orders-[\w-]+\.js$/;
  const block = (route: Route) => route.abort('internetdisconnected');
  await page.route(marketOrdersChunk, block);
  await page.goto('/');
  await page.locator('a[href="/market/orders"]').filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { name: "Couldn't load this page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Soko', exact: true })).toBeVisible();
  await expectNoDeveloperPage(page);
  await snap(page, testInfo, 'public-page-load-failed');

  await page.unroute(marketOrdersChunk, block);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Market Orders').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "Couldn't load this page" })).toHaveCount(0);
});

test('a new release reloads the app once, and never again for the same release', async ({
  page,
}) => {
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The server names the build it serves in a header; that matches the page's own meta tag.
  const served = await page.request.head('/');
  const meta = await page.locator('meta[name="soko-version"]').getAttribute('content');
  expect(served.headers()['x-soko-version']).toBe(meta);

  // A release happened: the server names another build, and the old page files are gone.
  await page.route(
    (url) => url.pathname === '/',
    (route) =>
      route.request().method() === 'HEAD'
        ? route.fulfill({ status: 200, headers: { 'x-soko-version': 'a-newer-build' } })
        : route.continue(),
  );
  await page.route(ordersChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const documentLoads: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && documentLoads.push(r.url()));

  await openManage(page);
  // One reload, to the page the trader asked for; the files are still missing afterwards (the
  // test keeps them away), and the guard stops a second reload: the Retry page shows instead.
  await expect.poll(() => documentLoads.length).toBe(1);
  expect(documentLoads[0]).toMatch(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { name: "Couldn't load this page" })).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(documentLoads).toHaveLength(1);
  await expectNoDeveloperPage(page);
});

/*
 * A tab left open across a release asks which build is served when it comes back into view, and
 * its next page change is then a full load. That watch must start on the first page a tab loads,
 * whether the page arrived as a frame (the dashboard) or pre-rendered (the market).
 */
for (const [start, link, target] of [
  ['/dashboard', 'Manage', /\/dashboard\/orders$/],
  ['/market', 'View All Market Orders', /\/market\/orders$/],
] as const) {
  test(`a tab on ${start} that comes back after a release loads its next page in full`, async ({
    page,
  }) => {
    await logIn(page, demoTrader);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(start);
    await expect(page.getByRole('link', { name: link, exact: true }).first()).toBeVisible();
    await page.route(
      (url) => url.pathname === '/',
      (route) =>
        route.request().method() === 'HEAD'
          ? route.fulfill({ status: 200, headers: { 'x-soko-version': `newer-than-${start}` } })
          : route.continue(),
    );
    const asked = page.waitForRequest(
      (r) => r.method() === 'HEAD' && new URL(r.url()).pathname === '/',
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    const documentLoads: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && documentLoads.push(r.url()));

    await page
      .getByRole('link', { name: link, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(target);
    await expect.poll(() => documentLoads.length).toBe(1);
    expect(documentLoads[0]).toMatch(target);
    await expectNoDeveloperPage(page);
  });
}

/** Holds every download of `chunk` until `release` is called, as a slow connection would. */
async function holdDownloads(page: Page, chunk: RegExp) {
  const held: Route[] = [];
  await page.route(chunk, (route) => {
    held.push(route);
  });
  return {
    requested: () => held.length,
    async release() {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(chunk);
    },
  };
}

/** The dropdown menus' code (Radix with Floating UI), downloaded after the page (issue 16). */
const menusChunk = /\/assets\/popper-[\w-]+\.js$/;

test('a menu pressed before its code has downloaded opens once it arrives', async ({
  page,
}, testInfo) => {
  const download = await holdDownloads(page, menusChunk);
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
  await expect(deposit).toHaveAttribute('aria-haspopup', 'menu');
  await deposit.click();
  await expect.poll(download.requested).toBeGreaterThan(0);
  await expect(page.getByRole('menuitem')).toHaveCount(0);

  await download.release();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Deposit which currency?')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^KES/ })).toBeVisible();
  await snap(page, testInfo, 'menu-pressed-early');
  await expectNoDeveloperPage(page);
});

/** The sign-in and registration forms' checks (zod), downloaded after the page (issue 16). */
const formChecksChunk = /\/assets\/auth-resolvers-[\w-]+\.js$/;

/** Refuses every download of the forms' checks; answers how many were tried. */
async function refuseFormChecks(page: Page) {
  let refused = 0;
  await page.route(formChecksChunk, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  return () => refused;
}

test("a sign-in form whose checks cannot download still says what is wrong, from the server's answer", async ({
  page,
}) => {
  const refused = await refuseFormChecks(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('amina@soko');
  await page.getByLabel('Password', { exact: true }).fill('SokoTrader#2026');
  await page.getByRole('button', { name: /log in/i }).click();
  // The server's refusal names the field, as the form's own check would have.
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).first(),
  ).toBeVisible();
  expect(refused()).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoDeveloperPage(page);
});

/** The phone's drawer (a Radix dialog), downloaded after the page (issue 16). */
const drawerChunk = /\/assets\/mobile-drawer-[\w-]+\.js$/;

test("the phone's menu tapped before its code has downloaded opens once it arrives", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const download = await holdDownloads(page, drawerChunk);
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
  await menuButton.click();
  await expect.poll(download.requested).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await download.release();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Wallet', exact: true })).toBeVisible();
  // Escape closes it and hands the focus back to the menu button, as Radix's dialog does.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expectNoDeveloperPage(page);
});

test('registration whose checks cannot download still refuses what only the form can check', async ({
  page,
}) => {
  const refused = await refuseFormChecks(page);
  await page.goto('/register');
  await page.getByLabel('Username').fill(`offline_${Date.now().toString(36)}`);
  await page.getByLabel('Email').fill(`offline_${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Nairobi#2026');
  await page.getByLabel('Confirm password').fill('Nairobi#2025');
  await page.getByRole('button', { name: /create account|register/i }).click();
  // The server never sees the confirmation or the terms box: the form still checks both.
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  expect(refused()).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/register$/);
});
