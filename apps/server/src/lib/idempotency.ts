import { errorText } from '@soko/shared';
import { createHash } from 'node:crypto';
import type { Queryable, Tx } from '../db/database.js';
import { AppError } from './app-error.js';
import { unauthenticated } from './guards.js';

/**
 * Idempotency-Key support for money-moving requests (decisions.md point 5). Inside the
 * request's own transaction: take an advisory lock on (user, key) so a concurrent retry waits,
 * return the stored response if the key was used before, else run the operation and store its
 * response in the same transaction. A failed operation rolls back and stores nothing, so it can
 * be retried with the same key.
 *
 * Keys expire after IDEMPOTENCY_KEY_TTL_HOURS, as Stripe's do: a retry comes within seconds or
 * minutes, and a key reused a day later is a new request. A replayed answer is marked so the
 * route can say so in the Idempotent-Replayed header (plugins/idempotent-replayed.ts).
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** SQL condition for a key that has not expired yet (on idempotency_keys). */
export const LIVE_KEY_CONDITION = `created_at > now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

// Answers read back from idempotency_keys: each is a freshly parsed object, so a WeakSet marks
// exactly the replayed ones without holding on to them after the reply is sent.
const replayedAnswers = new WeakSet<object>();

/** Whether a route's answer is a stored one given back for a repeated Idempotency-Key. */
export function isReplayedAnswer(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && replayedAnswers.has(payload);
}

export interface IdempotencyContext {
  userId: string;
  /** The Idempotency-Key header, or undefined when the client sent none. */
  key: string | undefined;
  /** Which operation the key belongs to, e.g. "POST /api/withdrawals/crypto". */
  operation: string;
  /** The request's meaningful content; a reuse of the key with other content is refused. */
  request: unknown;
  /**
   * The session asking, checked live (not signed out, not expired at `at`) in the statement that
   * takes the key's lock, before any stored answer is given back: for a route that let the
   * request in on a session read a moment ago without reading it again (a take or an order
   * placed, see plugins/session.ts). A session no longer live answers UNAUTHENTICATED.
   */
  session?: { id: string; at: Date };
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

export function readIdempotencyKey(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError('VALIDATION_ERROR', errorText('idempotencyKeyInvalid'));
  }
  return value;
}

function hashRequest(request: unknown): string {
  const text = JSON.stringify(request, (_k, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Whether the user already used this Idempotency-Key (for any request) and it has not expired:
 * a deposit asks before storing its proof file, so a retry does not store the upload twice.
 */
export async function idempotencyKeyUsed(q: Queryable, userId: string, key: string) {
  const { rows } = await q.query(
    `SELECT 1 FROM idempotency_keys
     WHERE user_id = $1 AND idempotency_key = $2 AND ${LIVE_KEY_CONDITION}`,
    [userId, key],
  );
  return rows.length > 0;
}

export async function idempotent<T>(
  tx: Tx,
  context: IdempotencyContext,
  run: () => Promise<T>,
): Promise<T> {
  if (!context.key) return run();
  const requestHash = hashRequest(context.request);
  const { session } = context;
  const locked = await tx.query<{ session_live: boolean }>(
    `SELECT pg_advisory_xact_lock(hashtextextended($1, 0)),
            $2::text IS NULL OR EXISTS (
              SELECT 1 FROM sessions
               WHERE id = $2 AND user_id = $3 AND expires_at > $4) AS session_live`,
    [`${context.userId}:${context.key}`, session?.id ?? null, context.userId, session?.at ?? null],
  );
  if (locked.rows[0]?.session_live !== true) throw unauthenticated();
  const { rows } = await tx.query<{ operation: string; request_hash: string; response_body: T }>(
    `SELECT operation, request_hash, response_body FROM idempotency_keys
     WHERE user_id = $1 AND idempotency_key = $2 AND ${LIVE_KEY_CONDITION}`,
    [context.userId, context.key],
  );
  const stored = rows[0];
  if (stored) {
    if (stored.operation !== context.operation || stored.request_hash !== requestHash) {
      throw new AppError('CONFLICT', errorText('idempotencyKeyReused'));
    }
    const answer = stored.response_body;
    if (typeof answer === 'object' && answer !== null) replayedAnswers.add(answer);
    return answer;
  }
  const result = await run();
  // The user's expired keys go as a new one is stored (the primary key starts with user_id, so
  // this touches only their rows); an expired row under this very key is replaced.
  await tx.query(
    `DELETE FROM idempotency_keys WHERE user_id = $1 AND NOT (${LIVE_KEY_CONDITION})`,
    [context.userId],
  );
  await tx.query(
    `INSERT INTO idempotency_keys (user_id, idempotency_key, operation, request_hash, status_code, response_body)
     VALUES ($1, $2, $3, $4, 200, $5::jsonb)`,
    [context.userId, context.key, context.operation, requestHash, JSON.stringify(result)],
  );
  return result;
}
