import type { Queryable, Tx } from '../../db/database.js';

/**
 * Serialises the attempts on one account and on one IP address until the transaction ends, so
 * counting and recording an attempt cannot interleave with another's. Always account first, then
 * IP: one global order, so two attempts can never wait on each other in a cycle.
 */
export async function lockThrottleKeys(tx: Tx, key: { accountKey: string; ip: string }) {
  await tx.query('SELECT pg_advisory_xact_lock(1, hashtext($1))', [key.accountKey]);
  await tx.query('SELECT pg_advisory_xact_lock(2, hashtext($1))', [key.ip]);
}

export async function insertLoginFailure(
  tx: Tx,
  failure: { id: string; accountKey: string; ip: string; failedAt: Date },
) {
  await tx.query(
    'INSERT INTO login_failures (id, account_key, ip, failed_at) VALUES ($1, $2, $3, $4)',
    [failure.id, failure.accountKey, failure.ip, failure.failedAt],
  );
}

export async function countRecentFailures(
  db: Queryable,
  key: { accountKey: string; ip: string },
  since: Date,
): Promise<{ account: number; ip: number }> {
  const { rows } = await db.query<{ account: bigint; ip: bigint }>(
    `SELECT (SELECT count(*) FROM login_failures WHERE account_key = $1 AND failed_at > $3) AS account,
            (SELECT count(*) FROM login_failures WHERE ip = $2 AND failed_at > $3) AS ip`,
    [key.accountKey, key.ip, since],
  );
  return { account: Number(rows[0]?.account ?? 0n), ip: Number(rows[0]?.ip ?? 0n) };
}

/**
 * The time of the `limit`-th newest failure since `since`: the block lifts one window after it,
 * because from then on fewer than `limit` failures remain in the window.
 */
export async function limitingFailureTime(
  db: Queryable,
  by: { accountKey: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date | undefined> {
  const [column, value] = 'ip' in by ? ['ip', by.ip] : ['account_key', by.accountKey];
  const { rows } = await db.query<{ failed_at: Date }>(
    `SELECT failed_at FROM login_failures WHERE ${column} = $1 AND failed_at > $2
      ORDER BY failed_at DESC OFFSET $3 LIMIT 1`,
    [value, since, limit - 1],
  );
  return rows[0]?.failed_at;
}

export async function deleteLoginFailure(tx: Tx, id: string) {
  await tx.query('DELETE FROM login_failures WHERE id = $1', [id]);
}

/**
 * A successful sign-in clears the account's count. The rows stay in the IP's count, so signing
 * in to one's own account cannot wash away failures against other accounts.
 */
export async function clearAccountFailures(tx: Tx, accountKey: string) {
  await tx.query('UPDATE login_failures SET account_key = NULL WHERE account_key = $1', [
    accountKey,
  ]);
}

/** Rows older than the window count for nothing; dropping them keeps the table small. */
export async function deleteFailuresBefore(tx: Tx, cutoff: Date) {
  await tx.query('DELETE FROM login_failures WHERE failed_at <= $1', [cutoff]);
}
