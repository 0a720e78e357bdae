import {
  FIAT_SCALE,
  formatMinor,
  normaliseKenyanPhone,
  parseMpesaAmount,
  formatKesFigure,
  type CreateMpesaPaymentRequest,
  type CreateMpesaPaymentResponse,
  type PaymentLimits,
  type PaymentList,
  type PaymentStatusView,
  errorText,
} from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { idempotent } from '../../lib/idempotency.js';
import type { PaymentsConfig } from '../../config.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { enforceLimit } from '../kyc/index.js';
import { assertWithdrawalAllowed, type SecondFactorCheck } from '../safeguards/index.js';
import { createCallbackSecret } from './callback-secret.js';
import { createProvider } from './create-provider.js';
import { receiveCallback } from './payment-callbacks.js';
import { writePayment, type PaymentTiming } from './payment-intake.js';
import { initiatePayment } from './payment-initiation.js';
import { reconcilePayments } from './payment-reconciliation.js';
import { toPaymentStatusView } from './payment-views.js';
import {
  countOpenPayments,
  findPaymentByReference,
  listUserPayments,
  lockUserForPayment,
  type PaymentRow,
} from './payments.repository.js';
import type { CallbackHint, ProviderName } from './provider.js';

export const MPESA_PAYMENT_OPERATION = 'POST /api/payments/mpesa';
/** How many of their payments GET /api/payments lists (the newest). */
export const PAYMENT_LIST_LIMIT = 50;

/**
 * The checks and writes of a new payment, inside the request's transaction. Rejections in
 * precedence order (the route's schema has already answered VALIDATION_ERROR for a malformed
 * body): ACCOUNT_SUSPENDED → EMAIL_NOT_VERIFIED (withdrawal) → INVALID_AMOUNT →
 * VALIDATION_ERROR (phone) → CONFLICT (too many pending) → LIMIT_EXCEEDED (the tier's limit
 * on deposits or withdrawals) → the withdrawal safeguards (WITHDRAWALS_PAUSED →
 * MFA_CODE_REQUIRED / INVALID_MFA_CODE) → INSUFFICIENT_BALANCE (withdrawal,
 * checked by the hold itself under the account lock; a shortfall rolls every row back).
 */
async function placePayment(
  tx: Tx,
  input: {
    userId: string;
    request: CreateMpesaPaymentRequest;
    at: Date;
    secondFactor: SecondFactorCheck;
  },
  settings: { provider: ProviderName; minKes: number; maxKes: number; maxPending: number },
  timing: PaymentTiming,
): Promise<PaymentRow> {
  const { userId, request, at } = input;
  const user = await lockUserForPayment(tx, userId);
  if (!user) {
    const signIn = request.type === 'deposit' ? 'signInDeposit' : 'signInWithdrawal';
    throw new AppError('UNAUTHENTICATED', errorText(signIn));
  }
  if (user.status !== 'active')
    throw new AppError('ACCOUNT_SUSPENDED', errorText('accountSuspended'));
  if (request.type === 'withdrawal' && !user.email_verified_at) {
    throw new AppError('EMAIL_NOT_VERIFIED', errorText('emailNotVerifiedForWithdrawal'));
  }
  const amount = parseMpesaAmount(request.amount, settings);
  if (!amount.ok) throw new AppError('INVALID_AMOUNT', amount);
  const phone = normaliseKenyanPhone(request.phone);
  if (!phone.ok) {
    throw new AppError('VALIDATION_ERROR', phone.message, { fields: { phone: phone.message } });
  }
  if ((await countOpenPayments(tx, userId)) >= settings.maxPending) {
    throw new AppError('CONFLICT', errorText('tooManyPayments', { count: settings.maxPending }));
  }
  await enforceLimit(tx, {
    userId,
    kind: request.type,
    currency: 'KES',
    amountMinor: amount.amountMinor,
    at,
  });
  if (request.type === 'withdrawal') {
    const check = {
      userId,
      destination: { kind: 'mpesa' as const },
      totpCode: request.totpCode,
      at,
    };
    await assertWithdrawalAllowed(tx, check, input.secondFactor);
  }
  const written = await writePayment(tx, {
    userId,
    type: request.type,
    amountMinor: amount.amountMinor,
    phone: phone.phone,
    provider: settings.provider,
    timing,
    at,
  });
  if (!written.ok) {
    // M-Pesa pays whole shillings, so the most that can be withdrawn is rounded down to one.
    const mostMinor = (written.availableMinor / 100n) * 100n;
    throw new AppError(
      'INSUFFICIENT_BALANCE',
      errorText('maxWithdrawal', {
        maximum: formatKesFigure(formatMinor(mostMinor, FIAT_SCALE)),
      }),
    );
  }
  return written.payment;
}

