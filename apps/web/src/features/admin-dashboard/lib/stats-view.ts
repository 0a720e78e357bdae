import { FIAT_CURRENCY, type AdminStats, type CurrencyAmount } from '@soko/shared';

export interface CurrencyLine {
  currency: string;
  /** The exact decimal string from the server, formatted only at display. */
  amount: string;
}

export interface StatsView {
  users: number;
  pendingDeposits: number;
  pendingWithdrawals: number;
  approvedKesDeposits: string;
  approvedCoinDeposits: CurrencyLine[];
  approvedWithdrawals: CurrencyLine[];
}

/** "0", "0.00", "0.00000000": nothing to report. */
export function isZeroAmount(decimal: string): boolean {
  return /^-?0*(\.0*)?$/.test(decimal.trim());
}

/**
 * One line per currency, never one mixed sum (1 BTC and 1 HRC do not add up to anything). KES
 * comes first, then coins by symbol; currencies with nothing approved are left out, so a platform
 * with thirty listed coins shows only the ones that moved.
 */
export function currencyLines(totals: readonly CurrencyAmount[]): CurrencyLine[] {
  return totals
    .filter((total) => !isZeroAmount(total.amount))
    .map((total) => ({ currency: total.currency, amount: total.amount }))
    .sort((a, b) => {
      if (a.currency === b.currency) return 0;
      if (a.currency === FIAT_CURRENCY) return -1;
      if (b.currency === FIAT_CURRENCY) return 1;
      return a.currency < b.currency ? -1 : 1;
    });
}

export function statsView(stats: AdminStats): StatsView {
  return {
    users: stats.users,
    pendingDeposits: stats.pendingDeposits,
    pendingWithdrawals: stats.pendingWithdrawals,
    approvedKesDeposits: stats.approvedKesDeposits,
    // KES deposits have their own card; a stray KES row here would be counted twice.
    approvedCoinDeposits: currencyLines(
      stats.approvedCoinDeposits.filter((total) => total.currency !== FIAT_CURRENCY),
    ),
    approvedWithdrawals: currencyLines(stats.approvedWithdrawals),
  };
}
