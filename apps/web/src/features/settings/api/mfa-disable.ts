import { useMutation } from '@tanstack/react-query';
import type { MfaDisableRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export function disableMfa(body: MfaDisableRequest): Promise<void> {
  return apiRequest('/api/account/mfa/disable', { method: 'POST', body });
}

export function useMfaDisable(onSessionChanged: () => Promise<unknown>) {
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: onSessionChanged,
  });
}
