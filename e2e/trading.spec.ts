import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { demoTrader, isMobile, logIn, snap } from './helpers';
import { toMinor, walletBalances as balances, type Balance } from './wallet-balances';

/**
 * The trading journey at 375 px and at 1280 px, two traders in two browser contexts:
 * Amina places a sell on the trade screen; Brian finds it in Market orders and takes half with
 * the Half button; both see their wallets and orders change; Amina cancels the rest in My orders;
 * Brian places a crossing buy on the trade screen that fills at once against a second sell of
 * Amina's. Prices are chosen inside the demo book's spread (read from the API first), different
 * for each run, so the seeded orders never take part. Every expected balance is computed exactly
 * (bigint minor units) from the balances read before the journey.
 */
const brianAccount = { email: 'brian@soko.local', password: demoTrader.password };

/** The web app's formatMoney: KES with 2 decimals first, coins with 8 after. */
function money(minor: bigint, currency: string): string {
  const scale = currency === 'KES' ? 2 : 8;
  const unit = 10n ** BigInt(scale);
  const whole = (minor / unit).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = (minor % unit).toString().padStart(scale, '0');
  // Coin amounts show 4 to 8 decimals, trailing zeros trimmed to 4 (decisions.md 27).
  const fraction = currency === 'KES' ? digits : digits.replace(/0+$/, '').padEnd(4, '0');
  return currency === 'KES' ? `KES ${whole}.${fraction}` : `${whole}.${fraction} ${currency}`;
}

/**
 * The demo pairs trade with the product's fees (decisions.md 24): 10 bps maker, 20 bps taker,
 * each of what that side receives, rounded down.
 */
const MAKER_BPS = 10n;
const TAKER_BPS = 20n;
const feeOf = (receivedMinor: bigint, bps: bigint) => (receivedMinor * bps) / 10_000n;

function priceText(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Two prices (in cents) strictly inside the HRC/KES spread, different for each project. */
async function pricesInsideSpread(page: Page, testInfo: TestInfo): Promise<[bigint, bigint]> {
  const response = await page.request.get('/api/orderbook?base=HRC&quote=KES');
  expect(response.ok()).toBe(true);
  const book = (await response.json()) as { bids: { price: string }[]; asks: { price: string }[] };
  const bestBid = book.bids.reduce(
    (best, bid) => (toMinor(bid.price, 2) > best ? toMinor(bid.price, 2) : best),
    0n,
  );
  const asks = book.asks.map((ask) => toMinor(ask.price, 2));
  const bestAsk = asks.length > 0 ? asks.reduce((a, b) => (b < a ? b : a)) : bestBid + 1000n;
  const offset = isMobile(testInfo) ? 1n : 3n;
  const first = bestBid + offset;
  const second = first + 1n;
  expect(second < bestAsk, `the demo spread ${bestBid}..${bestAsk} leaves room`).toBe(true);
  return [first, second];
}

async function newTrader(browser: Browser, testInfo: TestInfo, baseURL: string | undefined) {
  const { viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch });
  return context.newPage();
}

/** The wallet card of one currency on /dashboard/wallet shows these available and held figures. */
async function expectWallet(page: Page, currency: string, balance: Balance) {
  await page.goto('/dashboard/wallet');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByText(currency, { exact: true }) })
    .first();
  await expect(card).toContainText(money(balance.available, currency));
  await expect(card).toContainText(`Held${money(balance.held, currency)}`);
}

/** The row (table, from 768 px) or card (phone) of one order on My orders. */
function orderEntry(page: Page, testInfo: TestInfo, text: string) {
  const role = isMobile(testInfo) ? 'listitem' : 'row';
  return page.getByRole(role).filter({ hasText: text });
}

async function placeOrder(page: Page, side: 'Buy' | 'Sell', amount: string, price: string) {
  await page.getByRole('button', { name: side, exact: true }).click();
  await page.getByLabel('Amount (HRC)').fill(amount);
  await page.getByLabel('Price (KES per HRC)').fill(price);
  await page.getByRole('button', { name: `${side} HRC` }).click();
}

