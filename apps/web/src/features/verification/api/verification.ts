import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountLimits,
  KycDocumentView,
  KycStatus,
  SubmitKycDocumentRequest,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';
import { uploadForm } from '@/lib/upload-form';

export const verificationKeys = {
  status: ['kyc', 'status'] as const,
  limits: ['kyc', 'limits'] as const,
};

/** GET /api/kyc: the tier and the next step; refetched when the account channel says so. */
export function useKycStatus() {
  useLiveQuery(useUserChannel(), ['account'], verificationKeys.status);
  return useQuery({
    queryKey: verificationKeys.status,
    queryFn: ({ signal }) => apiRequest<KycStatus>('/api/kyc', { signal }),
  });
}

/** GET /api/account/limits: every limit of the tier with what is used (money moves it). */
export function useAccountLimits() {
  const channel = useUserChannel();
  useLiveQuery(channel, ['account', 'transactions', 'payments'], verificationKeys.limits);
  return useQuery({
    queryKey: verificationKeys.limits,
    queryFn: ({ signal }) => apiRequest<AccountLimits>('/api/account/limits', { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['kyc'] });
}

export function useSendPhoneCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (phone: string) =>
      apiRequest<{ phone: string; codeExpiresAt: string }>('/api/kyc/phone', {
        method: 'POST',
        body: { phone },
      }),
    onSuccess: refresh,
  });
}

export function useConfirmPhoneCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<KycStatus>('/api/kyc/phone/confirm', { method: 'POST', body: { code } }),
    onSuccess: refresh,
  });
}

/** One image (front, back or selfie), uploaded on its own so a slow link retries one at a time. */
export function uploadKycImage(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return uploadForm<{ fileId: string }>('/api/kyc/files', form, { onProgress });
}

export function useSubmitDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SubmitKycDocumentRequest) =>
      apiRequest<KycDocumentView>('/api/kyc/documents', { method: 'POST', body }),
    onSuccess: refresh,
  });
}
