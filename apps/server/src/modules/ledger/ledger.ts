/**
 * The ledger's operations. Each runs inside the caller's transaction (a Tx) and goes through
 * applyLedger: the caller names every transfer and hold change of its money operation up front,
 * applyLedger locks every hold and then every account they touch ONCE, each set in one sorted
 * statement, asks the pure domain to plan the whole operation, and only then writes. An expected
 * shortfall is returned as a result (and nothing is written); anything the domain calls
 * impossible throws and rolls the whole transaction back.
 *
 * The global lock order, which makes deadlocks between money operations impossible: business
 * rows first (a trading pair row, then its orders; a transactions, withdrawal or payment row),
 * then ledger holds (sorted by id), then ledger accounts (sorted by id). Nothing is locked after
 * the accounts but the realtime channels at commit (themselves in channel order). applyLedger
 * is the only place holds and accounts are locked, so a caller must not call it twice in one
 * transaction for operations that could share accounts with another transaction's: plan
 * everything first, then apply it once.
 */
import { userChannel } from '@soko/shared';
import type { Statement, Tx } from '../../db/database.js';
import type { SystemAccountKind, TransferCode } from '../../domain/ledger/accounts.js';
import type { HoldState } from '../../domain/ledger/holds.js';
import {
  planLedger,
  type LedgerHold,
  type LedgerOperation,
  type PlannedTransfer,
} from '../../domain/ledger/ledger-plan.js';
import { newId } from '../../lib/ids.js';
import {
  ensureSystemAccount,
  ensureUserAccounts,
  ensureUserAccountsOf,
  lockAccounts,
  lockHolds,
  lockUserAccountsIn,
  userAccountsKey,
  type LedgerRefs,
  type LockedAccount,
} from './ledger.repository.js';
import {
  holdsUpdateStatement,
  insertHolds,
  transfersStatement,
  updateHolds,
  writeTransfers,
} from './ledger-writes.repository.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';

export type Shortfall = { ok: false; code: 'INSUFFICIENT_BALANCE'; availableMinor: bigint };
export type { LedgerOperation };

/** A new hold's id, chosen before the plan so later operations of it can post or void it. */
export const newHoldId = () => newId('hld');

/**
 * Every balance change goes through applyLedger, so announcing it here means no money movement
 * can forget to tell the owner's wallet panel. The owners come from the rows already locked; a
 * system account (no owner) has nobody to tell.
 */
function announceBalances(tx: Tx, accounts: ReadonlyMap<string, LockedAccount>, ids: string[]) {
  const owners = new Set(ids.map((id) => accounts.get(id)?.ownerUserId));
  for (const owner of owners) {
    if (owner) publishOnCommit(tx, userChannel(owner), ['wallets']);
  }
}

/** The holds a plan posts or voids that exist already (not placed by the plan itself). */
function existingHoldIds(operations: readonly LedgerOperation[]) {
  const placed = new Set(operations.flatMap((o) => (o.kind === 'place_hold' ? [o.holdId] : [])));
  return operations.flatMap((o) =>
    (o.kind === 'post_hold' || o.kind === 'void_hold') && !placed.has(o.holdId) ? [o.holdId] : [],
  );
}

function accountIdsOf(operations: readonly LedgerOperation[], holds: Map<string, LedgerHold>) {
  return [
    ...operations.flatMap((o) => {
      if (o.kind === 'transfer') return [o.debitAccountId, o.creditAccountId];
      if (o.kind === 'place_hold') return [o.availableAccountId, o.heldAccountId];
      if (o.kind === 'post_hold') return [o.toAccountId];
      return [];
    }),
    ...[...holds.values()].flatMap((h) => [h.availableAccountId, h.heldAccountId]),
  ];
}

/**
 * Holds and accounts the caller has already locked FOR UPDATE in this transaction, in the
 * global lock order and with the balances it read under those locks (a take reads them in the
 * same statement as its order: orders/take-context.repository.ts). applyLedger uses them instead
 * of locking again, one round trip less each, but only when they cover every hold (then every
 * account) the operation touches; otherwise it locks as usual, so a caller that guessed short
 * changes nothing but the round trips.
 */
