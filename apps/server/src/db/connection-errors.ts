/**
 * Which database failures mean "the database cannot serve right now" rather than "this request is
 * wrong" or "our code is wrong": a connection that was cut or refused, a server shutting down or
 * starting up, a pool with no connection to spare, a session timeout, a full or failing disk. The
 * error handler answers them 503 SERVICE_UNAVAILABLE (the client may retry, with its
 * Idempotency-Key), and the transaction helper may retry a cut that happened before COMMIT.
 */

/** PostgreSQL SQLSTATEs (whole classes end in a dot) of an unavailable database. */
const UNAVAILABLE_SQLSTATES = [
  '08', // connection exception: 08000, 08003, 08006, 08001, 08004, ...
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or in recovery
  '57P05', // idle_session_timeout
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53', // insufficient resources: disk full, out of memory, too many connections
  '58', // system error: a data file that cannot be read, written or found (PGlite's folder too)
];

/** Socket errors node-postgres passes on from Node. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and pg-pool say when a connection ends, never opens, or cannot be had. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
];

const POOL_CHECKOUT_TIMEOUT = 'timeout exceeded when trying to connect';

function describe(error: unknown): { code: string; message: string } {
  const e = error as { code?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === 'string' ? e.code : '',
    message: typeof e?.message === 'string' ? e.message : '',
  };
}

/** The connection itself failed: cut, refused, reset, timed out, or the server is going away. */
export function isConnectionError(error: unknown): boolean {
  const { code, message } = describe(error);
  if (UNAVAILABLE_ERRNOS.has(code) || code.startsWith('08')) return true;
  if (['57P01', '57P02', '57P03', '25P03'].includes(code)) return true;
  return code === '' && CONNECTION_MESSAGES.some((text) => message.includes(text));
}

/** Every failure that should be answered 503 SERVICE_UNAVAILABLE instead of 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const { code } = describe(error);
  return code !== '' && UNAVAILABLE_SQLSTATES.some((prefix) => code.startsWith(prefix));
}

/** No pooled connection came free within the checkout timeout: waiting longer helps nobody. */
export function isCheckoutTimeout(error: unknown): boolean {
  return describe(error).message.includes(POOL_CHECKOUT_TIMEOUT);
}
