/**
 * Accessibility, checked by axe-core against WCAG 2.0, 2.1 and 2.2 levels A and AA, at 375 px and
 * at 1280 px: the key public pages, the trader's and the admin's main pages, and the dialogs where
 * money moves (M-Pesa top-up, crypto withdrawal and its review, placing an order, adding a coin,
 * adjusting a balance, rejecting a withdrawal), in English and, for the pages a new trader meets
 * first, in Kiswahili (longer words, other contrast and wrapping). A violation of impact serious
 * or critical fails the test, listed by page, rule and element; minor and moderate ones (best
 * practice, mostly) are left to the fuller sweep described in the README.
 *
 * No rule is disabled. Animations are off (reduced motion, which the app honours) and colour
 * transitions are cut short, so a dialog or a button is measured as it rests, not halfway.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import { demoAdmin, demoSecondTrader, demoTrader } from './helpers';

test.use({ reducedMotion: 'reduce' });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The page's serious and critical violations, one line each: `rule: help (elements)`. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Whatever was loading has arrived: axe judges what a person would see.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Colour transitions (a button turning from disabled grey to enabled as data arrives) finish
  // at once: axe measuring a colour halfway through one reported a contrast no one rests on.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      return `${violation.id}: ${violation.help} (${where.join(' | ')})`;
    });
}

/** Collects every screen's violations, so one failure names all of them, not only the first. */
class Report {
  private lines: string[] = [];
  async check(page: Page, screen: string) {
    for (const line of await seriousViolations(page)) this.lines.push(`${screen}: ${line}`);
  }
  async visit(page: Page, paths: string[]) {
    for (const path of paths) {
      await page.goto(path);
      await this.check(page, path);
    }
  }
  text() {
    return this.lines.join('\n');
  }
}

/** Signs in through the API (the form is the auth journeys' to test), sharing the page's cookies. */
async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
}

test('public pages', async ({ page }) => {
  const report = new Report();
  await report.visit(page, ['/', '/market', '/market/orders', '/login', '/register', '/terms']);
  expect(report.text()).toBe('');
});

test("the trader's pages and money dialogs", async ({ page }) => {
  test.setTimeout(90_000);
  const report = new Report();
  await signIn(page, demoTrader);
  await report.visit(page, [
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/transactions',
    '/dashboard/settings',
    '/dashboard/wallet',
  ]);

  // M-Pesa top-up: the form, then its review.
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  await page.getByRole('menuitem', { name: /^KES\b/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit Funds' })).toBeVisible();
  await report.check(page, 'M-Pesa deposit dialog');
  await dialog.getByLabel('Amount (KES)').fill('100');
  await dialog.getByLabel('M-Pesa phone number').fill('0712345678');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await report.check(page, 'M-Pesa deposit review');
  await page.keyboard.press('Escape');

  // A crypto withdrawal's review (gross, fee, net) and the toast that confirms it.
  await page.getByRole('button', { name: 'Withdraw' }).first().click();
  await page.getByRole('menuitem', { name: /^HRC\b/ }).click();
  await dialog.getByLabel('HRC address').fill('hrc1qaccessibility00000000000000000000');
  await dialog.getByLabel(/Amount/).fill('1');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm withdrawal' })).toBeVisible();
  await report.check(page, 'crypto withdrawal review');
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Withdrawal requested')).toBeVisible();
  await report.check(page, 'withdrawal requested, with its toast');
  await page.keyboard.press('Escape');

  // The trade screen, then the review of a sell order (not placed).
  await page.goto('/dashboard/trade?pair=HRC-KES');
  await report.check(page, '/dashboard/trade');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await page.getByLabel('Amount (HRC)').fill('20'); // the pair's minimum
  await page.getByLabel('Price (KES per HRC)').fill('1000');
  await page.getByRole('button', { name: 'Sell HRC' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm sell order' })).toBeVisible();
  await report.check(page, 'sell order review');
  expect(report.text()).toBe('');
});

test("the admin's pages and dialogs", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await pendingWithdrawal(baseURL);
  const report = new Report();
  await signIn(page, demoAdmin);
  await report.visit(page, ['/admin', '/admin/transactions', '/admin/revenue', '/admin/coins']);

  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Add coin' }).click();
  await expect(dialog.getByRole('heading', { name: 'Add coin' })).toBeVisible();
  await report.check(page, 'add coin dialog');
  await page.keyboard.press('Escape');

  await page.goto('/admin/withdrawals');
  await report.check(page, '/admin/withdrawals');
  await page
    .getByRole('button', { name: /^Reject brian's withdrawal/ })
    .first()
    .click();
  await expect(dialog.getByRole('button', { name: 'Reject withdrawal' })).toBeVisible();
  await report.check(page, 'reject withdrawal dialog');
  await page.keyboard.press('Escape');

  await page.goto('/admin/users?q=brian');
  await report.check(page, '/admin/users');
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) {
    await page.getByRole('button', { name: 'Adjust balance' }).first().click();
  } else {
    await page.getByRole('button', { name: 'Actions for brian' }).click();
    await page.getByRole('menuitem', { name: 'Adjust balance' }).click();
  }
  await expect(dialog.getByLabel('Reason')).toBeVisible();
  await report.check(page, 'adjust balance dialog');
  expect(report.text()).toBe('');
});

test.describe('in Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('the landing page, the market, and the wallet with its M-Pesa top-up', async ({ page }) => {
    const report = new Report();
    await report.visit(page, ['/', '/market/orders']);
    await signIn(page, demoTrader);
    await report.visit(page, ['/dashboard/wallet']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // "Weka pesa" (Deposit): the Kiswahili catalogue's word.
    await page.getByRole('button', { name: 'Weka pesa' }).first().click();
    await page.getByRole('menuitem', { name: /^KES\b/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await report.check(page, 'M-Pesa deposit dialog');
    expect(report.text()).toBe('');
  });
});

/** A crypto withdrawal by the second demo trader, for the admin's queue to show (via the API). */
async function pendingWithdrawal(baseURL: string | undefined) {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: demoSecondTrader });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const created = await api.post('/api/withdrawals/crypto', {
    data: { currency: 'DOGE', amount: '1', address: 'DAccessibility000000000000000000001' },
    headers: { 'x-csrf-token': csrfToken, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(created.status()).toBe(201);
  await api.dispose();
}
