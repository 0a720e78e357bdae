import { createHash } from 'node:crypto';
import type { Tx } from '../db/database.js';
import { AppError } from './app-error.js';

/**
 * Idempotency-Key support for money-moving requests (decisions.md point 5). Inside the
 * request's own transaction: take an advisory lock on (user, key) so a concurrent retry waits,
 * return the stored response if the key was used before, else run the operation and store its
 * response in the same transaction. A failed operation rolls back and stores nothing, so it can
 * be retried with the same key.
 */
export interface IdempotencyContext {
  userId: string;
  /** The Idempotency-Key header, or undefined when the client sent none. */
  key: string | undefined;
  /** Which operation the key belongs to, e.g. "POST /api/withdrawals/crypto". */
  operation: string;
  /** The request's meaningful content; a reuse of the key with other content is refused. */
  request: unknown;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

export function readIdempotencyKey(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError(
      'VALIDATION_ERROR',
      'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -',
    );
  }
  return value;
}

function hashRequest(request: unknown): string {
  const text = JSON.stringify(request, (_k, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return createHash('sha256').update(text).digest('hex');
}

export async function idempotent<T>(
  tx: Tx,
  context: IdempotencyContext,
  run: () => Promise<T>,
): Promise<T> {
  if (!context.key) return run();
  const requestHash = hashRequest(context.request);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `${context.userId}:${context.key}`,
  ]);
  const { rows } = await tx.query<{ operation: string; request_hash: string; response_body: T }>(
    `SELECT operation, request_hash, response_body FROM idempotency_keys
     WHERE user_id = $1 AND idempotency_key = $2`,
    [context.userId, context.key],
  );
  const stored = rows[0];
  if (stored) {
    if (stored.operation !== context.operation || stored.request_hash !== requestHash) {
      throw new AppError(
        'CONFLICT',
        'This Idempotency-Key was already used for a different request. Use a new key.',
      );
    }
    return stored.response_body;
  }
  const result = await run();
  await tx.query(
    `INSERT INTO idempotency_keys (user_id, idempotency_key, operation, request_hash, status_code, response_body)
     VALUES ($1, $2, $3, $4, 200, $5::jsonb)`,
    [context.userId, context.key, context.operation, requestHash, JSON.stringify(result)],
  );
  return result;
}
