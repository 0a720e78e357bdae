/**
 * The ledger's operations. Each runs inside the caller's transaction (a Tx), locks the accounts
 * it touches in sorted id order, asks the pure domain what to change, then writes the transfer,
 * its two entries and the new balances. An expected shortfall is returned as a result; anything
 * the domain calls impossible throws and rolls the whole transaction back.
 */
import { userChannel } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import type { SystemAccountKind, TransferCode } from '../../domain/ledger/accounts.js';
import { postHold as decidePost, voidHold as decideVoid } from '../../domain/ledger/holds.js';
import { planTransfer } from '../../domain/ledger/transfer.js';
import {
  ensureSystemAccount,
  ensureUserAccounts,
  ensureUserAccountsOf,
  insertHold,
  lockAccounts,
  lockHold,
  toHoldState,
  updateHold,
  userAccountsKey,
  writeTransfer,
  type LedgerRefs,
  type LockedAccount,
} from './ledger.repository.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';

export type Shortfall = { ok: false; code: 'INSUFFICIENT_BALANCE'; availableMinor: bigint };

interface TransferInput {
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: bigint;
  code: TransferCode;
  refs: LedgerRefs;
  holdId?: string;
  at: Date;
}

type LockedAccounts = Map<string, LockedAccount>;

/**
 * Every balance change goes through applyTransfer, so announcing it here means no money movement
 * can forget to tell the owner's wallet panel. The owners come from the rows already locked; a
 * system account (no owner) has nobody to tell.
 */
function announceBalances(tx: Tx, ...accounts: LockedAccount[]) {
  for (const { ownerUserId } of accounts) {
    if (ownerUserId) publishOnCommit(tx, userChannel(ownerUserId), ['wallets']);
  }
}

/**
 * Writes one transfer between accounts the caller has already locked (in `accounts`), and
 * keeps `accounts` up to date so a second transfer in the same operation sees the new balances.
 */
async function applyTransfer(
  tx: Tx,
  accounts: LockedAccounts,
  input: TransferInput,
): Promise<{ ok: true; transferId: string } | Shortfall> {
  const debit = accounts.get(input.debitAccountId);
  const credit = accounts.get(input.creditAccountId);
  if (!debit || !credit) throw new Error('transfer between accounts that are not locked');
  const plan = planTransfer(debit, credit, input.amountMinor);
  if (!plan.ok) return plan;
  const transferId = await writeTransfer(tx, {
    ...input,
    currency: debit.currency,
    debitAfterMinor: plan.debitAfterMinor,
    creditAfterMinor: plan.creditAfterMinor,
  });
  accounts.set(debit.id, { ...debit, balanceMinor: plan.debitAfterMinor });
  accounts.set(credit.id, { ...credit, balanceMinor: plan.creditAfterMinor });
  announceBalances(tx, debit, credit);
  return { ok: true, transferId };
}

/** Moves money between two accounts (both are locked here, in sorted order). */
export async function transfer(
  tx: Tx,
  input: TransferInput,
): Promise<{ ok: true; transferId: string } | Shortfall> {
  const accounts = await lockAccounts(tx, [input.debitAccountId, input.creditAccountId]);
  return applyTransfer(tx, accounts, input);
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
 * and records the hold against the withdrawal, order or M-Pesa payment that asked for it.
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
  const { availableAccountId, heldAccountId } = await ensureUserAccounts(
    tx,
    input.userId,
    input.currency,
  );
  // Lock first and check, so a shortfall writes no hold row at all.
  const accounts = await lockAccounts(tx, [availableAccountId, heldAccountId]);
  const available = accounts.get(availableAccountId);
  if (!available) throw new Error('available account missing');
  if (available.balanceMinor < input.amountMinor) {
    return { ok: false, code: 'INSUFFICIENT_BALANCE', availableMinor: available.balanceMinor };
  }
  const holdId = await insertHold(tx, {
    availableAccountId,
    heldAccountId,
    currency: input.currency,
    amountMinor: input.amountMinor,
    withdrawalId: input.withdrawalId,
    orderId: input.orderId,
    paymentId: input.paymentId,
    at: input.at,
  });
  const moved = await applyTransfer(tx, accounts, {
    debitAccountId: availableAccountId,
    creditAccountId: heldAccountId,
    amountMinor: input.amountMinor,
    code: input.code,
    refs: input.refs,
    holdId,
    at: input.at,
  });
  if (!moved.ok) throw new Error('hold transfer refused after the balance check');
  return { ok: true, holdId };
}

export interface HoldPosting {
  toAccountId: string;
  amountMinor: bigint;
  code: TransferCode;
}

/**
 * Posts part or all of a pending hold onward, one transfer per posting (a settled withdrawal
 * sends the net to custody and the fee to revenue). The hold finishes when nothing remains.
 */
export async function postHold(
  tx: Tx,
  input: { holdId: string; postings: HoldPosting[]; refs: LedgerRefs; at: Date },
) {
  const row = await lockHold(tx, input.holdId);
  if (!row) throw new Error(`hold ${input.holdId} not found`);
  let state = toHoldState(row);
  const accounts = await lockAccounts(tx, [
    row.held_account_id,
    ...input.postings.map((p) => p.toAccountId),
  ]);
  for (const posting of input.postings) {
    if (posting.amountMinor === 0n) continue;
    const change = decidePost(state, posting.amountMinor);
    const moved = await applyTransfer(tx, accounts, {
      debitAccountId: row.held_account_id,
      creditAccountId: posting.toAccountId,
      amountMinor: posting.amountMinor,
      code: posting.code,
      refs: input.refs,
      holdId: row.id,
      at: input.at,
    });
    if (!moved.ok) throw new Error(`held account ${row.held_account_id} short of its own hold`);
    state = { ...state, remainingMinor: change.remainingAfterMinor, status: change.statusAfter };
  }
  await updateHold(tx, row.id, {
    remainingMinor: state.remainingMinor,
    status: state.status,
    at: input.at,
  });
  return state;
}

/** Voids a pending hold: whatever remains goes back to the user's available account. */
export async function voidHold(
  tx: Tx,
  input: { holdId: string; code: TransferCode; refs: LedgerRefs; at: Date },
) {
  const row = await lockHold(tx, input.holdId);
  if (!row) throw new Error(`hold ${input.holdId} not found`);
  const change = decideVoid(toHoldState(row));
  if (change.releasedMinor > 0n) {
    const accounts = await lockAccounts(tx, [row.held_account_id, row.available_account_id]);
    const moved = await applyTransfer(tx, accounts, {
      debitAccountId: row.held_account_id,
      creditAccountId: row.available_account_id,
      amountMinor: change.releasedMinor,
      code: input.code,
      refs: input.refs,
      holdId: row.id,
      at: input.at,
    });
    if (!moved.ok) throw new Error(`held account ${row.held_account_id} short of its own hold`);
  }
  await updateHold(tx, row.id, { remainingMinor: 0n, status: 'voided', at: input.at });
  return change.releasedMinor;
}

export { ensureSystemAccount, ensureUserAccounts, ensureUserAccountsOf, userAccountsKey };
