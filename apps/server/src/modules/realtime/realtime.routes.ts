import type { WebsocketPluginOptions } from '@fastify/websocket';
import { REALTIME_PATH, errorText } from '@soko/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.js';
import type { RealtimeService } from './realtime.service.js';
import type { Config } from '../../config.js';
import type { RealtimeViewer } from './realtime-access.js';

/** A client message is a few dozen bytes; anything over 4 KB is closed with 1009 by ws. */
export const REALTIME_MAX_MESSAGE_BYTES = 4_096;
/** How long a browser turned away because the instance is full waits before trying again. */
const FULL_RETRY_SECONDS = 5;

/** @fastify/websocket settings: small messages, and errors after the upgrade logged, not fatal. */
export const realtimeWebsocketOptions: WebsocketPluginOptions = {
  options: { maxPayload: REALTIME_MAX_MESSAGE_BYTES },
  errorHandler(error, socket, request) {
    // A broken client (message too big, bad frame) is already being closed by ws with the right
    // code; cutting the socket now could lose that close frame. Anything else is cut.
    request.log.info({ err: error }, 'realtime socket error');
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
      socket.terminate();
    }
  },
};

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site WebSocket hijacking: browsers send our cookie with a WebSocket opened by any site,
 * and SameSite=Lax does not stop it, so the Origin must be ours (the Host asked for, or the
 * public address). Tools that send no Origin (not browsers) are not the threat and pass.
 */
function isSameOrigin(request: FastifyRequest, publicHost: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = hostOf(origin);
  return host !== undefined && (host === request.host || host === publicHost);
}

const viewerOf = (request: FastifyRequest): RealtimeViewer | null =>
  request.auth
    ? {
        userId: request.auth.user.id,
        sessionId: request.auth.session.id,
        role: request.auth.user.role,
        mfaEnrolmentRequired: request.auth.user.mfaEnrolmentRequired,
      }
    : null;

/**
 * GET /api/realtime: the push channel, one WebSocket per browser tab.
 *
 * Why a WebSocket rather than server-sent events: one socket carries joins and leaves as the
 * single-page app moves between pages, without reconnecting; each join is answered (or refused)
 * on its own; ws's bufferedAmount tells us when a client cannot keep up so it can be dropped;
 * and ping/pong finds phones that vanished without closing their connection.
 *
 * The session plugin has resolved the cookie on the upgrade request like on any /api request;
 * anonymous sockets are welcome (pairs and the market are public).
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  options: { services: { realtime: RealtimeService; config: Config } },
) {
  const { realtime, config } = options.services;
  const publicHost = hostOf(config.publicUrl);

  async function admit(request: FastifyRequest, reply: FastifyReply) {
    if (!isSameOrigin(request, publicHost)) {
      throw new AppError('FORBIDDEN', errorText('otherSiteRefused'));
    }
    if (request.ws && realtime.isFull()) {
      // 503 rather than 429: the load balancer may try another instance, and so may the browser.
      return reply
        .status(503)
        .header('retry-after', String(FULL_RETRY_SECONDS))
        .send({
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many live connections on this server. Retrying shortly.',
            retryAfterSeconds: FULL_RETRY_SECONDS,
          },
        });
    }
  }

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: { hide: true },
    onRequest: admit,
    handler: async () => {
      throw new AppError('VALIDATION_ERROR', errorText('webSocketOnly'));
    },
    wsHandler: (socket, request) => {
      realtime.accept(socket, viewerOf(request));
    },
  });
}
