import { useMutation } from '@tanstack/react-query';
import type { AuthUserResponse, RegisterRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/register: 201 with the new user and their session's CSRF token. */
export function register(body: RegisterRequest): Promise<AuthUserResponse> {
  return apiRequest<AuthUserResponse>('/api/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
