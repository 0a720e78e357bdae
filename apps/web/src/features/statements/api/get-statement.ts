import { useQuery } from '@tanstack/react-query';
import type { Statement, Wallet } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';
import { statementUrl, type StatementParams } from '../lib/statement-period';

const statementKeys = ['statements'] as const;

/** GET /api/statements: one currency over whole Nairobi days, rows with a running balance. */
export function useStatement(params: StatementParams | undefined) {
  // A movement on the account (a fill, an approval, M-Pesa) changes this month's statement.
  useLiveQuery(useUserChannel(), ['wallets'], statementKeys);
  return useQuery({
    queryKey: [...statementKeys, params],
    queryFn: ({ signal }) =>
      apiRequest<Statement>(statementUrl(params as StatementParams), { signal }),
    enabled: params !== undefined,
  });
}

/** The currencies a statement may be asked for: the wallet's (KES first, then every coin). */
export function useStatementCurrencies() {
  return useQuery({
    queryKey: moneyQueryKeys.wallets,
    queryFn: ({ signal }) => apiRequest<Wallet[]>('/api/wallets', { signal }),
    select: (wallets) => wallets.map((wallet) => wallet.currency),
  });
}
