import {
  DEFAULT_MAKER_FEE_BPS,
  DEFAULT_TAKER_FEE_BPS,
  PAIR_MESSAGES,
  PAIR_RULE_MESSAGES,
  checkPairLimits,
  type CreatePairRequest,
  type PairView,
  type UpdatePairRequest,
  errorText,
} from '@soko/shared';
import { isUniqueViolation, type Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { recordAudit } from '../audit/index.js';
import { ensurePairFeeAccounts } from '../ledger/index.js';
import { announcePairChange } from './pair-events.js';
import { auditStateOf, toPairView, trimmedCoinAmount } from './pair-views.js';
import {
  PAIR_UNIQUE_INDEX,
  coinExists,
  findPairByCurrencies,
  insertDefaultPairs,
  insertPair,
  listPairs,
  lockPair,
  updatePair,
  type PairFees,
  type PairRow,
} from './pairs.repository.js';

export interface PairRequestContext {
  actorId: string;
  ip: string | null;
}

/**
 * Creates the default pairs that are missing (see insertDefaultPairs), inside the caller's
 * transaction: the coin-create path and the demo seed call it right after inserting coins, so a
 * coin is never visible without its KES pair. Each new pair gets its own fee accounts
 * (ensurePairFeeAccounts). Idempotent; never touches an existing pair.
 */
export async function ensureDefaultPairs(
  tx: Tx,
  at: Date = new Date(),
  fees: PairFees = { makerFeeBps: DEFAULT_MAKER_FEE_BPS, takerFeeBps: DEFAULT_TAKER_FEE_BPS },
): Promise<PairRow[]> {
  const created = await insertDefaultPairs(tx, at, fees);
  await ensurePairFeeAccounts(tx, created);
  return created;
}

function pairExists() {
  return new AppError('CONFLICT', PAIR_MESSAGES.exists);
}

function invalid(field: string, message: string) {
  return new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
}

/** The checks of a new pair against the database, in the route's precedence order. */
async function checkNewPair(tx: Tx, input: CreatePairRequest) {
  if (!(await coinExists(tx, input.base))) throw invalid('base', PAIR_RULE_MESSAGES.unknownBase);
  if (input.quote === 'USDT' && !(await coinExists(tx, 'USDT'))) {
    throw invalid('quote', PAIR_RULE_MESSAGES.usdtMissing);
  }
  if (await findPairByCurrencies(tx, input.base, input.quote)) throw pairExists();
  const limits = checkPairLimits(input.minOrderSize, input.maxOrderSize);
  if (!limits.ok) throw invalid(limits.field, limits.message);
  return limits;
}

/** The pair's new values: the request merged over what is stored, checked as a whole. */
function mergedValues(pair: PairRow, input: UpdatePairRequest) {
  const limits = checkPairLimits(
    input.minOrderSize ?? trimmedCoinAmount(pair.min_order_size_minor),
    input.maxOrderSize ?? trimmedCoinAmount(pair.max_order_size_minor),
  );
  if (!limits.ok) throw invalid(limits.field, limits.message);
  return {
    minMinor: limits.minMinor,
    maxMinor: limits.maxMinor,
    active: input.active ?? pair.active,
    makerFeeBps: input.makerFeeBps ?? pair.maker_fee_bps,
    takerFeeBps: input.takerFeeBps ?? pair.taker_fee_bps,
  };
}

/**
 * Trading pairs (decisions.md point 7): public list, and the admin's Trading Pairs screen. Every
 * admin change runs in one transaction with its audit entry (decisions.md point 13); an update
 * locks the pair row first, the same lock order placement and takes use, so an order placed
 * while the limits change sees either the old limits or the new ones, never a mix.
 */
export function createPairsService(deps: ServiceDeps) {
  const { db, clock } = deps;

  return {
    /** Every pair, active and inactive, by base then quote. */
    async list(): Promise<PairView[]> {
      return (await listPairs(db)).map(toPairView);
    },

    /**
     * Rejections in precedence order: VALIDATION_ERROR (body: both currencies, quote KES or
     * USDT, base ≠ quote, limits), VALIDATION_ERROR (base not a coin; USDT coin missing),
     * CONFLICT (the pair exists).
     */
    async create(context: PairRequestContext, input: CreatePairRequest): Promise<PairView> {
      const at = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const limits = await checkNewPair(tx, input);
          const row = await insertPair(tx, { ...input, ...limits, fees: deps.config.pairFees, at });
          // Its own fee accounts from the start, so its first fill finds them in one read.
          await ensurePairFeeAccounts(tx, [row]);
          announcePairChange(tx, [row]);
          await recordAudit(tx, {
            actorUserId: context.actorId,
            action: 'pair.create',
            targetType: 'pair',
            targetId: row.id,
            before: null,
            after: auditStateOf(row),
            ipAddress: context.ip,
            at,
          });
          return toPairView(row);
        });
      } catch (error) {
        // Two admins adding the same pair at once: the loser's insert hits the unique index.
        if (isUniqueViolation(error, PAIR_UNIQUE_INDEX)) throw pairExists();
        throw error;
      }
    },

    /** Limits and the active flag. NOT_FOUND, then VALIDATION_ERROR; a no-op writes no entry. */
    async update(
      context: PairRequestContext,
      id: string,
      input: UpdatePairRequest,
    ): Promise<PairView> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const pair = await lockPair(tx, id);
        if (!pair) throw new AppError('NOT_FOUND', errorText('tradingPairNotFound'));
        const values = mergedValues(pair, input);
        const unchanged =
          values.minMinor === pair.min_order_size_minor &&
          values.maxMinor === pair.max_order_size_minor &&
          values.active === pair.active &&
          values.makerFeeBps === pair.maker_fee_bps &&
          values.takerFeeBps === pair.taker_fee_bps;
        if (unchanged) return toPairView(pair);
        const after = await updatePair(tx, id, values, at);
        announcePairChange(tx, [after]);
        await recordAudit(tx, {
          actorUserId: context.actorId,
          action: 'pair.update',
          targetType: 'pair',
          targetId: id,
          before: auditStateOf(pair),
          after: auditStateOf(after),
          ipAddress: context.ip,
          at,
        });
        return toPairView(after);
      });
    },
  };
}

export type PairsService = ReturnType<typeof createPairsService>;
