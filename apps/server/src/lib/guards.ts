import { errorText } from '@soko/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { SessionUser } from '@soko/shared';
import { AppError } from './app-error.js';

/** The signed-in user and their session, as the session plugin sets it on request.auth. */
export interface RequestAuth {
  user: SessionUser;
  session: { id: string; csrfToken: string; remember: boolean; expiresAt: Date };
}

/**
 * Route guards, used as onRequest hooks so they run before the body is parsed or validated: an
 * anonymous caller learns nothing about a route's input rules. The session plugin has already
 * set request.auth (root hooks run before a plugin's or a route's own hooks).
 */
export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** 401: no live session (also what a route that checks its session in its transaction throws). */
export function unauthenticated() {
  return new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
}

export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(request.auth ? undefined : unauthenticated());
}

/**
 * Admin only. While admin two-factor is required (the Settings choice, else REQUIRE_ADMIN_MFA) an
 * admin who has not enrolled is refused too, until they do (their account routes stay open).
 */
export function requireAdmin(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const user = request.auth?.user;
  if (!user) return done(unauthenticated());
  if (user.role !== 'admin') {
    return done(new AppError('FORBIDDEN', errorText('noAccess')));
  }
  if (user.mfaEnrolmentRequired) {
    return done(new AppError('MFA_ENROLMENT_REQUIRED', errorText('adminMfaRequired')));
  }
  done();
}

/**
 * Makes every route of a plugin private: the guard runs before the body is read (an anonymous
 * caller learns nothing and uploads nothing), and no answer is ever kept by a browser or a proxy,
 * since balances, histories and settings change with every approval.
 */
export function privateScope(
  app: FastifyInstance,
  guard: typeof requireUser = requireUser,
  cacheControl = 'no-store',
) {
  app.addHook('onRequest', guard);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', cacheControl);
  });
}
