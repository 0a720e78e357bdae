import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings, UpdatePlatformSettingsRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export const platformSettingsQueryKey = ['admin', 'settings'] as const;

export function getPlatformSettings(signal?: AbortSignal) {
  return apiRequest<PlatformSettings>('/api/admin/settings', { signal });
}

export function useSettings() {
  return useQuery({
    queryKey: platformSettingsQueryKey,
    queryFn: ({ signal }) => getPlatformSettings(signal),
  });
}

export function updatePlatformSettings(body: UpdatePlatformSettingsRequest) {
  return apiRequest<PlatformSettings>('/api/admin/settings', { method: 'PUT', body });
}

/**
 * PUT /api/admin/settings. The answer replaces the cached settings; the session is refetched too,
 * because requiring admin two-factor can change what this admin may do next, and the audit log
 * gains an entry.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(platformSettingsQueryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
