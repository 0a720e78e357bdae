import type { Queryable, Tx } from '../../db/database.js';
import type {
  AccountKind,
  AccountState,
  SystemAccountKind,
  TransferCode,
} from '../../domain/ledger/accounts.js';
import type { HoldState, HoldStatus } from '../../domain/ledger/holds.js';
import { newId } from '../../lib/ids.js';

/** The business rows a transfer or hold can point at; at least one is set on every transfer. */
export interface LedgerRefs {
  transactionId?: string;
  withdrawalId?: string;
  orderId?: string;
  paymentId?: string;
  /** A fill's transfers name their trade (0005_trading.sql). */
  tradeId?: string;
}

interface AccountRow {
  id: string;
  owner_user_id: string | null;
  currency: string;
  kind: AccountKind;
  balance_minor: bigint;
}

export interface HoldRow {
  id: string;
  available_account_id: string;
  held_account_id: string;
  currency: string;
  amount_minor: bigint;
  remaining_minor: bigint;
  status: HoldStatus;
  withdrawal_id: string | null;
  order_id: string | null;
  payment_id: string | null;
}

/** A locked account as the ledger operations see it: its state and who owns it (null: system). */
export interface LockedAccount extends AccountState {
  ownerUserId: string | null;
}

function toLockedAccount(row: AccountRow): LockedAccount {
  return {
    id: row.id,
    kind: row.kind,
    currency: row.currency,
    balanceMinor: row.balance_minor,
    ownerUserId: row.owner_user_id,
  };
}

export function toHoldState(row: HoldRow): HoldState {
  return {
    id: row.id,
    status: row.status,
    amountMinor: row.amount_minor,
    remainingMinor: row.remaining_minor,
  };
}

async function findUserAccounts(tx: Tx, userId: string, currency: string) {
  const { rows } = await tx.query<{ id: string; kind: 'available' | 'held' }>(
    `SELECT id, kind FROM ledger_accounts WHERE owner_user_id = $1 AND currency = $2`,
    [userId, currency],
  );
  const available = rows.find((r) => r.kind === 'available')?.id;
  const held = rows.find((r) => r.kind === 'held')?.id;
  return available && held ? { availableAccountId: available, heldAccountId: held } : undefined;
}

/**
 * Creates the user's available and held accounts for a currency when missing; returns both ids.
 * Reads first: the accounts almost always exist, and every statement inside a money transaction
 * is a round trip while its locks are held (the insert then runs only for a first use).
 */
export async function ensureUserAccounts(tx: Tx, userId: string, currency: string) {
  const existing = await findUserAccounts(tx, userId, currency);
  if (existing) return existing;
  await tx.query(
    `INSERT INTO ledger_accounts (id, owner_user_id, currency, kind)
     VALUES ($1, $3, $4, 'available'), ($2, $3, $4, 'held')
     ON CONFLICT DO NOTHING`,
    [newId('acc'), newId('acc'), userId, currency],
  );
  const created = await findUserAccounts(tx, userId, currency);
  if (!created) throw new Error(`accounts of ${userId} in ${currency} not created`);
  return created;
}

export interface UserAccounts {
  availableAccountId: string;
  heldAccountId: string;
}

export const userAccountsKey = (userId: string, currency: string) => `${userId} ${currency}`;

/**
 * ensureUserAccounts for several (user, currency) pairs with one read when all exist (a fill
 * needs three); a missing pair is created as ensureUserAccounts does. Keyed by userAccountsKey.
 */
export async function ensureUserAccountsOf(
  tx: Tx,
  wanted: readonly { userId: string; currency: string }[],
) {
  const { rows } = await tx.query<{
    owner_user_id: string;
    currency: string;
    id: string;
    kind: 'available' | 'held';
  }>(
    `SELECT owner_user_id, currency, id, kind FROM ledger_accounts
     WHERE (owner_user_id, currency) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [wanted.map((w) => w.userId), wanted.map((w) => w.currency)],
  );
  const found = (userId: string, currency: string, kind: string) =>
    rows.find((r) => r.owner_user_id === userId && r.currency === currency && r.kind === kind)?.id;
  const result = new Map<string, UserAccounts>();
  for (const { userId, currency } of wanted) {
    const key = userAccountsKey(userId, currency);
    if (result.has(key)) continue;
    const available = found(userId, currency, 'available');
    const held = found(userId, currency, 'held');
    result.set(
      key,
      available && held
        ? { availableAccountId: available, heldAccountId: held }
        : await ensureUserAccounts(tx, userId, currency),
    );
  }
  return result;
}

/** The system account of a kind and currency, created when first needed. */
export async function ensureSystemAccount(tx: Tx, currency: string, kind: SystemAccountKind) {
  await tx.query(
    `INSERT INTO ledger_accounts (id, owner_user_id, currency, kind)
     VALUES ($1, NULL, $2, $3) ON CONFLICT DO NOTHING`,
    [newId('acc'), currency, kind],
  );
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM ledger_accounts WHERE owner_user_id IS NULL AND currency = $1 AND kind = $2`,
    [currency, kind],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`system account ${kind} ${currency} not created`);
  return id;
}

