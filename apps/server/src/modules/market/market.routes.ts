import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  Candles,
  CandlesQuery,
  MarketOrderCards,
  MarketOrdersQuery,
  MarketRows,
  OrderBook,
  PairQuery,
  PublicTrades,
  RecentTradesQuery,
} from '@soko/shared';
import type { MarketService } from './market.service.js';

const tags = ['market'];
type ZodApp = Parameters<FastifyPluginCallbackZod>[0];
const PAIR_ERRORS =
  'Errors in precedence order: VALIDATION_ERROR (query), NOT_FOUND (no such pair).';

/** A pair's recent trades and candles (the trade screen's chart and tape). */
function registerPairDataRoutes(app: ZodApp, market: MarketService) {
  app.get(
    '/market/trades',
    {
      schema: {
        tags,
        summary: 'A pair’s latest trades, newest first',
        description: PAIR_ERRORS,
        querystring: RecentTradesQuery,
        response: { 200: PublicTrades },
      },
    },
    (request) => market.trades(request.query),
  );

  app.get(
    '/market/candles',
    {
      schema: {
        tags,
        summary: 'OHLC candles of a pair (15m, 1h or 1d, aligned to UTC), oldest first',
        description:
          'Covers the last `limit` intervals up to now; buckets without trades are absent. ' +
          `Prices in the quote currency, volume in the base. ${PAIR_ERRORS}`,
        querystring: CandlesQuery,
        response: { 200: Candles },
      },
    },
    (request) => market.candles(request.query),
  );
}

/**
 * Public market data: no sign-in needed. Market orders read the optional session (set by the
 * session plugin on every API request) only to hide the viewer's own orders; that answer
 * differs per viewer, so it is never stored by a shared cache.
 */
export const marketRoutes: FastifyPluginCallbackZod<{ services: { market: MarketService } }> = (
  app,
  options,
  done,
) => {
  const { market } = options.services;

  app.get(
    '/market',
    {
      schema: {
        tags,
        summary: 'One row per trading pair: latest and previous price, 24 h change and volume',
        description:
          'Prices and volume in the quote currency; null where the pair has no trade. ' +
          'The change compares the latest price with the last one at or before 24 hours ago ' +
          '(else the first of the last 24 hours).',
        response: { 200: MarketRows },
      },
    },
    () => market.rows(),
  );

  app.get(
    '/orderbook',
    {
      schema: {
        tags,
        summary: 'A pair’s book: up to 10 bids (highest first) and 10 asks (lowest first)',
        description: `Equal prices: oldest first. ${PAIR_ERRORS}`,
        querystring: PairQuery,
        response: { 200: OrderBook },
      },
    },
    (request) => market.orderBook(request.query.base, request.query.quote),
  );

  app.get(
    '/market/orders',
    {
      schema: {
        tags,
        summary: 'Resting orders of one side, with their makers’ stats; own orders hidden',
        description:
          'sort: default (newest first), price_asc or price_desc (grouped by quote). ' +
          'Errors: VALIDATION_ERROR (query).',
        querystring: MarketOrdersQuery,
        response: { 200: MarketOrderCards },
      },
    },
    async (request, reply) => {
      const viewerId = request.auth?.user.id ?? null;
      void reply.header('cache-control', 'private, no-store');
      return market.orders(request.query, viewerId);
    },
  );

  registerPairDataRoutes(app, market);
  done();
};
