import { expect, test, type Page } from '@playwright/test';
import { demoTrader, logIn } from './helpers';

// The server's Content-Security-Policy allows no inline script and no eval. Anything the app does
// that the policy refuses is either broken or noise in every trader's console (Zod 4's eval probe
// was, on the sign-in and registration forms), so each page here must load, and its forms run
// their checks, without one violation.
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('public pages and their forms run within the Content-Security-Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/market']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill('amina@soko');
  await page.getByLabel('Password', { exact: true }).fill(demoTrader.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).first(),
  ).toBeVisible();
  expect(await violations(), '/login').toEqual([]);

  await page.goto('/register');
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  expect(await violations(), '/register').toEqual([]);
});

test('signed-in pages run within the Content-Security-Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await logIn(page, demoTrader);
  await expect(page).toHaveURL(/\/dashboard/);
  for (const path of ['/dashboard', '/dashboard/wallet', '/dashboard/trade']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('robots.txt keeps search engines to the public pages', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/plain');
  const rules = await answer.text();
  for (const path of ['/dashboard', '/admin', '/api/']) {
    expect(rules).toContain(`Disallow: ${path}`);
  }
  expect(rules).not.toMatch(/^Disallow: \/$/m);
});
