import { useQuery } from '@tanstack/react-query';
import type { DepositWindow } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export const depositWindowQueryKey = ['deposits', 'window'] as const;

/** How often an open dialog asks again, so it opens or closes itself at the window's edges. */
const WINDOW_REFRESH_MS = 60_000;

/** GET /api/deposits/window: the server is the trusted clock (decisions.md point 14). */
export function getDepositWindow(signal?: AbortSignal): Promise<DepositWindow> {
  return apiRequest<DepositWindow>('/api/deposits/window', { signal });
}

/** Fetched afresh each time the dialog opens, then every minute while it stays open. */
export function useDepositWindow(enabled: boolean) {
  return useQuery({
    queryKey: depositWindowQueryKey,
    queryFn: ({ signal }) => getDepositWindow(signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: enabled ? WINDOW_REFRESH_MS : false,
  });
}
