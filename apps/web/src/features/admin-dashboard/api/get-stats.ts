import { useQuery } from '@tanstack/react-query';
import { ADMIN_CHANNEL, type AdminStats } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { usePolledLiveQuery } from '@/lib/realtime/realtime-react';

/** product-spec.md section 9: admin stats refresh every 30 s. */
export const ADMIN_STATS_REFRESH_MS = 30_000;

/** Other admin features invalidate this key by its literal value after a decision. */
export const adminStatsQueryKey = ['admin', 'stats'] as const;

export function getAdminStats(signal?: AbortSignal) {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
}

/**
 * GET /api/admin/stats: counts of users and pending requests, approved sums. Fetched again when
 * the admin channel says any of them changed; polled every 30 s (paused in a background tab)
 * only while the push is down.
 */
export function useAdminStats() {
  const live = usePolledLiveQuery(
    ADMIN_CHANNEL,
    ['stats', 'users', 'deposits', 'withdrawals', 'payments'],
    adminStatsQueryKey,
  );
  return useQuery({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => getAdminStats(signal),
    refetchInterval: live ? false : ADMIN_STATS_REFRESH_MS,
  });
}
