import { expect } from 'vitest';
import type { CreateMpesaPaymentResponse, PaymentStatusView, Wallet } from '@soko/shared';
import type { App } from '../src/app.js';
import type { TestClient } from './build-test-app.js';

/** Helpers for the M-Pesa payment tests. Phone numbers end in the simulator's outcome digit. */

/** A Kenyan mobile number whose last digit picks the simulator's outcome (spec/api.md). */
export function phoneEnding(digit: number, prefix = '0712 345 67'): string {
  return `${prefix}${digit}`;
}

export function startPayment(
  client: TestClient,
  payload: { type: 'deposit' | 'withdrawal'; amount: string; phone: string },
  headers: Record<string, string> = {},
) {
  return client.request({ method: 'POST', url: '/api/payments/mpesa', payload, headers });
}

/** Starts a payment and fails the test unless it was accepted (201). */
export async function startedPayment(
  client: TestClient,
  payload: { type: 'deposit' | 'withdrawal'; amount: string; phone: string },
): Promise<CreateMpesaPaymentResponse> {
  const response = await startPayment(client, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateMpesaPaymentResponse>();
}

export async function paymentStatus(client: TestClient, reference: string) {
  const response = await client.request({ url: `/api/payments/${reference}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentStatusView>();
}

export async function kesWallet(client: TestClient) {
  const response = await client.request({ url: '/api/wallets' });
  expect(response.statusCode, response.body).toBe(200);
  const kes = response.json<Wallet[]>().find((w) => w.currency === 'KES');
  return kes ?? { currency: 'KES', available: '0.00', held: '0.00' };
}

/** Funds a user's KES the honest way: a simulated M-Pesa deposit that completes. */
export async function depositThroughSimulator(app: App, client: TestClient, amount: string) {
  const { reference } = await startedPayment(client, {
    type: 'deposit',
    amount,
    phone: phoneEnding(0),
  });
  await app.services.payments.idle();
  const status = await paymentStatus(client, reference);
  expect(status.status).toBe('completed');
  return reference;
}

/** Ledger transfers of one payment, by code, as text amounts (for exact comparisons). */
export async function transfersOf(app: App, reference: string) {
  const { rows } = await app.services.db.query<{ code: string; amount_minor: bigint }>(
    `SELECT t.code, t.amount_minor FROM ledger_transfers t
     JOIN payments p ON p.id = t.payment_id WHERE p.reference = $1 ORDER BY t.created_at, t.id`,
    [reference],
  );
  return rows.map((r) => `${r.code}:${r.amount_minor.toString()}`);
}

/** The path (and query) of a callback URL a provider was given, for app.inject. */
export function callbackPath(callbackUrl: unknown): string {
  if (typeof callbackUrl !== 'string')
    throw new Error(`not a callback URL: ${String(callbackUrl)}`);
  const url = new URL(callbackUrl);
  return `${url.pathname}${url.search}`;
}

/** Posts a callback the way a provider does: JSON (or any text), no cookie, no CSRF token. */
export function postCallback(app: App, path: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: path,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

/** The stored callbacks of a payment (or all, newest last), as the admin would audit them. */
export async function storedCallbacks(app: App, reference?: string) {
  const { rows } = await app.services.db.query<{
    raw_body: string;
    applied: boolean;
    note: string | null;
    outcome: string | null;
  }>(
    `SELECT c.raw_body, c.applied, c.note, c.outcome FROM payment_callbacks c
     LEFT JOIN payments p ON p.id = c.payment_id
     WHERE $1::text IS NULL OR p.reference = $1 ORDER BY c.id`,
    [reference ?? null],
  );
  return rows;
}
