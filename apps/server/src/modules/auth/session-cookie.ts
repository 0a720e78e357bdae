import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { StartedSession } from './sessions.service.js';

export const SESSION_COOKIE = 'soko_session';

/**
 * Secure when configured so, or in 'auto' mode when the request arrived over HTTPS (behind a
 * proxy that needs TRUST_PROXY so request.protocol reflects X-Forwarded-Proto).
 */
function isSecure(request: FastifyRequest, config: Pick<Config, 'cookieSecure'>): boolean {
  if (config.cookieSecure === 'auto') return request.protocol === 'https';
  return config.cookieSecure === 'true';
}

/**
 * httpOnly keeps the token away from scripts; SameSite=Lax keeps other sites' forms and fetches
 * from carrying it. Without remember-me the cookie lives only as long as the browser session;
 * either way the server enforces the absolute expiry stored with the session.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  session: StartedSession,
) {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, config),
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
) {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, config),
  });
}
