import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentReasonCode,
  AdjustmentResponse,
  AdjustmentsList,
  ProposedAdjustmentResponse,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-users';

/** Under the admin users key, so the 'users' realtime topic refreshes them with the users. */
export const pendingAdjustmentsKey = [...adminUsersQueryKey, 'adjustments', 'pending'] as const;

/** GET /api/admin/adjustments?status=pending: what waits for a second admin. */
export function usePendingAdjustments() {
  return useQuery({
    queryKey: pendingAdjustmentsKey,
    queryFn: () => apiRequest<AdjustmentsList>('/api/admin/adjustments?status=pending&limit=50'),
  });
}

export interface ProposeInput {
  userId: string;
  currency: string;
  amount: string;
  reasonCode: AdjustmentReasonCode;
  reason: string;
}

export function useProposeAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: ProposeInput) =>
      apiRequest<ProposedAdjustmentResponse>(
        `/api/admin/users/${encodeURIComponent(userId)}/adjustments`,
        // Proposed again after a lost answer, it is the same proposal, not a second one.
        { method: 'POST', body, idempotent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingAdjustmentsKey }),
  });
}

export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'reject' }) =>
      // Sent again after a lost answer, the decision gets its first answer, not "already processed".
      apiRequest<AdjustmentResponse>(`/api/admin/adjustments/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: {},
        idempotent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingAdjustmentsKey }),
  });
}
