import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resendVerification(): Promise<void> {
  return apiRequest('/api/auth/resend-verification', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
