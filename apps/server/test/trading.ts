import { expect } from 'vitest';
import {
  COIN_SCALE,
  parseAmount,
  type CreateOrderResponse,
  type ExecuteOrderResponse,
  type OwnOrderView,
  type Wallet,
} from '@soko/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.js';
import { newId } from '../src/lib/ids.js';
import type { TestClient } from './build-test-app.js';
import { loginAs } from './auth-helpers.js';
import { fundDirectly } from './wallet-funding.js';

/**
 * Trading helpers for the order tests: pairs inserted straight into trading_pairs (the pairs
 * service belongs to another module), and thin wrappers over the order endpoints.
 */
export async function ensurePair(
  app: App,
  base: string,
  quote: 'KES' | 'USDT',
  options: { min?: string; max?: string; active?: boolean } = {},
) {
  const min = coinMinor(options.min ?? '0.000001');
  const max = coinMinor(options.max ?? '1000000000');
  return app.services.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO coins (id, name, symbol, deposit_address) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [newId('coin'), `${base} coin`, base, `${base.toLowerCase()}-address`],
    );
    await tx.query(
      `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor, active)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (base, quote) DO UPDATE SET min_order_size_minor = $4,
         max_order_size_minor = $5, active = $6`,
      [newId('pair'), base, quote, min, max, options.active ?? true],
    );
    const { rows } = await tx.query<{ id: string }>(
      `SELECT id FROM trading_pairs WHERE base = $1 AND quote = $2`,
      [base, quote],
    );
    return rows[0]?.id ?? '';
  });
}

export function coinMinor(amount: string): bigint {
  const parsed = parseAmount(amount, COIN_SCALE);
  if (!parsed.ok) throw new Error(`bad coin amount ${amount}`);
  return parsed.minor;
}

export interface OrderInput {
  side: 'buy' | 'sell';
  base: string;
  quote: string;
  amount: string;
  price: string;
  /** "Minimum per trade" (decisions.md 26). */
  minFill?: string;
}

export function postOrder(client: TestClient, input: OrderInput, key?: string) {
  return client.request({
    method: 'POST',
    url: '/api/orders',
    payload: input,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** Places an order and expects 201. */
export async function placeOrder(client: TestClient, input: OrderInput) {
  const response = await postOrder(client, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateOrderResponse>();
}

export function executeOrder(client: TestClient, orderId: string, amount: string, key?: string) {
  return client.request({
    method: 'POST',
    url: `/api/orders/${orderId}/execute`,
    payload: { amount },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export async function takeOrder(client: TestClient, orderId: string, amount: string) {
  const response = await executeOrder(client, orderId, amount);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExecuteOrderResponse>();
}

export function cancelOrder(client: TestClient, orderId: string) {
  return client.request({ method: 'POST', url: `/api/orders/${orderId}/cancel`, payload: {} });
}

export async function ownOrders(client: TestClient, status: 'open' | 'completed' = 'open') {
  const response = await client.request({ url: `/api/orders?status=${status}&limit=200` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnOrderView[]>();
}

/** Sets a pair's maker and taker fee as an admin does (Trading Pairs screen) and expects 200. */
export async function setPairFees(
  adminClient: TestClient,
  pairId: string,
  fees: { makerFeeBps: number; takerFeeBps: number },
) {
  const response = await adminClient.request({
    method: 'PATCH',
    url: `/api/admin/pairs/${pairId}`,
    payload: fees,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<{ pair: unknown }>().pair).toMatchObject(fees);
}

/** The client's balance of one currency: { available, held } as the wallet shows them. */
export async function balanceOf(client: TestClient, currency: string) {
  const response = await client.request({ url: '/api/wallets' });
  expect(response.statusCode, response.body).toBe(200);
  const wallet = response.json<Wallet[]>().find((w) => w.currency === currency);
  return { available: wallet?.available ?? '0', held: wallet?.held ?? '0' };
}

/**
 * The refusal's status and body without its key and parameters (issue 17), which the tests of
 * error-keys.test.ts check; everything else the body says is compared as it always was.
 */
export function errorOf(response: LightMyRequestResponse) {
  const { key, params, fieldKeys, ...error } = response.json<{
    error: { code: string; message: string; key?: string; params?: object; fieldKeys?: object };
  }>().error;
  void [key, params, fieldKeys];
  return { status: response.statusCode, ...error };
}

/** A signed-in trader funded through approved deposits (fundDirectly), one per currency. */
export async function fundedTrader(app: App, funds: Record<string, string> = {}) {
  const signedIn = await loginAs(app, 'user');
  for (const [currency, amount] of Object.entries(funds)) {
    await fundDirectly(app, signedIn.account.id, currency, amount);
  }
  return { ...signedIn, id: signedIn.account.id, name: signedIn.account.username };
}
