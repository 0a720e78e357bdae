import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest, MfaCodeRequest, RegisterForm } from '@soko/shared';

/**
 * The log-in and registration forms' checks, with zod: downloaded after those pages, not with them
 * (lib/deferred-resolver.ts). The shared schemas are the server's own, so the messages match.
 */
export const loginResolver = zodResolver(LoginRequest);
export const mfaCodeResolver = zodResolver(MfaCodeRequest);
export const registerResolver = zodResolver(RegisterForm);
