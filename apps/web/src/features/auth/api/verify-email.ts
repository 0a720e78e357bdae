import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TokenRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

/** POST /api/auth/verify-email: 200 `{verified: true}`, or 400 INVALID_TOKEN. */
export function verifyEmail(body: TokenRequest): Promise<{ verified: true }> {
  return apiRequest<{ verified: true }>('/api/auth/verify-email', { method: 'POST', body });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in visitor's emailVerified flag just changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** POST /api/auth/resend-verification (signed in): mails a fresh link; 204. */
export function resendVerification(): Promise<void> {
  return apiRequest<void>('/api/auth/resend-verification', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
