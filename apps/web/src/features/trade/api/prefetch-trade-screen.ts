import type { QueryClient } from '@tanstack/react-query';
import { choosePair } from '../lib/order-form';
import {
  candlesQuery,
  defaultCandleInterval,
  marketRowsQuery,
  recentTradesQuery,
} from './get-market-data';
import { orderBookQuery } from './get-order-book';
import { pairsQuery } from './get-pairs';
import { tradeWalletsQuery } from './get-wallets';

/**
 * What the trade screen will show, asked for with its code (app/route-boundary.tsx): the pairs and
 * the market, then the chosen pair's book, trades and chart, the same pair the screen picks
 * (choosePair). On a first visit these requests then go out beside the session's instead of one
 * after another as each card mounts.
 */
export function prefetchTradeScreen(
  client: QueryClient,
  requestedPair: string | null | undefined,
  signedIn: boolean,
) {
  if (signedIn) void client.prefetchQuery(tradeWalletsQuery);
  Promise.all([client.fetchQuery(pairsQuery), client.fetchQuery(marketRowsQuery)]).then(
    ([pairs, market]) => {
      const pair = choosePair(pairs, requestedPair, market);
      if (!pair) return;
      void client.prefetchQuery(orderBookQuery(pair.base, pair.quote));
      void client.prefetchQuery(recentTradesQuery(pair.base, pair.quote));
      void client.prefetchQuery(candlesQuery(pair.base, pair.quote, defaultCandleInterval));
    },
    // A failure is the screen's to show, when its own query asks again.
    () => undefined,
  );
}
