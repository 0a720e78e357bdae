import type { AccountState } from './accounts.js';
import { mayGoNegative } from './accounts.js';

export type TransferPlan =
  | { ok: true; debitAfterMinor: bigint; creditAfterMinor: bigint }
  | { ok: false; code: 'INSUFFICIENT_BALANCE'; availableMinor: bigint };

/**
 * Decides one transfer: `amountMinor` leaves `debit` and arrives in `credit`. Running short is an
 * expected rejection (a result); a wrong currency, a self-transfer or a non-positive amount can
 * only come from a bug, so those throw.
 */
export function planTransfer(
  debit: AccountState,
  credit: AccountState,
  amountMinor: bigint,
): TransferPlan {
  if (amountMinor <= 0n) throw new RangeError(`transfer amount must be positive: ${amountMinor}`);
  if (debit.id === credit.id) throw new Error(`transfer from an account to itself: ${debit.id}`);
  if (debit.currency !== credit.currency) {
    throw new Error(`transfer across currencies: ${debit.currency} -> ${credit.currency}`);
  }
  const debitAfterMinor = debit.balanceMinor - amountMinor;
  if (debitAfterMinor < 0n && !mayGoNegative(debit.kind)) {
    return { ok: false, code: 'INSUFFICIENT_BALANCE', availableMinor: debit.balanceMinor };
  }
  return { ok: true, debitAfterMinor, creditAfterMinor: credit.balanceMinor + amountMinor };
}
