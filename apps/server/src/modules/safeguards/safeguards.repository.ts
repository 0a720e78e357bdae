import type { WithdrawalPauseReason } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface SavedAddressRow {
  id: string;
  user_id: string;
  currency: string;
  address: string;
  label: string;
  created_at: Date;
  usable_from: Date;
}

export interface PauseRow {
  id: string;
  user_id: string;
  reason: WithdrawalPauseReason;
  created_at: Date;
  ends_at: Date;
}

export interface PreferencesRow {
  user_id: string;
  saved_addresses_only: boolean;
  saved_only_ends_at: Date | null;
  updated_at: Date;
}

/** The unique index of 0013: one row per user, coin and address. */
export const SAVED_ADDRESS_UNIQUE_INDEX = 'withdrawal_addresses_user_address_key';

export async function insertPause(
  tx: Tx,
  pause: { userId: string; reason: WithdrawalPauseReason; at: Date; endsAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO withdrawal_pauses (id, user_id, reason, created_at, ends_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [newId('wps'), pause.userId, pause.reason, pause.at, pause.endsAt],
  );
}

/** The pause in force at `now`: the one that ends last, if it has not ended. */
export async function findCurrentPause(q: Queryable, userId: string, now: Date) {
  const { rows } = await q.query<PauseRow>(
    `SELECT * FROM withdrawal_pauses WHERE user_id = $1 AND ends_at > $2
     ORDER BY ends_at DESC, id DESC LIMIT 1`,
    [userId, now],
  );
  return rows[0];
}

export async function findPreferences(q: Queryable, userId: string) {
  const { rows } = await q.query<PreferencesRow>(
    `SELECT * FROM withdrawal_preferences WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

export async function upsertPreferences(
  tx: Tx,
  prefs: { userId: string; savedOnly: boolean; savedOnlyEndsAt: Date | null; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO withdrawal_preferences (user_id, saved_addresses_only, saved_only_ends_at, updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET saved_addresses_only = $2, saved_only_ends_at = $3, updated_at = $4`,
    [prefs.userId, prefs.savedOnly, prefs.savedOnlyEndsAt, prefs.at],
  );
}

export async function listSavedAddresses(q: Queryable, userId: string) {
  const { rows } = await q.query<SavedAddressRow>(
    `SELECT * FROM withdrawal_addresses WHERE user_id = $1 ORDER BY currency, lower(label), id`,
    [userId],
  );
  return rows;
}

export async function findSavedAddress(
  q: Queryable,
  key: { userId: string; currency: string; address: string },
) {
  const { rows } = await q.query<SavedAddressRow>(
    `SELECT * FROM withdrawal_addresses WHERE user_id = $1 AND currency = $2 AND address = $3`,
    [key.userId, key.currency, key.address],
  );
  return rows[0];
}

export async function countSavedAddresses(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM withdrawal_addresses WHERE user_id = $1`,
    [userId],
  );
  return Number(rows[0]?.count ?? 0n);
}

export async function insertSavedAddress(
  tx: Tx,
  row: {
    userId: string;
    currency: string;
    address: string;
    label: string;
    at: Date;
    usableFrom: Date;
  },
): Promise<SavedAddressRow> {
  const { rows } = await tx.query<SavedAddressRow>(
    `INSERT INTO withdrawal_addresses (id, user_id, currency, address, label, created_at, usable_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [newId('wad'), row.userId, row.currency, row.address, row.label, row.at, row.usableFrom],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('saved address insert returned nothing');
  return inserted;
}

/** Only the owner's row changes; undefined when the id is not theirs. */
export async function updateSavedAddressLabel(
  tx: Tx,
  key: { id: string; userId: string },
  label: string,
) {
  const { rows } = await tx.query<SavedAddressRow>(
    `UPDATE withdrawal_addresses SET label = $3 WHERE id = $1 AND user_id = $2 RETURNING *`,
    [key.id, key.userId, label],
  );
  return rows[0];
}

export async function deleteSavedAddress(tx: Tx, key: { id: string; userId: string }) {
  const { rows } = await tx.query<{ id: string }>(
    `DELETE FROM withdrawal_addresses WHERE id = $1 AND user_id = $2 RETURNING id`,
    [key.id, key.userId],
  );
  return rows.length > 0;
}
