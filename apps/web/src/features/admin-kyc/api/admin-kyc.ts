import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminKycDocumentList,
  AdminUserKyc,
  AdminUsersResponse,
  KycDocumentStatus,
  SetKycTierRequest,
  TierLimitRow,
  TierLimits,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

const keys = {
  all: ['admin-kyc'] as const,
  queue: (status: KycDocumentStatus) => ['admin-kyc', 'queue', status] as const,
  limits: ['admin-kyc', 'limits'] as const,
  user: (id: string) => ['admin-kyc', 'user', id] as const,
  search: (q: string) => ['admin-kyc', 'search', q] as const,
};

export function useKycQueue(status: KycDocumentStatus) {
  return useQuery({
    queryKey: keys.queue(status),
    queryFn: ({ signal }) =>
      apiRequest<AdminKycDocumentList>(`/api/admin/kyc/documents?status=${status}`, { signal }),
  });
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: 'approve' | 'reject';
      reason?: string;
    }) =>
      apiRequest(`/api/admin/kyc/documents/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        body: decision === 'reject' ? { reason } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useTierLimits() {
  return useQuery({
    queryKey: keys.limits,
    queryFn: ({ signal }) => apiRequest<TierLimits>('/api/admin/kyc/limits', { signal }),
  });
}

export function useUpdateTierLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: TierLimitRow[]) =>
      apiRequest<TierLimits>('/api/admin/kyc/limits', { method: 'PUT', body: { limits } }),
    onSuccess: (data) => queryClient.setQueryData(keys.limits, data),
  });
}

export function useUserSearch(q: string) {
  return useQuery({
    queryKey: keys.search(q),
    enabled: q.trim().length >= 2,
    queryFn: ({ signal }) =>
      apiRequest<AdminUsersResponse>(
        `/api/admin/users?role=user&pageSize=5&q=${encodeURIComponent(q.trim())}`,
        { signal },
      ),
  });
}

export function useUserKyc(id: string | undefined) {
  return useQuery({
    queryKey: keys.user(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminUserKyc>(`/api/admin/users/${encodeURIComponent(id ?? '')}/kyc`, { signal }),
  });
}

export function useSetTier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetKycTierRequest) =>
      apiRequest<AdminUserKyc>(`/api/admin/users/${encodeURIComponent(id)}/kyc`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => queryClient.setQueryData(keys.user(id), data),
  });
}
