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
  // No invented figures: until a pair has trades its change is a dash.
  await expect(page.getByText(/[+-]\d+(\.\d+)?%/)).toHaveCount(0);
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
