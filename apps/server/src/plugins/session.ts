import { errorText } from '@soko/shared';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { readSessionToken, type SessionsService } from '../modules/auth/index.js';
import { secretsEqual } from '../lib/secret-tokens.js';
import type { RequestAuth } from '../lib/guards.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and their session, or null for an anonymous request. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /**
     * The route checks the session live inside its own transaction before it changes or answers
     * anything (a take, migration 0027; an order placed, lockActiveSessionUser), so a session
     * this instance read a moment ago may let the request in without a read of its own
     * (sessions.service.ts).
     */
    checksSessionInTransaction?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Our tokens are 43 characters; anything much longer is not one and is not worth a query.
const MAX_TOKEN_LENGTH = 100;

function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/');
}

/**
 * Resolves the session cookie on every API request, then enforces CSRF app-wide: a
 * state-changing request that carries a live session must echo the session's csrfToken in
 * X-CSRF-Token. It runs as an onRequest hook, before any route code, so every module gets it and
 * a refused request changes nothing. A request without a live session needs no token: it can
 * act only as an anonymous visitor, and SameSite=Lax keeps other sites from sending our cookie.
 */
const sessionPlugin: FastifyPluginCallback<{ sessions: SessionsService }> = (
  app: FastifyInstance,
  options,
  done,
) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const token = readSessionToken(request.cookies);
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    const auth = await options.sessions.resolve(token, {
      reuseRecent: request.routeOptions.config.checksSessionInTransaction === true,
    });
    request.auth = auth;
    if (!auth || !STATE_CHANGING.has(request.method)) return;
    const header = request.headers['x-csrf-token'];
    if (typeof header !== 'string' || !secretsEqual(header, auth.session.csrfToken)) {
      throw new AppError('CSRF_FAILED', errorText('csrfFailed'));
    }
  });
  done();
};

export const registerSession = fp(sessionPlugin, { name: 'soko-session' });