/**
 * Locks accounts in ascending id order, whatever order the caller named them in: two
 * transactions that touch the same accounts always queue instead of deadlocking.
 */
export async function lockAccounts(tx: Tx, ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  const { rows } = await tx.query<AccountRow>(
    `SELECT id, owner_user_id, currency, kind, balance_minor FROM ledger_accounts
     WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
    [sorted],
  );
  if (rows.length !== sorted.length)
    throw new Error(`unknown ledger account among ${sorted.join(', ')}`);
  return new Map(rows.map((row) => [row.id, toLockedAccount(row)]));
}

/**
 * Writes one transfer in a single statement: both accounts' new balances, the transfer row and
 * its two entries (one round trip instead of four while the account locks are held). The
 * caller has locked both accounts and computed the balances after.
 */
export async function writeTransfer(
  tx: Tx,
  transfer: {
    debitAccountId: string;
    creditAccountId: string;
    currency: string;
    amountMinor: bigint;
    code: TransferCode;
    holdId?: string;
    refs: LedgerRefs;
    debitAfterMinor: bigint;
    creditAfterMinor: bigint;
    at: Date;
  },
) {
  const id = newId('trf');
  const { refs } = transfer;
  await tx.query(
    `WITH balances AS (
       UPDATE ledger_accounts a SET balance_minor = v.balance_minor, updated_at = $12
       FROM (VALUES ($2::text, $14::bigint), ($3::text, $15::bigint)) AS v (id, balance_minor)
       WHERE a.id = v.id
     ), moved AS (
       INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency,
         amount_minor, code, transaction_id, withdrawal_id, hold_id, order_id, payment_id,
         created_at, trade_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     )
     INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, balance_after_minor,
       created_at)
     VALUES ($1, $2, $16::bigint, $14, $12), ($1, $3, $5, $15, $12)`,
    [
      id,
      transfer.debitAccountId,
      transfer.creditAccountId,
      transfer.currency,
      transfer.amountMinor,
      transfer.code,
      refs.transactionId ?? null,
      refs.withdrawalId ?? null,
      transfer.holdId ?? null,
      refs.orderId ?? null,
      refs.paymentId ?? null,
      transfer.at,
      refs.tradeId ?? null,
      transfer.debitAfterMinor,
      transfer.creditAfterMinor,
      -transfer.amountMinor,
    ],
  );
  return id;
}

export async function insertHold(
  tx: Tx,
  hold: {
    availableAccountId: string;
    heldAccountId: string;
    currency: string;
    amountMinor: bigint;
    withdrawalId?: string;
    orderId?: string;
    paymentId?: string;
    at: Date;
  },
) {
  const id = newId('hld');
  await tx.query(
    `INSERT INTO ledger_holds (id, available_account_id, held_account_id, currency, amount_minor,
       remaining_minor, status, withdrawal_id, order_id, payment_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $5, 'pending', $6, $7, $9, $8)`,
    [
      id,
      hold.availableAccountId,
      hold.heldAccountId,
      hold.currency,
      hold.amountMinor,
      hold.withdrawalId ?? null,
      hold.orderId ?? null,
      hold.at,
      hold.paymentId ?? null,
    ],
  );
  return id;
}

export async function lockHold(tx: Tx, holdId: string) {
  const { rows } = await tx.query<HoldRow>(`SELECT * FROM ledger_holds WHERE id = $1 FOR UPDATE`, [
    holdId,
  ]);
  return rows[0];
}

export async function findHoldByWithdrawal(q: Queryable, withdrawalId: string) {
  const { rows } = await q.query<HoldRow>(`SELECT * FROM ledger_holds WHERE withdrawal_id = $1`, [
    withdrawalId,
  ]);
  return rows[0];
}

export async function updateHold(
  tx: Tx,
  holdId: string,
  change: { remainingMinor: bigint; status: HoldStatus; at: Date },
) {
  await tx.query(
    `UPDATE ledger_holds SET remaining_minor = $2, status = $3,
       finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE $4::timestamptz END
     WHERE id = $1`,
    [holdId, change.remainingMinor, change.status, change.at],
  );
}

export interface UserBalanceRow {
  currency: string;
  available_minor: bigint;
  held_minor: bigint;
}

/** The user's balances per currency (only currencies they have accounts in). */
export async function listUserBalances(q: Queryable, userId: string) {
  const { rows } = await q.query<UserBalanceRow>(
    `SELECT currency,
            COALESCE(SUM(balance_minor) FILTER (WHERE kind = 'available'), 0)::bigint AS available_minor,
            COALESCE(SUM(balance_minor) FILTER (WHERE kind = 'held'), 0)::bigint AS held_minor
     FROM ledger_accounts WHERE owner_user_id = $1 GROUP BY currency`,
    [userId],
  );
  return rows;
}
