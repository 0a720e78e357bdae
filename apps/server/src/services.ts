import { createMailer } from './lib/mailer.js';
import { createSecretBox } from './lib/secret-box.js';
import type { ServiceDeps } from './lib/service-deps.js';
import { createCoinsService, createAdminCoinsService } from './modules/coins/index.js';
import { createAccountService, createMfaService } from './modules/account/index.js';
import {
  createAuthMail,
  createAuthService,
  createEmailVerificationService,
  createLoginThrottle,
  createPasswordResetService,
  createSessionsService,
  deleteUserSessions,
} from './modules/auth/index.js';
import { createAdminUsersService } from './modules/users/index.js';
import { createFilesService } from './modules/files/index.js';
import { createDepositsService } from './modules/deposits/index.js';
import { createWalletsService } from './modules/wallets/index.js';
import { createTransactionsService } from './modules/transactions/index.js';
import { createStatementsService } from './modules/statements/index.js';
import { createWithdrawalsService } from './modules/withdrawals/index.js';
import { createSafeguardsService } from './modules/safeguards/index.js';
import { createApprovalsService } from './modules/approvals/index.js';
import { createAdjustmentsService } from './modules/adjustments/index.js';
import { createContactService, createSettingsService } from './modules/settings/index.js';
import { createRevenueService } from './modules/revenue/index.js';
import { createAuditService } from './modules/audit/index.js';
import { createPairsService } from './modules/pairs/index.js';
import { cancelOrdersOfUser, createOrdersService } from './modules/orders/index.js';
import { createMarketService } from './modules/market/index.js';
import { createPaymentsService } from './modules/payments/index.js';
import { createRealtimeService } from './modules/realtime/index.js';
import { createKycService } from './modules/kyc/index.js';
import { createPasswordHasher } from './lib/password.js';

/**
 * The composition root: wires every service once per app, handing each factory the services it
 * needs. Only app.ts uses it, and gives each route plugin just the services that plugin calls.
 */
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
    adminUsers: createAdminUsersService({
      db,
      clock,
      endUserSessions: deleteUserSessions,
      freezeTrading: cancelOrdersOfUser,
    }),
    // The money desk (issue 3). Each factory takes the same deps; services that need another
    // service (deposits and admin coins store files) receive it explicitly below.
    files,
    deposits: createDepositsService(deps, files),
    wallets: createWalletsService(deps),
    transactions: createTransactionsService(deps),
    // Statements (issue 15): reads only.
    statements: createStatementsService(deps),
    // Withdrawal safeguards (decisions.md 23): both withdrawal roads check a code through mfa.
    withdrawals: createWithdrawalsService(deps, mfa),
    safeguards: createSafeguardsService({ ...deps, hasher, throttle, secondFactor: mfa }),
    approvals: createApprovalsService(deps),
    adjustments: createAdjustmentsService(deps),
    adminCoins: createAdminCoinsService(deps, files),
    settings: createSettingsService(deps),
    revenue: createRevenueService(deps),
    contact: createContactService(deps),
    audit: createAuditService(deps),
    // Trading (issue 4) and M-Pesa payments (issue 5).
    pairs: createPairsService(deps),
    orders: createOrdersService(deps),
    market: createMarketService(deps),
    payments: createPaymentsService(deps, mfa),
    // Realtime push (issue 6): LISTEN, the hub of this instance's sockets, heartbeats.
    realtime: createRealtimeService(deps),
    // Customer due diligence (issue 14): tiers, phone and ID verification, limits.
    kyc: createKycService(deps, files),
  };
}

export type Services = ReturnType<typeof createServices>;
