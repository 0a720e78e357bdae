import {
  ADMIN_CHANNEL,
  COIN_SCALE,
  FIAT_CURRENCY,
  bpsToPercent,
  formatMinor,
  userChannel,
  type CreateCryptoWithdrawalRequest,
  type WithdrawalFee,
  type WithdrawalResponse,
  type WithdrawalView,
  formatMoneyText,
  errorText,
} from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { planCryptoWithdrawal } from '../../domain/withdrawals/crypto-withdrawal.js';
import { AppError } from '../../lib/app-error.js';
import { idempotent } from '../../lib/idempotency.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { checkWithdrawalAddress } from '../../domain/withdrawals/crypto-address.js';
import { placeHold } from '../ledger/index.js';
import { enforceLimit } from '../kyc/index.js';
import { assertWithdrawalAllowed, type SecondFactorCheck } from '../safeguards/index.js';
import { getSettings } from '../settings/index.js';
import { insertHistoryEntry } from '../transactions/index.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import { toWithdrawalView } from './withdrawal-views.js';
import {
  countPendingWithdrawals,
  findCoinBySymbol,
  insertWithdrawal,
  listUserWithdrawals,
  lockUserForWithdrawal,
} from './withdrawals.repository.js';

/** How many withdrawals a user may have waiting for an admin at once. */
export const MAX_PENDING_WITHDRAWALS = 20;
/** How many of their withdrawals GET /api/withdrawals lists (the newest). */
export const WITHDRAWAL_LIST_LIMIT = 100;
export const CRYPTO_WITHDRAWAL_OPERATION = 'POST /api/withdrawals/crypto';