/** The rules of config that every new payment follows. */
function rulesOf(config: PaymentsConfig) {
  const timing: PaymentTiming = {
    timeoutSeconds: config.timeoutSeconds,
    reconcileWindowMinutes: config.reconcileWindowMinutes,
    reconcileAfterSeconds: config.reconcileAfterSeconds,
  };
  const settings = {
    provider: config.provider,
    minKes: config.minKes,
    maxKes: config.maxKes,
    maxPending: config.maxPendingPerUser,
  };
  return { timing, settings };
}

/**
 * The provider and the two roads into and out of it: the callback handler (which the simulator
 * calls in process, and the HTTP route calls for the real providers) and the initiation.
 */
function wireProvider(deps: ServiceDeps) {
  const { db, clock, log } = deps;
  const config = deps.config.payments;
  const callbackSecret = createCallbackSecret(db, config.callbackSecret);
  const handleCallback = (name: ProviderName, rawBody: string, hint: CallbackHint = {}) =>
    receiveCallback({ db, clock }, name, rawBody, hint);
  const provider = createProvider({
    config,
    db,
    clock,
    deliver: async (raw) => {
      await handleCallback('simulator', JSON.stringify(raw));
    },
    onError: (error) => log.error({ err: error }, 'simulated M-Pesa answer failed'),
  });
  const initiation = {
    db,
    clock,
    provider,
    log,
    callbackUrl: async () => {
      const secret = await callbackSecret.secret();
      return `${config.callbackBaseUrl}/api/payments/callbacks/${provider.name}/${secret}`;
    },
  };
  return { callbackSecret, handleCallback, provider, initiation };
}

export function createPaymentsService(deps: ServiceDeps, secondFactor: SecondFactorCheck) {
  const { db, clock, log } = deps;
  const config = deps.config.payments;
  const { timing, settings } = rulesOf(config);
  const { callbackSecret, handleCallback, provider, initiation } = wireProvider(deps);

  return {
    provider,
    callbackSecret,
    handleCallback,

    /**
     * POST /api/payments/mpesa. One transaction writes the payment (and a withdrawal's hold)
     * and commits before the provider is called, so a crash in between leaves a pending payment
     * the reconciliation job resolves, never money moved without a record. With an
     * Idempotency-Key a retry returns the first answer and asks the provider nothing again.
     */
    async create(
      userId: string,
      request: CreateMpesaPaymentRequest,
      idempotencyKey: string | undefined,
    ): Promise<CreateMpesaPaymentResponse> {
      let created: PaymentRow | undefined;
      // The code is proof, not content: a retry with the next code is the same request.
      const content = { type: request.type, amount: request.amount, phone: request.phone };
      const context = {
        userId,
        key: idempotencyKey,
        operation: MPESA_PAYMENT_OPERATION,
        request: content,
      };
      const response = await db.transaction((tx) => {
        created = undefined;
        return idempotent(tx, context, async () => {
          const input = { userId, request, at: clock.now(), secondFactor };
          created = await placePayment(tx, input, settings, timing);
          return { reference: created.reference, status: created.status };
        });
      });
      if (!created) return response;
      const result = await initiatePayment(initiation, created);
      if (result.kind === 'refused') {
        const failed =
          request.type === 'deposit' ? 'initiateDepositFailed' : 'initiateWithdrawalFailed';
        throw new AppError('PROVIDER_ERROR', errorText(failed, { reason: result.error }));
      }
      return response;
    },

    /** GET /api/payments/:reference: the owner's own payment only; anyone else gets 404. */
    async get(userId: string, reference: string): Promise<PaymentStatusView> {
      const payment = await findPaymentByReference(db, reference.trim().toUpperCase());
      if (!payment || payment.user_id !== userId) {
        throw new AppError('NOT_FOUND', errorText('paymentNotFound'));
      }
      return toPaymentStatusView(payment);
    },

    limits(): PaymentLimits {
      return {
        minKes: config.minKes,
        maxKes: config.maxKes,
        simulator: provider.name === 'simulator',
      };
    },

    async list(userId: string): Promise<PaymentList> {
      const rows = await listUserPayments(db, userId, PAYMENT_LIST_LIMIT);
      return rows.map(toPaymentStatusView);
    },

    /** One pass of the reconciliation job (jobs/payment-reconciliation.ts runs it on a timer). */
    reconcile: () => reconcilePayments({ db, clock, provider, config, log }),

    /** Waits for the simulator's scheduled answers (tests), then nothing is left in flight. */
    async idle() {
      await (provider as { idle?: () => Promise<void> }).idle?.();
    },

    async close() {
      await provider.close?.();
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
