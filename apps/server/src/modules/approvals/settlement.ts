/**
 * What an approval or a rejection does to the ledger, inside the decision's transaction (the
 * transactions row is already locked and pending). Approve/reject are the admin's words; the
 * ledger's are credit, post and void.
 */
import type { Tx } from '../../db/database.js';
import {
  findHoldByWithdrawal,
  creditUserFromSystem,
  ensureSystemAccount,
  postHold,
  voidHold,
} from '../ledger/index.js';
import type { HistoryEntryRow } from '../transactions/index.js';
import {
  lockWithdrawalByTransaction,
  setWithdrawalDecision,
  type WithdrawalRow,
} from '../withdrawals/index.js';

/** An approved crypto deposit: custody (the coins the platform now holds) credits the user. */
export async function approveDeposit(tx: Tx, row: HistoryEntryRow, at: Date) {
  await creditUserFromSystem(tx, {
    userId: row.user_id,
    currency: row.currency,
    amountMinor: row.amount_minor,
    from: 'custody',
    code: 'deposit',
    refs: { transactionId: row.id },
    at,
  });
}

/** The withdrawal and its hold, which must both still be pending like their transactions row. */
async function pendingWithdrawalOf(tx: Tx, row: HistoryEntryRow) {
  const withdrawal = await lockWithdrawalByTransaction(tx, row.id);
  if (!withdrawal || withdrawal.status !== 'pending') {
    throw new Error(`transaction ${row.id} is pending but its withdrawal is not`);
  }
  const hold = await findHoldByWithdrawal(tx, withdrawal.id);
  if (!hold) throw new Error(`withdrawal ${withdrawal.id} has no hold`);
  return { withdrawal, holdId: hold.id };
}

function refsOf(row: HistoryEntryRow, withdrawal: WithdrawalRow) {
  return { transactionId: row.id, withdrawalId: withdrawal.id };
}

/**
 * An approved withdrawal posts its whole hold: the net leaves for custody (the coins sent out of
 * the platform's wallet) and the fee goes to fee revenue. Nothing may remain held afterwards.
 */
export async function settleWithdrawal(
  tx: Tx,
  row: HistoryEntryRow,
  decision: { decidedBy: string; txHash: string | null; at: Date },
) {
  const { withdrawal, holdId } = await pendingWithdrawalOf(tx, row);
  const custody = await ensureSystemAccount(tx, withdrawal.currency, 'custody');
  const revenue = await ensureSystemAccount(tx, withdrawal.currency, 'fee_revenue');
  const state = await postHold(tx, {
    holdId,
    postings: [
      { toAccountId: custody, amountMinor: withdrawal.amount_minor, code: 'withdrawal_settle' },
      { toAccountId: revenue, amountMinor: withdrawal.fee_minor, code: 'fee' },
    ],
    refs: refsOf(row, withdrawal),
    at: decision.at,
  });
  if (state.status !== 'posted') {
    throw new Error(`withdrawal ${withdrawal.id} left ${state.remainingMinor} on its hold`);
  }
  await setWithdrawalDecision(tx, withdrawal.id, { status: 'approved', ...decision });
}

/** A rejected withdrawal voids its hold: the gross goes back to the user's available balance. */
export async function releaseWithdrawal(
  tx: Tx,
  row: HistoryEntryRow,
  decision: { decidedBy: string; at: Date },
) {
  const { withdrawal, holdId } = await pendingWithdrawalOf(tx, row);
  await voidHold(tx, {
    holdId,
    code: 'withdrawal_release',
    refs: refsOf(row, withdrawal),
    at: decision.at,
  });
  await setWithdrawalDecision(tx, withdrawal.id, {
    status: 'rejected',
    txHash: null,
    ...decision,
  });
}