/** The checks before any row is written, in the precedence order of createCrypto. */
async function checkRequest(tx: Tx, userId: string, request: CreateCryptoWithdrawalRequest) {
  const user = await lockUserForWithdrawal(tx, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', errorText('logInToWithdraw'));
  if (user.status !== 'active') {
    throw new AppError('ACCOUNT_SUSPENDED', errorText('accountSuspended'));
  }
  if (!user.email_verified_at) {
    throw new AppError('EMAIL_NOT_VERIFIED', errorText('emailNotVerifiedForWithdrawal'));
  }
  if (request.currency === FIAT_CURRENCY) {
    throw new AppError('VALIDATION_ERROR', errorText('kesWithdrawnToMpesa'), {
      fields: { currency: errorText('kesWithdrawnToMpesa') },
    });
  }
  // An inactive coin may still be withdrawn (its holders must be able to leave); only an
  // unknown symbol is refused.
  const coin = await findCoinBySymbol(tx, request.currency);
  if (!coin) {
    throw new AppError('VALIDATION_ERROR', errorText('coinNotFound'), {
      fields: { currency: errorText('coinNotFound') },
    });
  }
  const address = checkWithdrawalAddress(coin.network, request.address, coin.symbol);
  if (!address.ok) {
    throw new AppError('INVALID_ADDRESS', address, {
      fields: { address },
    });
  }
  const feeBps = (await getSettings(tx)).withdrawal_tax_bps;
  const plan = planCryptoWithdrawal(request.amount, feeBps);
  if (!plan.ok) throw new AppError(plan.code, plan);
  if ((await countPendingWithdrawals(tx, userId)) >= MAX_PENDING_WITHDRAWALS) {
    throw new AppError(
      'CONFLICT',
      errorText('tooManyPendingWithdrawals', { count: MAX_PENDING_WITHDRAWALS }),
    );
  }
  return { ...plan, feeBps };
}

/** The tier limit (decisions.md 22) on the gross amount, under the user's lock. */
async function checkLimit(tx: Tx, userId: string, currency: string, grossMinor: bigint, at: Date) {
  await enforceLimit(tx, { userId, kind: 'withdrawal', currency, amountMinor: grossMinor, at });
}

/**
 * One crypto withdrawal request, inside the caller's transaction. Rejections in precedence
 * order (the route's schema has already answered VALIDATION_ERROR for a malformed body):
 *   ACCOUNT_SUSPENDED → EMAIL_NOT_VERIFIED → VALIDATION_ERROR (KES, unknown coin) →
 *   INVALID_ADDRESS (the coin's network) → INVALID_AMOUNT (see planCryptoWithdrawal) →
 *   CONFLICT (too many pending) → LIMIT_EXCEEDED (the tier's 24-hour or 30-day limit) →
 *   the safeguards (WITHDRAWALS_PAUSED → ADDRESS_NOT_SAVED /
 *   ADDRESS_NOT_YET_USABLE → MFA_CODE_REQUIRED / INVALID_MFA_CODE) →
 *   INSUFFICIENT_BALANCE.
 * The balance is checked last, by the hold itself, under the account lock; a shortfall throws,
 * which rolls back the transactions and withdrawals rows written just before it.
 */
async function placeCryptoWithdrawal(
  tx: Tx,
  userId: string,
  request: CreateCryptoWithdrawalRequest,
  context: { at: Date; secondFactor: SecondFactorCheck },
): Promise<WithdrawalResponse> {
  const { at } = context;
  const plan = await checkRequest(tx, userId, request);
  await checkLimit(tx, userId, request.currency, plan.grossMinor, at);
  const destination = {
    kind: 'crypto' as const,
    currency: request.currency,
    address: request.address,
  };
  await assertWithdrawalAllowed(
    tx,
    { userId, destination, totpCode: request.totpCode, at },
    context.secondFactor,
  );
  const transaction = await insertHistoryEntry(tx, {
    userId,
    type: 'withdrawal',
    method: 'crypto',
    currency: request.currency,
    amountMinor: plan.grossMinor,
    feeMinor: plan.feeMinor,
    status: 'pending',
    withdrawalAddress: request.address,
    at,
  });
  const withdrawal = await insertWithdrawal(tx, {
    userId,
    transactionId: transaction.id,
    currency: request.currency,
    grossMinor: plan.grossMinor,
    feeMinor: plan.feeMinor,
    netMinor: plan.netMinor,
    feeBps: plan.feeBps,
    address: request.address,
    at,
  });
  const held = await placeHold(tx, {
    userId,
    currency: request.currency,
    amountMinor: plan.grossMinor,
    code: 'withdrawal_hold',
    withdrawalId: withdrawal.id,
    refs: { transactionId: transaction.id, withdrawalId: withdrawal.id },
    at,
  });
  if (!held.ok) {
    const most = formatMoneyText(formatMinor(held.availableMinor, COIN_SCALE), request.currency);
    throw new AppError('INSUFFICIENT_BALANCE', errorText('insufficientForWithdrawal', { most }));
  }
  publishOnCommit(tx, userChannel(userId), ['transactions', 'withdrawals']);
  publishOnCommit(tx, ADMIN_CHANNEL, ['withdrawals', 'stats']);
  return { withdrawal: toWithdrawalView(withdrawal) };
}

export function createWithdrawalsService(deps: ServiceDeps, secondFactor: SecondFactorCheck) {
  const { db, clock } = deps;

  return {
    /** The current withdrawal tax, for the dialog's gross / fee / net preview. */
    async fee(): Promise<WithdrawalFee> {
      const { withdrawal_tax_bps: feeBps } = await getSettings(db);
      return { feeBps, withdrawalTaxPercent: bpsToPercent(feeBps) };
    },

    async list(userId: string): Promise<WithdrawalView[]> {
      const rows = await listUserWithdrawals(db, userId, WITHDRAWAL_LIST_LIMIT);
      return rows.map(toWithdrawalView);
    },

    /**
     * POST /api/withdrawals/crypto: one transaction writes the transactions row, the withdrawals
     * row and the hold of the gross amount, or nothing at all. With an Idempotency-Key, a retry
     * returns the first answer and holds nothing again.
     */
    async createCrypto(
      userId: string,
      request: CreateCryptoWithdrawalRequest,
      idempotencyKey: string | undefined,
    ): Promise<WithdrawalResponse> {
      // The code is proof, not content: a retry with the next code is the same request.
      const content = {
        currency: request.currency,
        amount: request.amount,
        address: request.address,
      };
      const context = {
        userId,
        key: idempotencyKey,
        operation: CRYPTO_WITHDRAWAL_OPERATION,
        request: content,
      };
      return db.transaction((tx) =>
        idempotent(tx, context, () =>
          placeCryptoWithdrawal(tx, userId, request, { at: clock.now(), secondFactor }),
        ),
      );
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
