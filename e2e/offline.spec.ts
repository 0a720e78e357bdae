/**
 * Installable and offline (decisions.md 29): the manifest and its icons, the service worker that
 * keeps the app's shell, an offline start that shows the frame with the last balances marked
 * offline (never as current), and "Update available" when a new release's worker waits.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { demoTrader, logIn, snap } from './helpers';

// A service worker installs its whole precache (about 130 files) before it controls the page:
// on a busy shared machine that alone can take most of a minute.
test.describe.configure({ timeout: 180_000 });

/** Waits until a service worker controls the page (clientsClaim makes the first one do so). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test('the app is installable: manifest, icons and a service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    short_name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Soko', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  await waitForServiceWorker(page);
  const scriptUrl = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(scriptUrl).toMatch(/\/sw\.js$/);
});

test('an offline start shows the frame and the last balances, marked offline', async ({
  page,
  context,
}, testInfo) => {
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The balances have loaded once (the dashboard's wallet cards), so a copy is kept once the
  // page is idle (lib/offline-snapshot.ts keeps storage out of the page's load).
  await expect(page.getByText('Available').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('soko.offline.balances')))
    .toContain('"currency":"KES"');
  await waitForServiceWorker(page);
  // Answers carrying money come from the server every time, never from the worker's copy.
  const walletsAnswer = page.waitForResponse((r) => r.url().endsWith('/api/wallets'));
  await page.reload();
  expect((await walletsAnswer).fromServiceWorker()).toBe(false);
  await expect(page.getByText('Available').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const offline = page.getByTestId('offline-view');
  await expect(offline.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(offline.getByRole('heading', { name: 'Last known balances' })).toBeVisible();
  await expect(offline.getByText('offline', { exact: true }).first()).toBeVisible();
  await expect(offline.getByText(/^As of /)).toBeVisible();
  await expect(offline.getByText('KES', { exact: true })).toBeVisible();
  // The frame is there (the brand), and no developer page.
  await expect(page.getByText('Soko', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0);
  // Nothing answers for the server while offline: a balance is never served stale as current.
  const offlineAnswer = await page.evaluate(() =>
    fetch('/api/wallets').then(
      (r) => `status ${r.status}`,
      () => 'network error',
    ),
  );
  expect(offlineAnswer).toBe('network error');
  await snap(page, testInfo, 'offline-start');

  // Back online, Retry brings the live dashboard.
  await context.setOffline(false);
  await offline.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('offline-view')).toHaveCount(0);
});

/**
 * Writes the next release's worker into the build the server serves (apps/web/dist/sw.js and the
 * brotli and gzip copies the server prefers), as a deploy would; `undo` puts the current one back.
 */
function deployNextWorker() {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));
  const [plain, brotli, gzip] = files;
  if (!plain || !brotli || !gzip) throw new Error('no worker files');
  const saved = files.map((file) => (existsSync(file) ? readFileSync(file) : null));
  const next = Buffer.from(`${readFileSync(plain, 'utf8')}\n// next release ${Date.now()}\n`);
  writeFileSync(plain, next);
  writeFileSync(brotli, brotliCompressSync(next));
  writeFileSync(gzip, gzipSync(next));
  return {
    undo() {
      files.forEach((file, i) => {
        const bytes = saved[i];
        if (bytes) writeFileSync(file, bytes);
        else rmSync(file, { force: true });
      });
    },
  };
}

test('a new release waiting in the service worker offers Update available, and Reload takes it', async ({
  page,
}, testInfo) => {
  await page.goto('/market');
  await waitForServiceWorker(page);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(firstWorker).toMatch(/\/sw\.js$/);

  const release = deployNextWorker();
  try {
    const documentLoads: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && documentLoads.push(r.url()));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const toast = page.getByText('Update available');
    await expect(toast).toBeVisible({ timeout: 60_000 });
    await snap(page, testInfo, 'update-available');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => documentLoads.length, { timeout: 30_000 }).toBe(1);
    await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
    await expect(page.getByText('Update available')).toHaveCount(0);
    // The new worker controls the page now and none waits behind it.
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
    );
    expect(waiting).toBe(false);
  } finally {
    release.undo();
  }
});
