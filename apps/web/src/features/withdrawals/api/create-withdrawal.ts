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

export interface CreateWithdrawalInput extends CreateCryptoWithdrawalRequest {
  /** Made when the dialog opened and sent again on every retry (decisions.md point 5). */
  idempotencyKey: string;
}

/** POST /api/withdrawals/crypto: the gross is held at once; an admin sends the net later. */
export function createWithdrawal({ idempotencyKey, ...body }: CreateWithdrawalInput) {
  return apiRequest<WithdrawalResponse>('/api/withdrawals/crypto', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
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
