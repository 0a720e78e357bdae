/**
 * Test-only helpers for the deposit tests (imported by *.test.ts, never by the server): coins,
 * the clock at a Nairobi wall-clock time, a deposit form post, and row counts.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestClient } from '../../../test/build-test-app.js';
import { newId } from '../../lib/ids.js';
import { multipart, type MultipartPart } from '../files/test-uploads.js';

let coinSequence = 0;

/** A coin with a fresh symbol (each test file has its own database), active unless told otherwise. */
export async function createCoin(test: TestApp, options: { active?: boolean } = {}) {
  coinSequence += 1;
  const symbol = `TC${coinSequence}`;
  await test.db.query(
    `INSERT INTO coins (id, name, symbol, deposit_address, active) VALUES ($1, $2, $3, $4, $5)`,
    [newId('coin'), `Test coin ${symbol}`, symbol, `addr-${symbol}`, options.active ?? true],
  );
  return symbol;
}

/** Sets the test clock to a wall-clock time in Nairobi (UTC+3) on 10 March 2026, a Tuesday. */
export function setNairobiTime(test: TestApp, hhmm: string, day = '2026-03-10') {
  test.clock.set(new Date(`${day}T${hhmm}:00+03:00`));
}

export interface DepositForm {
  currency?: string;
  amount?: string;
  txHash?: string;
  proof?: Buffer;
  filename?: string;
  extra?: MultipartPart[];
}

export function postDeposit(
  client: TestClient,
  form: DepositForm,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const parts: MultipartPart[] = [];
  for (const name of ['currency', 'amount', 'txHash'] as const) {
    const value = form[name];
    if (value !== undefined) parts.push({ name, value });
  }
  if (form.proof) {
    parts.push({
      name: 'proof',
      filename: form.filename ?? 'proof.png',
      contentType: 'image/png',
      data: form.proof,
    });
  }
  parts.push(...(form.extra ?? []));
  const body = multipart(parts);
  return client.request({
    method: 'POST',
    url: '/api/deposits/crypto',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** The rows a deposit writes, for "nothing was written" checks. */
export async function depositRowCounts(test: TestApp, userId: string) {
  const { rows } = await test.db.query<{ transactions: bigint; files: bigint; transfers: bigint }>(
    `SELECT (SELECT COUNT(*) FROM transactions WHERE user_id = $1) AS transactions,
            (SELECT COUNT(*) FROM stored_files WHERE owner_user_id = $1) AS files,
            (SELECT COUNT(*) FROM ledger_transfers) AS transfers`,
    [userId],
  );
  const row = rows[0];
  return {
    transactions: Number(row?.transactions ?? 0n),
    files: Number(row?.files ?? 0n),
    transfers: Number(row?.transfers ?? 0n),
  };
}

export function errorOf(response: LightMyRequestResponse) {
  const body = response.json<{ error: { code: string; message: string } }>();
  return { status: response.statusCode, code: body.error.code, message: body.error.message };
}
