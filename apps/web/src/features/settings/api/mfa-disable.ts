import { useMutation } from '@tanstack/react-query';
import type { MfaCodeRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export function disableMfa(body: MfaCodeRequest): Promise<void> {
  return apiRequest('/api/account/mfa/disable', { method: 'POST', body });
}

export function useMfaDisable(onSessionChanged: () => Promise<unknown>) {
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: onSessionChanged,
  });
}
