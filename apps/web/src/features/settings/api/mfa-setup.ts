import { useMutation } from '@tanstack/react-query';
import type { MfaSetupResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export function startMfaSetup(): Promise<MfaSetupResponse> {
  return apiRequest('/api/account/mfa/setup', { method: 'POST' });
}

/** POST /api/account/mfa/setup: a fresh secret and its QR code; nothing is on until enabled. */
export function useMfaSetup() {
  return useMutation({ mutationFn: startMfaSetup });
}
