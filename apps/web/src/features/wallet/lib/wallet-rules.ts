import {
  FIAT_CURRENCY,
  formatMinor,
  parseAmount,
  scaleOf,
  type TransactionView,
  type Wallet,
} from '@soko/shared';

export type WalletAction = 'deposit' | 'withdraw';

/**
 * Why an action is off. A key, not a sentence: the component says it in the language on screen
 * (components/wallet-messages.ts), and these rules stay plain functions a unit test can run.
 */
export type ActionHint = 'deposits-paused' | 'no-deposit-address' | 'no-available-balance';

export interface ActionAvailability {
  enabled: boolean;
  /** Why it is off, shown in a few words next to the disabled entry. */
  hint?: ActionHint;
}

/** Exact comparison on minor units; a balance string is never turned into a float. */
export function isPositiveAmount(decimal: string, currency: string): boolean {
  const parsed = parseAmount(decimal, scaleOf(currency));
  return parsed.ok && parsed.minor > 0n;
}

/**
 * What a wallet allows. KES moves by M-Pesa: a deposit is always possible, a withdrawal needs an
 * available balance. An inactive coin (deactivated by an admin) still lets its holder take the
 * coins out, but takes no new deposits.
 */
export function walletAction(wallet: Wallet, action: WalletAction): ActionAvailability {
  const fiat = wallet.currency === FIAT_CURRENCY || wallet.type === 'fiat';
  if (action === 'deposit' && fiat) return { enabled: true };
  if (action === 'deposit') {
    if (!wallet.active) return { enabled: false, hint: 'deposits-paused' };
    if (!wallet.depositAddress) return { enabled: false, hint: 'no-deposit-address' };
    return { enabled: true };
  }
  if (!isPositiveAmount(wallet.available, wallet.currency)) {
    return { enabled: false, hint: 'no-available-balance' };
  }
  return { enabled: true };
}

/**
 * The wallets a collapsed panel shows: those holding anything (available or held) or with a
 * deposit on its way (`incoming`). With nothing anywhere, KES alone, so a new trader still sees
 * where a deposit lands. `hidden` counts the rest.
 */
export function shownWallets(
  wallets: Wallet[],
  collapseEmpty: boolean,
  incoming: ReadonlySet<string> = new Set(),
): { shown: Wallet[]; hidden: number } {
  if (!collapseEmpty) return { shown: wallets, hidden: 0 };
  const holding = wallets.filter(
    (wallet) =>
      isPositiveAmount(wallet.available, wallet.currency) ||
      isPositiveAmount(wallet.held, wallet.currency) ||
      incoming.has(wallet.currency),
  );
  const shown = holding.length > 0 ? holding : wallets.slice(0, 1);
  return { shown, hidden: wallets.length - shown.length };
}

/**
 * The crypto deposits awaiting approval, summed exactly per currency ("BTC" → "0.50000000"), with
 * how many there are. M-Pesa deposits settle on their own within minutes and are left out.
 */
export function pendingDepositsByCurrency(
  transactions: Pick<TransactionView, 'type' | 'method' | 'status' | 'currency' | 'amount'>[],
): Map<string, { amount: string; count: number }> {
  const sums = new Map<string, { minor: bigint; count: number }>();
  for (const t of transactions) {
    if (t.type !== 'deposit' || t.method !== 'crypto' || t.status !== 'pending') continue;
    const parsed = parseAmount(t.amount, scaleOf(t.currency));
    if (!parsed.ok) continue;
    const sum = sums.get(t.currency) ?? { minor: 0n, count: 0 };
    sums.set(t.currency, { minor: sum.minor + parsed.minor, count: sum.count + 1 });
  }
  return new Map(
    [...sums].map(([currency, sum]) => [
      currency,
      { amount: formatMinor(sum.minor, scaleOf(currency)), count: sum.count },
    ]),
  );
}
