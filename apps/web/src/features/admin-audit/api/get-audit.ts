import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export interface AuditParams {
  action: string | undefined;
  targetType: string | undefined;
  q: string;
  /** ISO instants with an offset (the start and end of the chosen Nairobi days). */
  from: string | undefined;
  to: string | undefined;
  page: number;
  pageSize: number;
}

/** Every admin feature that records an action invalidates this key by its literal value. */
export const adminAuditQueryKey = ['admin', 'audit'] as const;

export function getAudit(params: AuditParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  for (const key of ['action', 'targetType', 'q', 'from', 'to'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  return apiRequest<AuditPage>(`/api/admin/audit?${search.toString()}`, { signal });
}

/** GET /api/admin/audit. Always refetched on open: the log is where an admin checks what just happened. */
export function useAudit(params: AuditParams) {
  return useQuery({
    queryKey: [...adminAuditQueryKey, params],
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
