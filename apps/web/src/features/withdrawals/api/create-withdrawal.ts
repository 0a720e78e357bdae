import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatMinor,
  parseAmount,
  scaleOf,
  type CreateCryptoWithdrawalRequest,
  type Wallet,
  type WithdrawalResponse,
  type WithdrawalView,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateMoneyQueries, moneyQueryKeys } from '@/lib/money-queries';

export type CreateWithdrawalInput = CreateCryptoWithdrawalRequest;

/**
 * POST /api/withdrawals/crypto: the gross is held at once; an admin sends the net later. Its
 * Idempotency-Key follows the currency, amount and address, not the 2FA code, which changes
 * every 30 s while a retry is the same withdrawal (the server counts the same three).
 */
export function createWithdrawal(body: CreateWithdrawalInput) {
  return apiRequest<WithdrawalResponse>('/api/withdrawals/crypto', {
    method: 'POST',
    body,
    idempotent: { leaveOut: ['totpCode'] },
  });
}

/** The wallet as the server now has it: the gross moved from available to held. */
export function holdInWallets(wallets: Wallet[], withdrawal: WithdrawalView): Wallet[] {
  const scale = scaleOf(withdrawal.currency);
  const gross = parseAmount(withdrawal.gross, scale);
  if (!gross.ok) return wallets;
  return wallets.map((wallet) => {
    if (wallet.currency !== withdrawal.currency) return wallet;
    const available = parseAmount(wallet.available, scale);
    const held = parseAmount(wallet.held, scale);
    if (!available.ok || !held.ok) return wallet;
    return {
      ...wallet,
      available: formatMinor(available.minor - gross.minor, scale),
      held: formatMinor(held.minor + gross.minor, scale),
    };
  });
}

/**
 * On success the balance shows the amount as held straight away (a slow refetch on mobile data
 * would otherwise show the old balance, inviting a second withdrawal), then every money list is
 * fetched again to get the server's own figures.
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: ({ withdrawal }) => {
      queryClient.setQueryData<Wallet[]>(moneyQueryKeys.wallets, (wallets) =>
        wallets ? holdInWallets(wallets, withdrawal) : wallets,
      );
      return invalidateMoneyQueries(queryClient);
    },
  });
}
