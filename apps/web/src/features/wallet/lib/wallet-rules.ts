import { FIAT_CURRENCY, parseAmount, scaleOf, type Wallet } from '@soko/shared';

export type WalletAction = 'deposit' | 'withdraw';

export interface ActionAvailability {
  enabled: boolean;
  /** Why it is off, in a few words, shown next to the disabled entry. */
  hint?: string;
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
    if (!wallet.active) return { enabled: false, hint: 'Deposits paused for this coin' };
    if (!wallet.depositAddress) return { enabled: false, hint: 'No deposit address yet' };
    return { enabled: true };
  }
  if (!isPositiveAmount(wallet.available, wallet.currency)) {
    return { enabled: false, hint: 'No available balance' };
  }
  return { enabled: true };
}

/**
 * The wallets a collapsed panel shows: those holding anything (available or held). With nothing
 * anywhere, KES alone, so a new trader still sees where a deposit lands. `hidden` counts the rest.
 */
export function shownWallets(
  wallets: Wallet[],
  collapseEmpty: boolean,
): { shown: Wallet[]; hidden: number } {
  if (!collapseEmpty) return { shown: wallets, hidden: 0 };
  const holding = wallets.filter(
    (wallet) =>
      isPositiveAmount(wallet.available, wallet.currency) ||
      isPositiveAmount(wallet.held, wallet.currency),
  );
  const shown = holding.length > 0 ? holding : wallets.slice(0, 1);
  return { shown, hidden: wallets.length - shown.length };
}
