import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The excise rates live in the platform settings (GET/PUT /api/admin/settings). The key is the
 * one the Settings screen uses, so both screens read and refresh the same cached settings.
 */
const settingsQueryKey = ['admin', 'settings'] as const;

export function useExciseSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => apiRequest<PlatformSettings>('/api/admin/settings', { signal }),
  });
}

/** Adds a rate from a day; the answer replaces the cached settings and the audit log refetches. */
export function useAddExciseRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: { ratePercent: string; effectiveFrom: string }) =>
      apiRequest<PlatformSettings>('/api/admin/settings', {
        method: 'PUT',
        body: {
          exciseRatePercent: rate.ratePercent.trim(),
          exciseEffectiveFrom: rate.effectiveFrom,
        },
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      // A rate from today changes the excise of fees taken from now on.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports', 'fees'] });
    },
  });
}
