import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiRequest, setCsrfToken } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export function logout(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}

/** Ends the session on the server, forgets every cached query, and goes to the landing page. */
export function useLogout(onDone?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      setCsrfToken(undefined);
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onDone?.();
      await navigate('/', { replace: true });
    },
    onError: () => toast.error('Failed to logout'),
  });
}
