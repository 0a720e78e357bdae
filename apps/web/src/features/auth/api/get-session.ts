import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@soko/shared';
import { ApiError, apiRequest, setCsrfToken } from '@/lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

export async function getSession(): Promise<SessionResponse> {
  const session = await apiRequest<SessionResponse>('/api/auth/session');
  setCsrfToken(session.csrfToken);
  return session;
}

/** The signed-in user (or null) and the CSRF token; the source of truth for every guard. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });
}

export function useCurrentUser() {
  const session = useSession();
  const user = session.data?.user ?? null;
  // React Query holds a query while the browser says it is offline ("paused"); a start without
  // a connection must not wait for it forever, nor take "no answer" for "signed out".
  const unreachable =
    (session.isPending && session.fetchStatus === 'paused') ||
    (!session.data && session.error instanceof ApiError && session.error.isNetworkError);
  return {
    user,
    isAdmin: user?.role === 'admin',
    isLoading: session.isPending,
    /** No session answer because the server cannot be reached (offline start). */
    isOffline: unreachable,
    error: session.error,
  };
}
