import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@soko/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiRequest, setCsrfToken } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export function logout(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}

/**
 * Ends the session on the server, goes to the landing page and forgets the signed-in data.
 *
 * The order matters. Leaving a guarded page first means no guard sees the signed-out session and
 * sends the person to /login. Writing `user: null` into the session query (rather than clearing
 * the cache) updates whatever is still on screen, such as the landing page's header, at once.
 */
export function useLogout(onDone?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      setCsrfToken(undefined);
      await navigate('/', { replace: true });
      // Everything the signed-in pages loaded is off screen now; drop it all.
      queryClient.removeQueries({ type: 'inactive' });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null, csrfToken: '' });
      // Fetch the anonymous session's CSRF token in the background.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onDone?.();
    },
    onError: () => toast.error('Failed to logout'),
  });
}
