import { describe, expect, test } from 'vitest';
import { filterCoins, readMarketOrdersSearch } from './market-search';

const read = (query: string) => readMarketOrdersSearch(new URLSearchParams(query));

describe('readMarketOrdersSearch', () => {
  test('defaults: the Sell tab (the trader buys), all coins, cheapest offer first', () => {
    expect(read('')).toEqual({ side: 'sell', coin: undefined, sort: 'price_asc' });
  });

  test('the other tab lists the highest bid first; newest first stays a choice', () => {
    expect(read('side=buy').sort).toBe('price_desc');
    expect(read('side=buy&sort=default').sort).toBe('default');
  });

  test('reads a shared link', () => {
    expect(read('side=buy&coin=hrc&sort=price_desc')).toEqual({
      side: 'buy',
      coin: 'HRC',
      sort: 'price_desc',
    });
  });

  test('unknown values fall back instead of reaching the server', () => {
    expect(read('side=steal&coin=not-a-coin&sort=random')).toEqual({
      side: 'sell',
      coin: undefined,
      sort: 'price_asc',
    });
  });
});

describe('filterCoins', () => {
  const coins = [
    { name: 'Harambee Coin', symbol: 'HRC' },
    { name: 'Bitcoin', symbol: 'BTC' },
    { name: 'Tether', symbol: 'USDT' },
  ];

  test.each([
    ['', 3],
    ['  ', 3],
    ['btc', 1],
    ['COIN', 2],
    ['tEt', 1],
    ['xyz', 0],
  ])('%j matches %i', (query, count) => {
    expect(filterCoins(coins, query)).toHaveLength(count);
  });
});
