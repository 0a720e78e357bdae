import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/forgot-password: 202 whether or not the account exists (no enumeration). */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  return apiRequest<void>('/api/auth/forgot-password', { method: 'POST', body });
}

/** POST /api/auth/reset-password: 204, or 400 INVALID_TOKEN for a used or expired link. */
export function resetPassword(body: ResetPasswordRequest): Promise<void> {
  return apiRequest<void>('/api/auth/reset-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
