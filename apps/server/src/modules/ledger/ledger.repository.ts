import type { Queryable, Tx } from '../../db/database.js';
import type { AccountKind, AccountState, SystemAccountKind } from '../../domain/ledger/accounts.js';
import type { HoldStatus } from '../../domain/ledger/holds.js';
import type { LedgerHold } from '../../domain/ledger/ledger-plan.js';
import { newId } from '../../lib/ids.js';

export type { LedgerRefs } from '../../domain/ledger/ledger-plan.js';

export interface AccountRow {
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

export function toLockedAccount(row: AccountRow): LockedAccount {
  return {
    id: row.id,
    kind: row.kind,
    currency: row.currency,
    balanceMinor: row.balance_minor,
    ownerUserId: row.owner_user_id,
  };
}

export function toLedgerHold(row: HoldRow): LedgerHold {
  return {
    id: row.id,
    status: row.status,
    amountMinor: row.amount_minor,
    remainingMinor: row.remaining_minor,
    availableAccountId: row.available_account_id,
    heldAccountId: row.held_account_id,
    currency: row.currency,
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
    `SELECT id FROM ledger_accounts
      WHERE owner_user_id IS NULL AND currency = $1 AND kind = $2 AND pair_id IS NULL`,
    [currency, kind],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`system account ${kind} ${currency} not created`);
  return id;
}

/** The system accounts a pair's fills pay fees and excise into (migration 0017). */
const PAIR_FEE_KINDS = ['fee_revenue', 'excise_payable'] as const;

/**
 * Creates a pair's own fee_revenue and excise_payable accounts in its base and its quote when
 * missing, in one statement. Fills credit these instead of the currency's single fee accounts,
 * so two pairs' fills never queue on the same system row; only writers holding the pair's row
 * lock ever lock them. Idempotent (the system key is unique per pair, currency and kind).
 */
export async function ensurePairFeeAccounts(
  tx: Tx,
  pairs: readonly { id: string; base: string; quote: string }[],
) {
  const rows = pairs.flatMap((pair) =>
    [pair.base, pair.quote].flatMap((currency) =>
      PAIR_FEE_KINDS.map((kind) => ({ id: newId('acc'), pairId: pair.id, currency, kind })),
    ),
  );
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO ledger_accounts (id, owner_user_id, currency, kind, pair_id)
     SELECT a.id, NULL, a.currency, a.kind, a.pair_id
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
         AS a (id, currency, kind, pair_id)
     ON CONFLICT DO NOTHING`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.currency),
      rows.map((r) => r.kind),
      rows.map((r) => r.pairId),
    ],
  );
}

/**
 * Locks accounts in ascending id order, whatever order the caller named them in, in ONE
 * statement: an operation locks every account it touches here and nowhere else (applyLedger),
 * so two operations that share accounts queue on the first one they share instead of each
 * holding one the other waits for (a deadlock).
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
 * Locks holds in ascending id order in one statement, before their accounts (applyLedger): the
 * business row that owns a hold (order, withdrawal, payment) is always locked before it.
 */
export async function lockHolds(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, LedgerHold>();
  const sorted = [...new Set(ids)].sort();
  const { rows } = await tx.query<HoldRow>(
    `SELECT * FROM ledger_holds WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
    [sorted],
  );
  if (rows.length !== sorted.length) throw new Error(`unknown hold among ${sorted.join(', ')}`);
  return new Map(rows.map((row) => [row.id, toLedgerHold(row)]));
}

export async function findHoldByWithdrawal(q: Queryable, withdrawalId: string) {
  const { rows } = await q.query<HoldRow>(`SELECT * FROM ledger_holds WHERE withdrawal_id = $1`, [
    withdrawalId,
  ]);
  return rows[0];
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

/** One account's balance (under the caller's lock when it must not move meanwhile). */
export async function accountBalance(q: Queryable, accountId: string): Promise<bigint> {
  const { rows } = await q.query<{ balance_minor: bigint }>(
    `SELECT balance_minor FROM ledger_accounts WHERE id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) throw new Error(`ledger account ${accountId} not found`);
  return BigInt(row.balance_minor);
}

/**
 * Locks, in ascending id order and in one statement, every existing account of these users in
 * these currencies (both kinds). A batch of order requests on one pair (orders' pair-batcher)
 * calls it once, after the pair row, so that all of its requests' applyLedger calls find their
 * accounts already held: one transaction still locks its accounts in one sorted round, and two
 * batches on pairs that share traders queue instead of deadlocking. Accounts created later in
 * the batch (a trader's first use of a currency) are new rows nobody else can hold.
 */
export async function lockUserAccountsIn(
  tx: Tx,
  userIds: readonly string[],
  currencies: readonly string[],
) {
  if (userIds.length === 0 || currencies.length === 0) return 0;
  const { rowCount } = await tx.query(
    `SELECT id FROM ledger_accounts
     WHERE owner_user_id = ANY($1::text[]) AND currency = ANY($2::text[])
     ORDER BY id FOR UPDATE`,
    [[...new Set(userIds)], [...new Set(currencies)]],
  );
  return rowCount;
}
