import { isLanguage, LANGUAGE_COOKIE, languageFromPreferences, type Language } from '@soko/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request reads in (decisions.md 28): the visitor's saved choice (the cookie the
 * web app writes, and the server writes at login from the account's choice), else the browser's
 * Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const saved = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(saved)) return saved;
  return languageFromPreferences(request.headers['accept-language']) ?? 'en';
}
