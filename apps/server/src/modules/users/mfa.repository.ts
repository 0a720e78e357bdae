import type { Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

/** Stores a new, not yet confirmed secret; refused (no row) once two-factor is active. */
export async function setPendingTotpSecret(tx: Tx, userId: string, secret: string, now: Date) {
  const { rowCount } = await tx.query(
    `UPDATE users SET totp_secret = $2, totp_last_step = NULL, updated_at = $3
      WHERE id = $1 AND totp_enabled_at IS NULL`,
    [userId, secret, now],
  );
  return rowCount > 0;
}

/** Confirms the pending secret, as long as it is still the one the code was checked against. */
export async function enableTotp(
  tx: Tx,
  userId: string,
  secret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE users SET totp_enabled_at = $4, totp_last_step = $3, updated_at = $4
      WHERE id = $1 AND totp_secret = $2 AND totp_enabled_at IS NULL`,
    [userId, secret, step, now],
  );
  return rowCount > 0;
}

export async function disableTotp(tx: Tx, userId: string, now: Date) {
  await tx.query(
    `UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL,
                      updated_at = $2
      WHERE id = $1`,
    [userId, now],
  );
  await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
}

/**
 * Records a used time step. Matches only when the step is newer than the last one used, in one
 * statement, so a code cannot be used twice even by two requests at the same moment.
 */
export async function claimTotpStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE users SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [userId, step],
  );
  return rowCount > 0;
}

export async function replaceRecoveryCodes(tx: Tx, userId: string, codeHashes: string[]) {
  await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  for (const codeHash of codeHashes) {
    await tx.query('INSERT INTO mfa_recovery_codes (id, user_id, code_hash) VALUES ($1, $2, $3)', [
      newId('rec'),
      userId,
      codeHash,
    ]);
  }
}

/** Uses a recovery code once: the UPDATE matches only an unused code. */
export async function claimRecoveryCode(
  tx: Tx,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE mfa_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, codeHash, now],
  );
  return rowCount > 0;
}

/** Users whose stored TOTP secret is not sealed under the given key (clear ones included). */
export async function listTotpSecretsNotUnder(tx: Tx, keyId: string) {
  const { rows } = await tx.query<{ id: string; totp_secret: string }>(
    `SELECT id, totp_secret FROM users
      WHERE totp_secret IS NOT NULL AND totp_secret NOT LIKE $1
      ORDER BY id FOR UPDATE`,
    [`v1:${keyId}:%`],
  );
  return rows;
}

/** Replaces a stored secret with the same secret sealed again (only if unchanged meanwhile). */
export async function replaceSealedTotpSecret(tx: Tx, userId: string, from: string, to: string) {
  await tx.query(`UPDATE users SET totp_secret = $3 WHERE id = $1 AND totp_secret = $2`, [
    userId,
    from,
    to,
  ]);
}
