/**
 * The trade screen's prefetch asks for what the screen will show: the pairs and the market, then
 * the book, trades and chart of the pair the screen itself picks (named, or the liveliest KES
 * pair), and the balances only for a signed-in trader.
 */
import { QueryClient } from '@tanstack/react-query';
import type { MarketRow, PairView } from '@soko/shared';
import { afterEach, expect, test, vi } from 'vitest';
import { prefetchTradeScreen } from './prefetch-trade-screen';

const pair = (base: string, quote: string, active = true): PairView => ({
  id: `${base}-${quote}`,
  base,
  quote,
  minOrderSize: '0.001',
  maxOrderSize: '100',
  active,
  makerFeeBps: 10,
  takerFeeBps: 20,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const row = (base: string, quote: string, trades24h: number): MarketRow => ({
  pairId: `${base}-${quote}`,
  base,
  quote,
  name: base,
  iconUrl: null,
  latestPrice: null,
  prevPrice: null,
  changePercentage24h: null,
  volume24h: '0',
  trades24h,
});

const answers: Record<string, unknown> = {
  '/api/pairs': [pair('HRC', 'KES'), pair('SOL', 'KES'), pair('DOGE', 'KES', false)],
  // DOGE trades most but its pair is switched off: the screen would not show it.
  '/api/market': [row('HRC', 'KES', 3), row('SOL', 'KES', 9), row('DOGE', 'KES', 40)],
};

/** The paths asked for, once the prefetch has settled. */
async function asked(requestedPair: string | null, signedIn: boolean): Promise<string[]> {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      // apiRequest asks by path.
      const path = input instanceof Request ? input.url : input.toString();
      paths.push(path);
      const body = answers[path.split('?')[0] ?? ''] ?? [];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchTradeScreen(client, requestedPair, signedIn);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  client.clear();
  return paths.sort();
}

afterEach(() => vi.unstubAllGlobals());

test('without a pair named, the liveliest active KES pair, and the balances of a trader', async () => {
  expect(await asked(null, true)).toEqual([
    '/api/market',
    '/api/market/candles?base=SOL&quote=KES&interval=1h',
    '/api/market/trades?base=SOL&quote=KES&limit=20',
    '/api/orderbook?base=SOL&quote=KES',
    '/api/pairs',
    '/api/wallets',
  ]);
});

test('the pair the address names, and no balances for a visitor', async () => {
  expect(await asked('HRC-KES', false)).toEqual([
    '/api/market',
    '/api/market/candles?base=HRC&quote=KES&interval=1h',
    '/api/market/trades?base=HRC&quote=KES&limit=20',
    '/api/orderbook?base=HRC&quote=KES',
    '/api/pairs',
  ]);
});

test('no pair to show: only the pairs and the market', async () => {
  answers['/api/pairs'] = [pair('DOGE', 'KES', false)];
  expect(await asked(null, false)).toEqual(['/api/market', '/api/pairs']);
});
