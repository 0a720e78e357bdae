import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login: a session, or `{mfaRequired: true}` when a second step is needed. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
