/**
 * What a balance adjustment's second approval does, inside its transaction: one `adjustment`
 * transfer between the user's available account and the `adjustments` system account, the
 * history entry the trader sees, and the balance before and after for the audit log.
 */
import { adjustmentDescription, formatMinor, scaleOf, errorText } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  accountBalance,
  ensureSystemAccount,
  ensureUserAccounts,
  transfer,
} from '../ledger/index.js';
import { insertHistoryEntry } from '../transactions/index.js';
import type { AdjustmentRow } from './adjustments.repository.js';

/**
 * A debit never takes the balance below zero: the ledger checks the available balance under
 * the account's lock and a shortfall throws INSUFFICIENT_BALANCE, rolling everything back (the
 * history entry and the approval included), so the adjustment stays pending.
 */
export async function settleAdjustment(tx: Tx, row: AdjustmentRow, at: Date) {
  const amountMinor = BigInt(row.amount_minor);
  const credit = amountMinor > 0n;
  const absoluteMinor = credit ? amountMinor : -amountMinor;
  const entry = await insertHistoryEntry(tx, {
    userId: row.user_id,
    type: credit ? 'deposit' : 'withdrawal',
    method: 'adjustment',
    currency: row.currency,
    amountMinor: absoluteMinor,
    status: 'completed',
    description: adjustmentDescription(row.reason_code, row.reason),
    at,
  });
  const system = await ensureSystemAccount(tx, row.currency, 'adjustments');
  const { availableAccountId } = await ensureUserAccounts(tx, row.user_id, row.currency);
  const moved = await transfer(tx, {
    debitAccountId: credit ? system : availableAccountId,
    creditAccountId: credit ? availableAccountId : system,
    amountMinor: absoluteMinor,
    code: 'adjustment',
    refs: { transactionId: entry.id },
    at,
  });
  const scale = scaleOf(row.currency);
  if (!moved.ok) {
    throw new AppError(
      'INSUFFICIENT_BALANCE',
      errorText('debitBelowZero', {
        available: formatMinor(moved.availableMinor, scale),
        currency: row.currency,
      }),
    );
  }
  // The transfer locked the account, so this is its balance at commit.
  const afterMinor = await accountBalance(tx, availableAccountId);
  return {
    transactionId: entry.id,
    balanceBefore: formatMinor(afterMinor - amountMinor, scale),
    balanceAfter: formatMinor(afterMinor, scale),
  };
}
