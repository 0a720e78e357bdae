import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toasts';
import { apiRequest, setCsrfToken } from '@/lib/api-client';
import { clearOfflineSnapshot } from '@/lib/offline-snapshot';

export function logout(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}

/**
 * Ends the session on the server, then loads the landing page afresh.
 *
 * A full page load rather than a client-side navigation: it leaves nothing of the signed-in
 * person in memory (balances, cached queries), and no guard of the page being left can see the
 * signed-out session before the navigation commits and send the person to /login instead (a
 * race seen in the phone drawer). The landing page's files are cached, so the load is cheap.
 */
export function useLogout() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setCsrfToken(undefined);
      // The offline copy of the balances leaves with the trader (a phone may be shared).
      clearOfflineSnapshot();
      window.location.replace('/');
    },
    onError: () => toast.error(t`Failed to logout`),
  });
}