export interface LedgerLocks {
  holds: ReadonlyMap<string, LedgerHold>;
  accounts: ReadonlyMap<string, LockedAccount>;
}

/** The entries of `locked` named by `ids`, or undefined when any of them is missing. */
function pickLocked<V>(locked: ReadonlyMap<string, V> | undefined, ids: readonly string[]) {
  if (!locked) return undefined;
  const picked = new Map<string, V>();
  for (const id of ids) {
    const value = locked.get(id);
    if (value === undefined) return undefined;
    picked.set(id, value);
  }
  return picked;
}

export type Applied = {
  ok: true;
  transfers: (PlannedTransfer & { id: string })[];
  /** Each hold the operation placed or named, in its state after it. */
  holds: Map<string, HoldState>;
};

/**
 * Applies one money operation: locks its holds, then its accounts (each once, sorted), plans
 * every operation in order (pure), then writes the new holds, the transfers (each keeping its
 * accounts' balances after it, which its entries show) and balances, and the holds' new states.
 * A shortfall (of a transfer or a hold placement) comes back with the operation that fell short,
 * before anything is written.
 */
export async function applyLedger(
  tx: Tx,
  operations: readonly LedgerOperation[],
  at: Date,
  locked?: LedgerLocks,
): Promise<Applied | (Shortfall & { operation: LedgerOperation })> {
  const holdIds = existingHoldIds(operations);
  const holds = pickLocked(locked?.holds, holdIds) ?? (await lockHolds(tx, holdIds));
  const accountIds = accountIdsOf(operations, holds);
  const accounts = pickLocked(locked?.accounts, accountIds) ?? (await lockAccounts(tx, accountIds));
  const plan = planLedger(accounts, holds, operations);
  if (!plan.ok) return plan;
  if (plan.placedHolds.length > 0) await insertHolds(tx, plan.placedHolds, at);
  let ids: string[] = [];
  if (plan.transfers.length > 0) {
    ids = await writeTransfers(tx, plan.transfers, plan.balances, plan.changedHolds, at);
  } else if (plan.changedHolds.length > 0) {
    await updateHolds(tx, plan.changedHolds, at);
  }
  announceBalances(tx, accounts, [...plan.balances.keys()]);
  return {
    ok: true,
    transfers: plan.transfers.map((t, index) => ({ ...t, id: ids[index] ?? '' })),
    holds: new Map<string, HoldState>([
      ...holds,
      ...[...plan.placedHolds, ...plan.changedHolds].map((h) => [h.id, h] as const),
    ]),
  };
}

/**
 * applyLedger for an operation whose every hold and account the caller holds locked (`locked`),
 * placing no new hold: it decides at once, with no round trip, and hands back its writes as
 * statements for the caller to defer (Tx.defer) rather than sending them. A shortfall comes back
 * as from applyLedger, with nothing to write. Undefined: something is not in `locked` (or the
 * operation places a hold), so the caller applies it the usual way.
 */
export function planLockedLedger(
  tx: Tx,
  operations: readonly LedgerOperation[],
  at: Date,
  locked: LedgerLocks,
):
  { ok: true; statements: Statement[] } | (Shortfall & { operation: LedgerOperation }) | undefined {
  const holds = pickLocked(locked.holds, existingHoldIds(operations));
  if (!holds) return undefined;
  const accounts = pickLocked(locked.accounts, accountIdsOf(operations, holds));
  if (!accounts) return undefined;
  const plan = planLedger(accounts, holds, operations);
  if (!plan.ok) return plan;
  if (plan.placedHolds.length > 0) return undefined;
  const statements: Statement[] = [];
  if (plan.transfers.length > 0) {
    statements.push(
      transfersStatement(plan.transfers, plan.balances, plan.changedHolds, at).statement,
    );
  } else if (plan.changedHolds.length > 0) {
    statements.push(holdsUpdateStatement(plan.changedHolds, at));
  }
  announceBalances(tx, accounts, [...plan.balances.keys()]);
  return { ok: true, statements };
}

interface TransferInput {
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: bigint;
  code: TransferCode;
  refs: LedgerRefs;
  at: Date;
}

