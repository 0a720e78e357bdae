import type { Queryable, Tx } from '../../db/database.js';

export interface SettingsRow {
  withdrawal_tax_bps: number;
  payment_channel_id: string;
  deposit_window_opens_min: number;
  deposit_window_closes_min: number;
  require_admin_mfa: boolean | null;
  /** Hours withdrawals pause after a security change (decisions.md 23); 0 = no pause. */
  withdrawal_cooldown_hours: number;
  updated_by: string | null;
  updated_at: Date;
}

/** The one settings row (the migration creates it with the spec's defaults). */
export async function getSettings(q: Queryable): Promise<SettingsRow> {
  const { rows } = await q.query<SettingsRow>(`SELECT * FROM platform_settings WHERE id = 1`);
  const row = rows[0];
  if (!row) throw new Error('platform_settings row 1 is missing');
  return row;
}

/** The same row, locked for an update in this transaction. */
export async function lockSettings(tx: Tx): Promise<SettingsRow> {
  const { rows } = await tx.query<SettingsRow>(
    `SELECT * FROM platform_settings WHERE id = 1 FOR UPDATE`,
  );
  const row = rows[0];
  if (!row) throw new Error('platform_settings row 1 is missing');
  return row;
}

/** The values an admin can change; requireAdminMfa NULL means "as REQUIRE_ADMIN_MFA says". */
export interface SettingsValues {
  withdrawalTaxBps: number;
  paymentChannelId: string;
  depositWindowOpensMin: number;
  depositWindowClosesMin: number;
  requireAdminMfa: boolean | null;
  withdrawalCooldownHours: number;
}

/** Writes every value (the caller merged the change into the locked row). */
export async function updateSettings(
  tx: Tx,
  values: SettingsValues & { updatedBy: string; at: Date },
): Promise<SettingsRow> {
  const { rows } = await tx.query<SettingsRow>(
    `UPDATE platform_settings
        SET withdrawal_tax_bps = $1, payment_channel_id = $2, deposit_window_opens_min = $3,
            deposit_window_closes_min = $4, require_admin_mfa = $5, updated_by = $6, updated_at = $7,
            withdrawal_cooldown_hours = $8
      WHERE id = 1
      RETURNING *`,
    [
      values.withdrawalTaxBps,
      values.paymentChannelId,
      values.depositWindowOpensMin,
      values.depositWindowClosesMin,
      values.requireAdminMfa,
      values.updatedBy,
      values.at,
      values.withdrawalCooldownHours,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('platform_settings row 1 is missing');
  return row;
}
