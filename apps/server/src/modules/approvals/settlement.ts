/**
 * What an approval or a rejection does to the ledger, inside the decision's transaction (the
 * transactions row is already locked and pending). Approve/reject are the admin's words; the
 * ledger's are credit, post and void.
 */
import { exciseHalfUp } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import {
  findHoldByWithdrawal,
  creditUserFromSystem,
  ensureSystemAccount,
  postHold,
  transfer,
  voidHold,
} from '../ledger/index.js';
import { exciseRateBpsAt } from '../settings/index.js';
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
 * The fee bears excise like a trading fee (decisions.md 24): its share (exciseHalfUp at the rate
 * in force at settlement) moves on from fee revenue to excise payable in the same transaction.
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
  await moveExcise(tx, withdrawal, { revenue, refs: refsOf(row, withdrawal), at: decision.at });
  await setWithdrawalDecision(tx, withdrawal.id, { status: 'approved', ...decision });
}

async function moveExcise(
  tx: Tx,
  withdrawal: WithdrawalRow,
  step: { revenue: string; refs: ReturnType<typeof refsOf>; at: Date },
) {
  const exciseMinor = exciseHalfUp(withdrawal.fee_minor, await exciseRateBpsAt(tx, step.at));
  if (exciseMinor === 0n) return;
  const moved = await transfer(tx, {
    debitAccountId: step.revenue,
    creditAccountId: await ensureSystemAccount(tx, withdrawal.currency, 'excise_payable'),
    amountMinor: exciseMinor,
    code: 'excise',
    refs: step.refs,
    at: step.at,
  });
  if (!moved.ok) throw new Error(`fee revenue of ${withdrawal.currency} short of its excise`);
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
