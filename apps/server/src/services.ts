import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { createSecretBox } from './lib/secret-box.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { createCoinsService } from './modules/coins/coins.service.js';
import { createPasswordHasher } from './modules/auth/password.js';
import { createAccountService } from './modules/account/account.service.js';
import { createMfaService } from './modules/account/mfa.service.js';
import { createAuthMail } from './modules/auth/auth-mail.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createEmailVerificationService } from './modules/auth/email-verification.service.js';
import { createLoginThrottle } from './modules/auth/login-throttle.js';
import { createPasswordResetService } from './modules/auth/password-reset.service.js';
import { createSessionsService } from './modules/auth/sessions.service.js';
import { createAdminUsersService } from './modules/users/admin-users.service.js';
import { createFilesService } from './modules/files/files.service.js';
import { createDepositsService } from './modules/deposits/deposits.service.js';
import { createWalletsService } from './modules/wallets/wallets.service.js';
import { createTransactionsService } from './modules/transactions/transactions.service.js';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service.js';
import { createApprovalsService } from './modules/approvals/approvals.service.js';
import { createAdminCoinsService } from './modules/coins/admin-coins.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createPairsService } from './modules/pairs/pairs.service.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createMarketService } from './modules/market/market.service.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createRealtimeService } from './modules/realtime/realtime.service.js';

export interface ServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
}

/** Wires every service once per app; routes receive this object and call into it. */
export function createServices(deps: ServiceDeps) {
  const { db, clock, config, log } = deps;
  const mailer = deps.mailer ?? createMailer(deps);
  const hasher = createPasswordHasher(config);
  const sessions = createSessionsService({ db, clock, config });
  const throttle = createLoginThrottle({ db, clock, config });
  const authMail = createAuthMail({ config, clock, mailer, log });
  const secretBox = createSecretBox(config.secretKeys);
  if (secretBox.usingBuiltInKey) {
    log.warn('SECRET_KEYS is not set: TOTP secrets are sealed with the built-in development key');
  }
  const mfa = createMfaService({ db, clock, throttle, secretBox, hasher });
  const files = createFilesService(deps);
  return {
    db,
    config,
    clock,
    mailer,
    passwordHasher: hasher,
    coins: createCoinsService(db),
    sessions,
    loginThrottle: throttle,
    mfa,
    auth: createAuthService({ db, clock, config, hasher, sessions, throttle, mfa, authMail }),
    emailVerification: createEmailVerificationService({ db, clock, authMail }),
    passwordReset: createPasswordResetService({ db, clock, hasher, authMail }),
    account: createAccountService({ db, clock, config, hasher, throttle, authMail, mfa }),
    adminUsers: createAdminUsersService({ db, clock }),
    // The money desk (issue 3). Each factory takes the same deps; services that need another
    // service (deposits and admin coins store files) receive it explicitly below.
    files,
    deposits: createDepositsService(deps, files),
    wallets: createWalletsService(deps),
    transactions: createTransactionsService(deps),
    withdrawals: createWithdrawalsService(deps),
    approvals: createApprovalsService(deps),
    adminCoins: createAdminCoinsService(deps, files),
    settings: createSettingsService(deps),
    audit: createAuditService(deps),
    // Trading (issue 4) and M-Pesa payments (issue 5).
    pairs: createPairsService(deps),
    orders: createOrdersService(deps),
    market: createMarketService(deps),
    payments: createPaymentsService(deps),
    // Realtime push (issue 6): LISTEN, the hub of this instance's sockets, heartbeats.
    realtime: createRealtimeService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
