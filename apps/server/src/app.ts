import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { MAX_UPLOAD_BYTES } from '@soko/shared';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import { answerFrameworkError, registerErrorHandlers } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerIdempotentReplayedHeader } from './plugins/idempotent-replayed.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { adminScope } from './plugins/admin-scope.js';
import { registerSession } from './plugins/session.js';
import { accountRoutes } from './modules/account/index.js';
import { safeguardsRoutes } from './modules/safeguards/index.js';
import { authRoutes } from './modules/auth/index.js';
import { coinsRoutes, adminCoinsRoutes } from './modules/coins/index.js';
import { adminUsersRoutes } from './modules/users/index.js';
import { healthRoutes } from './modules/health/index.js';
import { filesRoutes } from './modules/files/index.js';
import { depositsRoutes } from './modules/deposits/index.js';
import { walletsRoutes } from './modules/wallets/index.js';
import { transactionsRoutes } from './modules/transactions/index.js';
import { statementsRoutes } from './modules/statements/index.js';
import { withdrawalsRoutes } from './modules/withdrawals/index.js';
import { adminTransactionsRoutes, adminStatsRoutes } from './modules/approvals/index.js';
import { adminAdjustmentsRoutes } from './modules/adjustments/index.js';
import {
  adminContactRoutes,
  adminSettingsRoutes,
  contactRoutes,
} from './modules/settings/index.js';
import { adminAuditRoutes } from './modules/audit/index.js';
import { pairsRoutes, adminPairsRoutes } from './modules/pairs/index.js';
import { adminRevenueRoutes } from './modules/revenue/index.js';
import { ordersRoutes } from './modules/orders/index.js';
import { marketRoutes } from './modules/market/index.js';
import { paymentsRoutes } from './modules/payments/index.js';
import {
  realtimeRoutes,
  realtimeWebsocketOptions,
  registerAnswerSequences,
} from './modules/realtime/index.js';
import { adminKycRoutes, kycRoutes } from './modules/kyc/index.js';
import { createServices, type Services } from './services.js';
import type { Mailer } from './lib/mailer.js';
import { logOneLinePerRequest } from './lib/pretty-logs.js';

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  /** Replaces the mailer chosen by config (tests capture mail this way). */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (tests walk all admin routes this way). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance & { services: Services };

/**
 * Builds the whole server in a fixed, explicit order: core settings, external plugins, our own
 * plugins, then the modules, then the web app. Everything that touches money is listed here.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Pretty logs (a terminal) write one line per request instead (logOneLinePerRequest).
    logController: new LogController({ disableRequestLogging: config.logPretty }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Explicit timeouts rather than defaults: a stalled client must not hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.logPretty) logOneLinePerRequest(app);

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerInputGuard(app);
  registerIdempotentReplayedHeader(app);

  const services = createServices({ config, db, clock, mailer: deps.mailer, log: app.log });
  app.decorate('services', services);
  // The storage driver may hold sockets (S3); they go when the server closes.
  app.addHook('onClose', async () => {
    services.files.storage.close();
  });

  // External plugins first: cookies are read by the session hook, headers apply to every reply.
  await app.register(cookie);
  // Multipart bodies (proof images, coin icons): one file, a few small fields. The file limit
  // sits one byte above the 5 MB rule so the upload check can tell "too large" apart clearly.
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: MAX_UPLOAD_BYTES + 1 },
  });
  // Realtime push: LISTEN starts when the app is ready. At close, our hook runs before the
  // plugin's own (registered first), so sockets hear 1001 "going away" and the LISTEN ends.
  app.addHook('onReady', () => services.realtime.start());
  app.addHook('preClose', () => services.realtime.close());
  await app.register(websocket, realtimeWebsocketOptions);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);

  // Our own plugins, then the modules, each under its own prefix. The session plugin resolves
  // the cookie and enforces CSRF for every route registered after it.
  await app.register(registerSession, { sessions: services.sessions });
  registerAnswerSequences(app, (channels) => services.realtime.readSequences(channels));
  await registerRateLimits(app, { db, perMinute: config.rateLimitPerMinute });
  await registerModules(app, services);
  registerOpenApiRoute(app);

  const sendFrame = config.serveWeb && (await registerWebApp(app, config.webDistDir));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && sendFrame && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendFrame(request, reply);
    }
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });

  return app as unknown as App;
}

/**
 * The modules, each under its own prefix, in a fixed order; everything that touches money is
 * here. Each route plugin receives only the services it uses.
 */
async function registerModules(app: FastifyInstance, services: Services) {
  const { config } = services;
  await app.register(healthRoutes, { db: services.db });
  const auth = { auth: services.auth, config, emailVerification: services.emailVerification };
  await app.register(authRoutes, {
    prefix: '/api/auth',
    services: {
      ...auth,
      passwordReset: services.passwordReset,
      readSequences: (channels) => services.realtime.readSequences(channels),
    },
  });
  await app.register(safeguardsRoutes, {
    prefix: '/api/account',
    services: { safeguards: services.safeguards },
  });
  await app.register(accountRoutes, {
    prefix: '/api/account',
    services: { account: services.account, mfa: services.mfa, config },
  });
  await app.register(coinsRoutes, { prefix: '/api', services: { coins: services.coins } });
  await app.register(filesRoutes, { prefix: '/api', services: { files: services.files } });
  await app.register(walletsRoutes, { prefix: '/api', services: { wallets: services.wallets } });
  await app.register(transactionsRoutes, {
    prefix: '/api',
    services: { transactions: services.transactions },
  });
  await app.register(statementsRoutes, {
    prefix: '/api',
    services: { statements: services.statements },
  });
  await app.register(depositsRoutes, { prefix: '/api', services: { deposits: services.deposits } });
  await app.register(withdrawalsRoutes, {
    prefix: '/api',
    services: { withdrawals: services.withdrawals },
  });
  await app.register(pairsRoutes, { prefix: '/api', services: { pairs: services.pairs } });
  await app.register(marketRoutes, { prefix: '/api', services: { market: services.market } });
  await app.register(ordersRoutes, { prefix: '/api', services: { orders: services.orders } });
  await app.register(paymentsRoutes, { prefix: '/api', services: { payments: services.payments } });
  await app.register(kycRoutes, { prefix: '/api', services: { kyc: services.kyc } });
  await app.register(contactRoutes, { prefix: '/api', services: { contact: services.contact } });
  await app.register(realtimeRoutes, { services: { realtime: services.realtime, config } });
  // Every admin route goes in here: the scope guards them all with requireAdmin.
  await app.register(adminScope, {
    prefix: '/api/admin',
    routes: async (admin) => {
      await admin.register(adminUsersRoutes, { services: { adminUsers: services.adminUsers } });
      await admin.register(adminStatsRoutes, { services: { approvals: services.approvals } });
      await admin.register(adminTransactionsRoutes, {
        services: { approvals: services.approvals },
      });
      await admin.register(adminAdjustmentsRoutes, {
        services: { adjustments: services.adjustments },
      });
      await admin.register(adminCoinsRoutes, { services: { adminCoins: services.adminCoins } });
      await admin.register(adminSettingsRoutes, { services: { settings: services.settings } });
      await admin.register(adminContactRoutes, { services: { contact: services.contact } });
      await admin.register(adminAuditRoutes, { services: { audit: services.audit } });
      await admin.register(adminPairsRoutes, { services: { pairs: services.pairs } });
      await admin.register(adminRevenueRoutes, { services: { revenue: services.revenue } });
      await admin.register(adminKycRoutes, { services: { kyc: services.kyc } });
    },
  });
}
