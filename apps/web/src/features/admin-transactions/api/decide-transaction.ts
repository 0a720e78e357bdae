import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminTransactionsPage,
  AdminWithdrawalsPage,
  ApproveTransactionRequest,
  FirstApprovalResponse,
  RejectTransactionRequest,
  TransactionResponse,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { applyDecisionToTransactions, applyDecisionToWithdrawals } from '../lib/apply-decision';
import type { Decision } from '../lib/decision-subject';
import type { AdminTransactionsParams } from './get-transactions';
import type { AdminWithdrawalsParams } from './get-withdrawals';
import {
  adminAuditQueryKey,
  adminStatsQueryKey,
  adminTransactionsQueryKey,
  adminWithdrawalsQueryKey,
} from './query-keys';

export type DecideTransactionVariables = { transactionId: string; idempotencyKey: string } & (
  | { decision: 'approve'; body: ApproveTransactionRequest }
  | { decision: 'reject'; body: RejectTransactionRequest }
);

/**
 * POST /api/admin/transactions/:id/approve or /reject, once per Idempotency-Key. Above the
 * four-eyes threshold the first approval answers 202 with the count so far; the row stays pending.
 */
export function decideTransaction({
  transactionId,
  decision,
  body,
  idempotencyKey,
}: DecideTransactionVariables) {
  const action: Decision = decision;
  return apiRequest<TransactionResponse | FirstApprovalResponse>(
    `/api/admin/transactions/${encodeURIComponent(transactionId)}/${action}`,
    { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } },
  );
}

/** Every list, count and log a decision changes: refetched, whatever the outcome. */
export function refreshAfterDecision(queryClient: QueryClient) {
  return Promise.all(
    [
      adminTransactionsQueryKey,
      adminWithdrawalsQueryKey,
      adminStatsQueryKey,
      adminAuditQueryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useDecideTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransaction,
    onSuccess: ({ transaction }) => {
      // The row leaves its queue at once; the refetch below then brings the server's truth.
      for (const [key, page] of queryClient.getQueriesData<AdminTransactionsPage>({
        queryKey: adminTransactionsQueryKey,
      })) {
        const params = key[2] as AdminTransactionsParams | undefined;
        if (page) {
          queryClient.setQueryData(
            key,
            applyDecisionToTransactions(page, params?.status, transaction),
          );
        }
      }
      for (const [key, page] of queryClient.getQueriesData<AdminWithdrawalsPage>({
        queryKey: adminWithdrawalsQueryKey,
      })) {
        const params = key[2] as AdminWithdrawalsParams | undefined;
        if (page) {
          queryClient.setQueryData(
            key,
            applyDecisionToWithdrawals(page, params?.status, transaction),
          );
        }
      }
      // Not awaited: the dialog closes now, while the counts and the audit log refetch.
      void refreshAfterDecision(queryClient);
    },
  });
}