test('a sell is half taken from Market orders, the rest cancelled, and a crossing buy fills at once', async ({
  page: amina,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const brian = await newTrader(browser, testInfo, baseURL);
  await logIn(amina, demoTrader);
  await expect(amina).toHaveURL(/\/dashboard$/);
  await logIn(brian, brianAccount);
  await expect(brian).toHaveURL(/\/dashboard$/);

  const [sellCents, crossCents] = await pricesInsideSpread(amina, testInfo);
  const sellPrice = priceText(sellCents);
  const crossPrice = priceText(crossCents);
  const aminaBefore = await balances(amina);
  const brianBefore = await balances(brian);
  const coin = 10n ** 8n;

  // Amina places a sell of 100 HRC on the trade screen; the confirm step shows what is held.
  await amina.goto('/trade/HRC-KES');
  await placeOrder(amina, 'Sell', '100', sellPrice);
  const review = amina.getByRole('dialog');
  await expect(review.getByRole('heading', { name: 'Confirm sell order' })).toBeVisible();
  await expect(review).toContainText(`Held now${money(100n * coin, 'HRC')}`);
  await expect(review).toContainText(`Total${money(100n * sellCents, 'KES')}`);
  await snap(amina, testInfo, 'trade-confirm-sell');
  await review.getByRole('button', { name: 'Place sell order' }).click();
  await expect(review.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(review).toContainText(
    `Your sell order for 100.0000 HRC at KES ${sellPrice} is on the book.`,
  );
  await review.getByRole('button', { name: 'Done' }).click();
  await expect(amina.getByRole('list', { name: 'Sell orders' })).toContainText(sellPrice);
  await snap(amina, testInfo, 'trade-after-sell');

  // Brian finds it in Market orders and takes half with the Half button.
  await brian.goto('/market/orders?side=sell&coin=HRC');
  const card = brian
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: `KES ${sellPrice}` })
    .filter({ hasText: 'amina' });
  await card.getByRole('button', { name: /Buy HRC/ }).click();
  const take = brian.getByRole('dialog');
  await take.getByRole('button', { name: 'Half' }).click();
  await expect(take.getByLabel('Amount (HRC)')).toHaveValue('50');
  await snap(brian, testInfo, 'market-take-half');
  await take.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(brian.getByText('Trade completed')).toBeVisible();

  const halfCost = 50n * sellCents;
  await expectWallet(brian, 'HRC', {
    // Brian took (the taker): his fee is 0.2 % of the 50 HRC he received.
    available: (brianBefore.HRC?.available ?? 0n) + 50n * coin - feeOf(50n * coin, TAKER_BPS),
    held: brianBefore.HRC?.held ?? 0n,
  });
  await expectWallet(brian, 'KES', {
    available: (brianBefore.KES?.available ?? 0n) - halfCost,
    held: brianBefore.KES?.held ?? 0n,
  });
  await snap(brian, testInfo, 'wallet-after-take');
  await expectWallet(amina, 'HRC', {
    available: (aminaBefore.HRC?.available ?? 0n) - 100n * coin,
    held: (aminaBefore.HRC?.held ?? 0n) + 50n * coin,
  });
  await expectWallet(amina, 'KES', {
    // Amina's order rested (the maker): 0.1 % of the KES she received.
    available: (aminaBefore.KES?.available ?? 0n) + halfCost - feeOf(halfCost, MAKER_BPS),
    held: aminaBefore.KES?.held ?? 0n,
  });

  // Amina sees the order half filled in My orders and cancels the rest.
  await amina.goto('/dashboard/orders');
  const openOrder = orderEntry(amina, testInfo, `KES ${sellPrice}`);
  await expect(openOrder).toContainText('Partially filled');
  await expect(openOrder).toContainText('50% filled');
  await snap(amina, testInfo, 'orders-partially-filled');
  await openOrder.getByRole('button', { name: /Cancel/ }).click();
  const confirm = amina.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'The remaining 50.0000 HRC comes off the book and returns to your available balance.',
  );
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(amina.getByText('Order cancelled')).toBeVisible();
  await expect(orderEntry(amina, testInfo, `KES ${sellPrice}`)).toHaveCount(0);
  await amina.getByRole('tab', { name: 'Completed Orders' }).click();
  await expect(orderEntry(amina, testInfo, `KES ${sellPrice}`)).toContainText('Cancelled');
  await snap(amina, testInfo, 'orders-cancelled');
  await expectWallet(amina, 'HRC', {
    available: (aminaBefore.HRC?.available ?? 0n) - 50n * coin,
    held: aminaBefore.HRC?.held ?? 0n,
  });

  // A second sell of Amina's (through the API this time) for Brian's buy to cross.
  const session = (await (await amina.request.get('/api/auth/session')).json()) as {
    csrfToken: string;
  };
  const resting = await amina.request.post('/api/orders', {
    headers: { 'x-csrf-token': session.csrfToken },
    data: { side: 'sell', base: 'HRC', quote: 'KES', amount: '20', price: crossPrice },
  });
  expect(resting.status()).toBe(201);

  // Brian buys 20 HRC at that price on the trade screen: it fills at once.
  await brian.goto('/dashboard/trade?pair=HRC-KES');
  await placeOrder(brian, 'Buy', '20', crossPrice);
  const buy = brian.getByRole('dialog');
  await expect(buy).toContainText(`Held now${money(20n * crossCents, 'KES')}`);
  await buy.getByRole('button', { name: 'Place buy order' }).click();
  await expect(buy.getByRole('heading', { name: 'Order filled' })).toBeVisible();
  await expect(buy).toContainText('Filled at once:');
  await expect(buy).toContainText(
    `20.0000 HRC at KES ${crossPrice} = ${money(20n * crossCents, 'KES')}`,
  );
  await snap(brian, testInfo, 'trade-filled-at-once');
  await buy.getByRole('link', { name: 'View my orders' }).click();
  await brian.getByRole('tab', { name: 'Completed Orders' }).click();
  await expect(orderEntry(brian, testInfo, `KES ${crossPrice}`).first()).toContainText('Filled');
  await snap(brian, testInfo, 'orders-completed');
  await expectWallet(brian, 'KES', {
    available: (brianBefore.KES?.available ?? 0n) - halfCost - 20n * crossCents,
    held: brianBefore.KES?.held ?? 0n,
  });
  await expectWallet(brian, 'HRC', {
    available:
      (brianBefore.HRC?.available ?? 0n) +
      70n * coin -
      feeOf(50n * coin, TAKER_BPS) -
      feeOf(20n * coin, TAKER_BPS),
    held: brianBefore.HRC?.held ?? 0n,
  });
  await brian.context().close();
});

test('a visitor sees the book and the chart on /trade/HRC-KES and is asked to log in to order', async ({
  page,
}, testInfo) => {
  await page.goto('/trade/HRC-KES');
  await expect(page.getByRole('heading', { name: 'Trade', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Book' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price Chart' })).toBeVisible();
  await placeOrder(page, 'Buy', '20', '3.25');
  const alert = page.getByRole('alert').filter({ hasText: 'Authentication required' });
  await expect(alert).toContainText('Please log in to create orders');
  await page.getByRole('tab', { name: 'Market Overview' }).click();
  await expect(page.getByRole('link', { name: 'Trade HRC/KES' })).toBeVisible();
  await snap(page, testInfo, 'trade-visitor');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login/);
});
