import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/** product-spec.md section 9: admin stats refresh every 30 s. */
export const ADMIN_STATS_REFRESH_MS = 30_000;

/** Other admin features invalidate this key by its literal value after a decision. */
export const adminStatsQueryKey = ['admin', 'stats'] as const;

export function getAdminStats(signal?: AbortSignal) {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
}

/** GET /api/admin/stats, polled while the dashboard is open (paused in a background tab). */
export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => getAdminStats(signal),
    refetchInterval: ADMIN_STATS_REFRESH_MS,
  });
}