/** Moves money between two accounts (a one-transfer operation). */
export async function transfer(
  tx: Tx,
  input: TransferInput,
): Promise<{ ok: true; transferId: string } | Shortfall> {
  const { at, ...move } = input;
  const applied = await applyLedger(tx, [{ kind: 'transfer', ...move }], at);
  if (!applied.ok) return { ok: false, code: applied.code, availableMinor: applied.availableMinor };
  return { ok: true, transferId: applied.transfers[0]?.id ?? '' };
}

/** Credits a user's available balance from a system account (an approved deposit). */
export async function creditUserFromSystem(
  tx: Tx,
  input: {
    userId: string;
    currency: string;
    amountMinor: bigint;
    from: SystemAccountKind;
    code: TransferCode;
    refs: LedgerRefs;
    at: Date;
  },
) {
  const systemAccountId = await ensureSystemAccount(tx, input.currency, input.from);
  const { availableAccountId } = await ensureUserAccounts(tx, input.userId, input.currency);
  const result = await transfer(tx, {
    debitAccountId: systemAccountId,
    creditAccountId: availableAccountId,
    amountMinor: input.amountMinor,
    code: input.code,
    refs: input.refs,
    at: input.at,
  });
  if (!result.ok) throw new Error('a system account refused a credit');
  return result.transferId;
}

/**
 * Places a hold: moves `amountMinor` from the user's available account to their held account
 * and records the hold against the withdrawal, order or M-Pesa payment that asked for it. A
 * shortfall writes no hold row at all (nothing is written before the whole plan holds).
 */
export async function placeHold(
  tx: Tx,
  input: {
    userId: string;
    currency: string;
    amountMinor: bigint;
    code: 'withdrawal_hold' | 'order_hold' | 'mpesa_withdrawal_hold';
    withdrawalId?: string;
    orderId?: string;
    /** An M-Pesa withdrawal's payment (issue 5). */
    paymentId?: string;
    refs: LedgerRefs;
    at: Date;
  },
): Promise<{ ok: true; holdId: string } | Shortfall> {
  const accounts = await ensureUserAccounts(tx, input.userId, input.currency);
  const holdId = newHoldId();
  const owner = {
    withdrawalId: input.withdrawalId,
    orderId: input.orderId,
    paymentId: input.paymentId,
  };
  const operation = { kind: 'place_hold' as const, holdId, ...accounts, owner };
  const applied = await applyLedger(
    tx,
    [{ ...operation, amountMinor: input.amountMinor, code: input.code, refs: input.refs }],
    input.at,
  );
  if (!applied.ok) return { ok: false, code: applied.code, availableMinor: applied.availableMinor };
  return { ok: true, holdId };
}

export interface HoldPosting {
  toAccountId: string;
  amountMinor: bigint;
  code: TransferCode;
}

function finishedHold(applied: Applied | Shortfall, holdId: string) {
  if (!applied.ok) throw new Error(`hold ${holdId} moved only its own money, yet fell short`);
  const state = applied.holds.get(holdId);
  if (!state) throw new Error(`hold ${holdId} was not locked`);
  return { state, releasedMinor: applied.transfers.reduce((sum, t) => sum + t.amountMinor, 0n) };
}

/**
 * Posts part or all of a pending hold onward, one transfer per posting (a settled withdrawal
 * sends the net to custody and the fee to revenue). The hold finishes when nothing remains.
 */
export async function postHold(
  tx: Tx,
  input: { holdId: string; postings: HoldPosting[]; refs: LedgerRefs; at: Date },
): Promise<HoldState> {
  const { holdId, refs } = input;
  const operations = input.postings.map((p) => ({
    kind: 'post_hold' as const,
    holdId,
    refs,
    ...p,
  }));
  return finishedHold(await applyLedger(tx, operations, input.at), holdId).state;
}

/** Voids a pending hold: whatever remains goes back to the user's available account. */
export async function voidHold(
  tx: Tx,
  input: { holdId: string; code: TransferCode; refs: LedgerRefs; at: Date },
) {
  const { holdId, code, refs } = input;
  const applied = await applyLedger(tx, [{ kind: 'void_hold', holdId, code, refs }], input.at);
  return finishedHold(applied, holdId).releasedMinor;
}

export {
  ensureSystemAccount,
  ensureUserAccounts,
  ensureUserAccountsOf,
  lockUserAccountsIn,
  userAccountsKey,
};
