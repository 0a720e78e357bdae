import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys of the money screens, in one place because a deposit or a withdrawal (one
 * feature) changes what the wallet, history and withdrawals lists (other features) show, and
 * features do not import each other.
 */
export const moneyQueryKeys = {
  wallets: ['wallets'] as const,
  /** Under ['wallets'], so whatever refreshes the balances refreshes the total too. */
  walletTotal: ['wallets', 'total'] as const,
  transactions: ['transactions'] as const,
  withdrawals: ['withdrawals'] as const,
};

/** After money moved: every balance and list that could show it is fetched again. */
export function invalidateMoneyQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: moneyQueryKeys.wallets }),
    queryClient.invalidateQueries({ queryKey: moneyQueryKeys.transactions }),
    queryClient.invalidateQueries({ queryKey: moneyQueryKeys.withdrawals }),
  ]);
}
