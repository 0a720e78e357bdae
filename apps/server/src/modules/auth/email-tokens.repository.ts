import type { Queryable, Tx } from '../../db/database.js';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export interface EmailTokenRow {
  id: string;
  purpose: EmailTokenPurpose;
  user_id: string;
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertEmailToken(
  tx: Tx,
  token: {
    id: string;
    tokenHash: string;
    purpose: EmailTokenPurpose;
    userId: string;
    email: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await tx.query(
    `INSERT INTO auth_tokens (id, token_hash, purpose, user_id, email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      token.id,
      token.tokenHash,
      token.purpose,
      token.userId,
      token.email,
      token.createdAt,
      token.expiresAt,
    ],
  );
}

/**
 * Uses a token: one UPDATE that only matches an unused, unexpired token, so two requests racing
 * with the same link cannot both succeed.
 */
export async function consumeEmailToken(
  tx: Tx,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  const { rows } = await tx.query<EmailTokenRow>(
    `UPDATE auth_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING id, purpose, user_id, email, created_at, expires_at, used_at`,
    [tokenHash, purpose, now],
  );
  return rows[0];
}

/** Retires a user's outstanding links of one kind: only the newest link should work. */
export async function retireEmailTokens(
  tx: Tx,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  await tx.query(
    `UPDATE auth_tokens SET used_at = $3
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose, now],
  );
}

export async function countEmailTokensSince(
  db: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM auth_tokens
      WHERE user_id = $1 AND purpose = $2 AND created_at > $3`,
    [userId, purpose, since],
  );
  return Number(rows[0]?.count ?? 0n);
}
