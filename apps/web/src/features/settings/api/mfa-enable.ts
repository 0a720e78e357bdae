import { useMutation } from '@tanstack/react-query';
import type { MfaCodeRequest, MfaEnableResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export function enableMfa(body: MfaCodeRequest): Promise<MfaEnableResponse> {
  return apiRequest('/api/account/mfa/enable', { method: 'POST', body });
}

/** POST /api/account/mfa/enable. The session's mfaEnabled (and an admin's lock) change with it. */
export function useMfaEnable(onSessionChanged: () => Promise<unknown>) {
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: onSessionChanged,
  });
}
