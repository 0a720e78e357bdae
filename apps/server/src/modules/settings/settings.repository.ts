import type { Queryable, Tx } from '../../db/database.js';

export interface SettingsRow {
  withdrawal_tax_bps: number;
  payment_channel_id: string;
  deposit_window_opens_min: number;
  deposit_window_closes_min: number;
  require_admin_mfa: boolean | null;
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
