import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '@soko/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { StartedSession } from './sessions.service.js';

export const SESSION_COOKIE = 'soko_session';

/**
 * The name the cookie carries when it is Secure. Browsers accept a `__Host-` cookie only when it
 * is Secure, has path / and no Domain, so neither a sibling subdomain nor a plain-HTTP page can
 * plant or overwrite the session (cookie tossing, session fixation).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session token of a request, under whichever of the two names it came. */
export function readSessionToken(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}

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
  const secure = isSecure(request, config);
  void reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

/**
 * The language cookie the web app also writes (decisions.md 28): readable by the page, as it
 * holds no secret, and kept a year.
 */
export function setLanguageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  language: Language,
) {
  void reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    secure: isSecure(request, config),
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
) {
  const secure = isSecure(request, config);
  void reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
