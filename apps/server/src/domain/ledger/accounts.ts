/**
 * Ledger account kinds. A user owns an `available` and a `held` account per currency; the
 * system kinds stand for the outside world. Custody and M-Pesa clearing mirror what the platform
 * owes its users, so they go negative as money comes in; no other account may ever be negative.
 */
export type UserAccountKind = 'available' | 'held';
export type SystemAccountKind =
  | 'custody'
  | 'mpesa_clearing'
  | 'fee_revenue'
  // Manual balance adjustments (decisions.md 20): stands for the outside world, like custody.
  | 'adjustments'
  // Excise duty owed on fees (decisions.md 24), moved out of fee_revenue.
  | 'excise_payable';
export type AccountKind = UserAccountKind | SystemAccountKind;

export function mayGoNegative(kind: AccountKind): boolean {
  return kind === 'custody' || kind === 'mpesa_clearing' || kind === 'adjustments';
}

/** Why money moved. Stored on every transfer; the database CHECK lists the same codes. */
export type TransferCode =
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_settle'
  | 'withdrawal_release'
  | 'fee'
  | 'order_hold'
  | 'order_release'
  | 'fill'
  | 'mpesa_deposit'
  | 'mpesa_withdrawal_hold'
  | 'mpesa_withdrawal_settle'
  | 'mpesa_withdrawal_release'
  | 'adjustment'
  | 'trade_fee'
  | 'excise';

export interface AccountState {
  id: string;
  kind: AccountKind;
  currency: string;
  balanceMinor: bigint;
}
