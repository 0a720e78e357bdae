import { expect, test } from '@playwright/test';
import { snap } from './helpers';

test('the landing page shows the seeded coins and the way in', async ({ page }, testInfo) => {
  await page.goto('/');
  const pairs = page.locator('#pairs, [aria-labelledby="pairs-heading"]').first();
  for (const name of ['Bitcoin', 'Harambee Coin', 'Tether USD']) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(pairs.getByText('HRC/KES').first()).toBeVisible();
  await expect(page.getByText('USDT/USDT')).toHaveCount(0);
  // No invented figures (decisions.md point 8): each pair shows GET /api/market's real 24-hour
  // change, and a dash until it has one.
  const market = (await (await page.request.get('/api/market')).json()) as {
    base: string;
    quote: string;
    changePercentage24h: string | null;
  }[];
  for (const { base, quote, changePercentage24h: change } of market) {
    const line = pairs
      .locator('dl > div')
      .filter({ has: page.getByText(`${base}/${quote}`, { exact: true }) });
    if ((await line.count()) === 0) continue;
    const [whole = '0', fraction = ''] = (change ?? '').replace(/^[-+]/, '').split('.');
    const figure = `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}%`;
    await expect(line).toContainText(change === null ? '24h —' : figure);
  }
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await snap(page, testInfo, 'landing');
});

test('an unknown address shows the 404 page with a way home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await snap(page, testInfo, 'not-found-home');
});

test('the landing page loads at most 150 KiB of compressed JavaScript', async ({
  page,
}, testInfo) => {
  const scripts: { encoding: string | undefined; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      encoding: response.headers()['content-encoding'],
      bytes: response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByText('Bitcoin', { exact: true })).toBeVisible();

  const totalBytes = (await Promise.all(scripts.map((s) => s.bytes))).reduce((a, b) => a + b, 0);
  const summary = `${(totalBytes / 1024).toFixed(1)} KiB compressed in ${scripts.length} files`;
  testInfo.annotations.push({ type: 'landing JavaScript', description: summary });
  console.log(`landing JavaScript: ${summary}`);
  expect(scripts.length).toBeGreaterThan(0);
  // Every script travels compressed (the build writes brotli and gzip copies).
  expect(scripts.map((s) => s.encoding)).toEqual(scripts.map(() => 'br'));
  expect(totalBytes).toBeLessThanOrEqual(150 * 1024);
});
