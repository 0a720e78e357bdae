import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { SessionResponse } from '@soko/shared';
import { ApiError, apiRequest, setCsrfToken } from '@/lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

export async function getSession(): Promise<SessionResponse> {
  const session = await apiRequest<SessionResponse>('/api/auth/session');
  setCsrfToken(session.csrfToken);
  return session;
}

/**
 * What useCurrentUser reads. `fetchStatus` tells an offline start ("paused") from a slow one, so it
 * matters only until the first answer. After that, a refetch of the session (a realtime channel's
 * first join refetches what it covers, the window regaining focus) changes nothing on screen, yet
 * React Query's tracked properties would keep `fetchStatus` from that first render and re-render
 * every guard, the frame and the page under them twice per refetch, in one blocking task: 260 ms
 * on /dashboard at 4x CPU slowdown (issue 16).
 */
type SessionProp = keyof UseQueryResult<SessionResponse>;
const WHILE_PENDING: SessionProp[] = ['data', 'error', 'isPending', 'fetchStatus'];
const ONCE_ANSWERED: SessionProp[] = ['data', 'error', 'isPending'];

function sessionChanges(client: QueryClient) {
  return () => (client.getQueryData(sessionQueryKey) === undefined ? WHILE_PENDING : ONCE_ANSWERED);
}

/** The signed-in user (or null) and the CSRF token; the source of truth for every guard. */
export function useSession() {
  const client = useQueryClient();
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    notifyOnChangeProps: sessionChanges(client),
  });
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
