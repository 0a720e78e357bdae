import type { Queryable, Tx } from '../../db/database.js';

export interface SettingsRow {
  withdrawal_tax_bps: number;
  payment_channel_id: string;
  deposit_window_opens_min: number;
  deposit_window_closes_min: number;
  require_admin_mfa: boolean | null;
  four_eyes_threshold_kes_minor: bigint;
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
  fourEyesThresholdKesMinor: bigint;
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
            four_eyes_threshold_kes_minor = $8,
            withdrawal_cooldown_hours = $9
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
      values.fourEyesThresholdKesMinor,
      values.withdrawalCooldownHours,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('platform_settings row 1 is missing');
  return row;
}

export interface ExciseRateRow {
  effective_from: Date;
  rate_bps: number;
}

/** Every excise rate, newest first. */
export async function listExciseRates(q: Queryable): Promise<ExciseRateRow[]> {
  const { rows } = await q.query<ExciseRateRow>(
    `SELECT effective_from, rate_bps FROM excise_rates ORDER BY effective_from DESC`,
  );
  return rows;
}

/**
 * The excise rate a fee taken at `at` bears (0 before the first rate). Read FOR SHARE: an admin
 * adding a rate locks the table exclusively first (lockExciseRates), so a fee is never taken
 * with a rate that a rate committed just before it, and dated before it, overrides.
 */
export async function exciseRateBpsAt(tx: Tx, at: Date): Promise<number> {
  const { rows } = await tx.query<{ rate_bps: number }>(
    `SELECT rate_bps FROM excise_rates WHERE effective_from <= $1
      ORDER BY effective_from DESC LIMIT 1 FOR SHARE`,
    [at],
  );
  return rows[0]?.rate_bps ?? 0;
}

/** Waits for every fee in flight, and holds new ones, until this transaction ends. */
export async function lockExciseRates(tx: Tx): Promise<void> {
  await tx.query(`LOCK TABLE excise_rates IN EXCLUSIVE MODE`);
}

export async function insertExciseRate(
  tx: Tx,
  rate: { effectiveFrom: Date; rateBps: number; createdBy: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO excise_rates (effective_from, rate_bps, created_by, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (effective_from) DO UPDATE SET rate_bps = $2, created_by = $3, created_at = $4`,
    [rate.effectiveFrom, rate.rateBps, rate.createdBy, rate.at],
  );
}
