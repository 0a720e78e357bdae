import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Coin, MarketOrdersQuery, OrderSide } from '@soko/shared';

export type PriceSort = MarketOrdersQuery['sort'];
// Labels are message descriptors: translated where the select renders them.
export const PRICE_SORTS: { value: PriceSort; label: MessageDescriptor }[] = [
  { value: 'price_asc', label: msg`Low to High` },
  { value: 'price_desc', label: msg`High to Low` },
  { value: 'default', label: msg`Newest first` },
];

/**
 * Best price first for the side a trader is on: on the Buy tab (sell orders) the cheapest offer
 * leads, on the Sell tab (buy orders) the highest bid does.
 */
export function bestPriceSort(side: OrderSide): PriceSort {
  return side === 'sell' ? 'price_asc' : 'price_desc';
}

export interface MarketOrdersSearch {
  /** The tab: sell lists sell orders (the trader buys), buy lists buy orders (the trader sells). */
  side: OrderSide;
  /** A coin symbol, or undefined for All Coins. */
  coin: string | undefined;
  sort: PriceSort;
}

const SYMBOL = /^[A-Z0-9]{1,5}$/;

/**
 * The Market orders screen's tab, coin and sort from the address (?side=buy&coin=HRC&sort=…).
 * Anything unknown falls back to the default rather than sending the server a bad query.
 */
export function readMarketOrdersSearch(params: URLSearchParams): MarketOrdersSearch {
  const side = params.get('side') === 'buy' ? 'buy' : 'sell';
  const coin = params.get('coin')?.trim().toUpperCase();
  const sort = PRICE_SORTS.find((option) => option.value === params.get('sort'))?.value;
  return {
    side,
    coin: coin && SYMBOL.test(coin) ? coin : undefined,
    sort: sort ?? bestPriceSort(side),
  };
}

/** The /market search: a coin whose name or symbol contains the text, ignoring case. */
export function filterCoins<T extends Pick<Coin, 'name' | 'symbol'>>(coins: T[], query: string) {
  const text = query.trim().toLowerCase();
  if (!text) return coins;
  return coins.filter(
    (coin) => coin.name.toLowerCase().includes(text) || coin.symbol.toLowerCase().includes(text),
  );
}

/** The pair parameter D's trade screens read: "HRC-KES". */
export function pairSlug(base: string, quote: string): string {
  return `${base}-${quote}`;
}
