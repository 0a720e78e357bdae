import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthUserResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MARKET_CHANNEL,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
  TokenRequest,
  VerifyEmailResponse,
} from '@soko/shared';
import type { AuthService } from './auth.service.js';
import type { Config } from '../../config.js';
import type { EmailVerificationService } from './email-verification.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { RequestContext, SignedIn } from './auth.service.js';
import { currentAuth, requireUser } from '../../lib/guards.js';
import { newSecretToken } from '../../lib/secret-tokens.js';
import { requestLanguage } from '../../lib/request-language.js';
import { clearSessionCookie, setLanguageCookie, setSessionCookie } from './session-cookie.js';
import { readStamped, stampAnswer, type ReadSequences } from '../../lib/answer-stamp.js';

/** The only services these routes use: app.ts passes exactly these. */
type AuthRouteServices = {
  auth: AuthService;
  config: Config;
  emailVerification: EmailVerificationService;
  passwordReset: PasswordResetService;
  readSequences: ReadSequences;
};

type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

const tags = ['auth'];
const noContent = z.void().describe('No content');

function contextOf(request: FastifyRequest): RequestContext {
  return {
    ip: request.ip,
    sessionId: request.auth?.session.id,
    language: requestLanguage(request),
  };
}

/**
 * The code step comes next, from the same tab: stamped, the `{mfaRequired}` answer no longer
 * makes the screens after the sign-in fetch twice. Unstamped if the read fails; it answers all
 * the same.
 */
async function stampSecondFactorAsk(
  request: FastifyRequest,
  reply: FastifyReply,
  readSequences: ReadSequences,
) {
  await stampAnswer(reply, readSequences, [MARKET_CHANNEL]).catch((error: unknown) => {
    request.log.warn({ err: error }, 'second-factor answer left unstamped');
  });
}

/** The session probe, sign-up, sign-in and sign-out. */
function sessionRoutes(app: ZodApp, services: AuthRouteServices) {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, result: SignedIn) => {
    setSessionCookie(request, reply, services.config, result.session);
    // The account's language follows the trader to this browser: its next pages come in it.
    if (result.user.language)
      setLanguageCookie(request, reply, services.config, result.user.language);
    // Read again after its channel's sequence, so the answer can say how new it is and the
    // screens after sign-in are not all fetched twice (realtime/answer-sequences.ts). The
    // session is committed by now: if that read fails, the sign-in still answers, unstamped.
    const user = await readStamped(reply, services.readSequences, result.user.id, () =>
      services.auth.sessionUser(result.user.id),
    ).catch((error: unknown) => {
      request.log.warn({ err: error }, 'sign-in answer left unstamped');
      return undefined;
    });
    return { user: user ?? result.user, csrfToken: result.session.csrfToken };
  };

  app.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user (or null) and the CSRF token',
        response: { 200: SessionResponse },
      },
    },
    // Anonymous callers get a throwaway token: requests without a session need none.
    (request) => ({
      user: request.auth?.user ?? null,
      csrfToken: request.auth?.session.csrfToken ?? newSecretToken(),
    }),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in; mails a verification link',
        body: RegisterRequest,
        response: { 201: AuthUserResponse },
      },
    },
    async (request, reply) => {
      const result = await services.auth.register(request.body, contextOf(request));
      return reply.status(201).send(await signedIn(request, reply, result));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in; answers {mfaRequired: true} when a second factor is needed',
        body: LoginRequest,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const result = await services.auth.login(request.body, contextOf(request));
      if (!('mfaRequired' in result)) return signedIn(request, reply, result);
      await stampSecondFactorAsk(request, reply, services.readSequences);
      return result;
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'End this session', response: { 204: noContent } } },
    async (request, reply) => {
      await services.auth.logout(request.auth?.session.id);
      clearSessionCookie(request, reply, services.config);
      return reply.status(204).send();
    },
  );
}

/** The emailed links: email verification and password reset. */
function linkRoutes(app: ZodApp, services: AuthRouteServices) {
  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the emailed token',
        body: TokenRequest,
        response: { 200: VerifyEmailResponse },
      },
    },
    async (request) => {
      await services.emailVerification.verify(request.body.token);
      return { verified: true as const };
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Mail a new verification link', response: { 204: noContent } },
    },
    async (request, reply) => {
      await services.emailVerification.resend(currentAuth(request).user.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (202 whether or not the email is known)',
        body: ForgotPasswordRequest,
        response: { 202: noContent },
      },
    },
    async (request, reply) => {
      await services.passwordReset.requestReset(request.body.email);
      return reply.status(202).send();
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed token; ends all sessions',
        body: ResetPasswordRequest,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const { userId } = await services.passwordReset.resetPassword(token, password);
      // The caller's own session, if it was this account's, has just ended with the others.
      if (request.auth?.user.id === userId) clearSessionCookie(request, reply, services.config);
      return reply.status(204).send();
    },
  );
}

/** /api/auth/... */
export const authRoutes: FastifyPluginCallbackZod<{ services: AuthRouteServices }> = (
  app,
  options,
  done,
) => {
  // Answers that carry the CSRF token or a fresh session must never be cached.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  sessionRoutes(app, options.services);
  linkRoutes(app, options.services);
  done();
};
