import { useMutation } from '@tanstack/react-query';
import type { SessionUser, UpdateProfileRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export function updateProfile(body: UpdateProfileRequest): Promise<{ user: SessionUser }> {
  return apiRequest('/api/account/profile', { method: 'PATCH', body });
}

/** PATCH /api/account/profile. The session is refetched so every screen shows the new name. */
export function useUpdateProfile(onSessionChanged: () => Promise<unknown>) {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: onSessionChanged,
  });
}
