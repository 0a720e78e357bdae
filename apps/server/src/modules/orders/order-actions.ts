import { errorText, type ExecuteOrderResponse, type OrderSide, type OrderView } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { planTake } from '../../domain/matching/take.js';
import { MIN_FILL_STATUS } from '../../domain/matching/min-fill.js';
import { AppError } from '../../lib/app-error.js';
import { unauthenticated } from '../../lib/guards.js';
import {
  applyLedger,
  planLockedLedger,
  userAccountsKey,
  voidHold,
  type LedgerLocks,
  type LedgerOperation,
} from '../ledger/index.js';
import { insertTradeHistoryEntries, tradeHistoryStatement } from '../transactions/index.js';
import { assertActiveStatus } from '../users/index.js';
import {
  feeSetup,
  type AccountsOf,
  type FeeAccounts,
  fillOperations,
  insufficient,
  makerStateAfter,
  partiesAccounts,
  tradeOf,
  type FillInput,
} from './order-fills.js';
import { announceOrderChange } from './order-events.js';
import { toOrderView, toTradeView } from './order-views.js';
import { lockTakeContext, type TakeContext } from './take-context.repository.js';
import {
  insertTrade,
  lockOrder,
  orderAfterState,
  orderStateStatement,
  tradeInsertStatement,
  lockPairOfOrder,
  updateOrderState,
  type OrderRow,
  type PairRow,
  type TradeRow,
} from './orders.repository.js';

function orderNotFound() {
  return new AppError('ORDER_NOT_FOUND', errorText('orderNotFound'));
}

/**
 * The order's view after this transaction's update, from what is already in memory: the
 * updated row, its pair's symbols and the owner's name (read with the order's lock).
 */
function viewAfter(updated: OrderRow, pair: PairRow, username: string): OrderView {
  return toOrderView({ ...updated, base: pair.base, quote: pair.quote, username });
}

/**
 * Locks, in the fixed order: the order's pair row (found through the order in the same
 * statement), then the order.
 */
async function lockOrderAndPair(tx: Tx, orderId: string) {
  const pair = await lockPairOfOrder(tx, orderId);
  if (!pair) return undefined;
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return { pair, order };
}

/** The take's fee accounts from its context, or undefined when the pair lacks some. */
function contextFeeAccounts(context: TakeContext, pair: PairRow): FeeAccounts | undefined {
  const accounts: FeeAccounts = new Map();
  for (const currency of [pair.base, pair.quote]) {
    const find = (kind: string) =>
      context.accounts.find((a) => !a.ownerUserId && a.currency === currency && a.kind === kind)
        ?.id;
    const revenue = find('fee_revenue');
    const excise = find('excise_payable');
    if (!revenue || !excise) return undefined;
    accounts.set(currency, { revenue, excise });
  }
  return accounts;
}

/**
 * The fill's fee rates and the pair's fee accounts from the take's context (what feeSetup
 * reads), or through feeSetup when the pair still lacks its fee accounts (it creates them).
 */
async function takeFees(tx: Tx, context: TakeContext, pair: PairRow, at: Date) {
  const charges = pair.maker_fee_bps !== 0 || pair.taker_fee_bps !== 0;
  const accounts: FeeAccounts | undefined = charges
    ? contextFeeAccounts(context, pair)
    : new Map<string, { revenue: string; excise: string }>();
  if (!accounts) return feeSetup(tx, pair, at);
  const exciseRateBps = charges ? context.exciseRateBps : 0;
  const rates = { makerFeeBps: pair.maker_fee_bps, takerFeeBps: pair.taker_fee_bps, exciseRateBps };
  return { rates, accounts };
}

/** The parties' accounts from the take's context, or undefined when one is still to create. */
function contextPartiesAccounts(context: TakeContext, pair: PairRow, userIds: string[]) {
  const accounts: AccountsOf = new Map();
  for (const userId of userIds) {
    for (const currency of [pair.base, pair.quote]) {
      const find = (kind: string) =>
        context.accounts.find(
          (a) => a.ownerUserId === userId && a.currency === currency && a.kind === kind,
        )?.id;
      const availableAccountId = find('available');
      const heldAccountId = find('held');
      if (!availableAccountId || !heldAccountId) return undefined;
      accounts.set(userAccountsKey(userId, currency), { availableAccountId, heldAccountId });
    }
  }
  return accounts;
}

/**
 * POST /api/orders/:id/execute inside the caller's transaction: takes `amountText` of a resting
 * order at its price. The taker places no order; their side moves straight from their available
 * balance. Rejections in precedence order: UNAUTHENTICATED (`sessionId`, the session asking, is
 * no longer live) → ACCOUNT_SUSPENDED (the taker, re-checked under a
 * share lock of their row, taken before the pair's) → ORDER_NOT_FOUND → PAIR_INACTIVE → SELF_TRADE →
 * INVALID_AMOUNT (see planTake) → INSUFFICIENT_BALANCE (the ledger, under the account lock).
 *
 * Everything it reads before deciding (the taker's status, pair, order, hold, fee setup and the
 * parties' accounts with their balances) comes locked from ONE statement (lockTakeContext), and
 * the ledger reuses those locks; only a first use (an account or a pair's fee account still to
 * create) reads and locks the usual way.
 */
export async function takeOrder(
  tx: Tx,
  takerUserId: string,
  orderId: string,
  amountText: string,
  at: Date,
  sessionId: string | null,
): Promise<ExecuteOrderResponse> {
  const context = await lockTakeContext(tx, takerUserId, orderId, at, sessionId);
  // Signed out (on any instance) before this take locked the taker: the answer the session
  // check would have given, had it read the session again (plugins/session.ts).
  if (context.sessionEnded) throw unauthenticated();
  assertActiveStatus(context.takerStatus);
  const locked = context.pair && context.order && { pair: context.pair, order: context.order };
  const plan = planTake(
    locked && {
      id: locked.order.id,
      userId: locked.order.user_id,
      side: locked.order.side,
      status: locked.order.status,
      priceMinor: locked.order.price_minor,
      amountMinor: locked.order.amount_minor,
      base: locked.pair.base,
      quote: locked.pair.quote,
      pairActive: locked.pair.active,
      minFillMinor: locked.order.min_fill_minor,
    },
    takerUserId,
    amountText,
  );
  if (!plan.ok) {
    const status = plan.code === 'ORDER_TOO_SMALL' ? { statusCode: MIN_FILL_STATUS } : {};
    throw new AppError(plan.code, plan, status);
  }
  if (!locked) throw orderNotFound();
  const { pair, order } = locked;
  const makerHoldId = order.pending_hold_id;
  if (!makerHoldId) throw new Error(`resting order ${order.id} has no pending hold`);
  const taker = { userId: takerUserId, side: plan.takerSide, orderId: null, holdId: null };
  const fees = await takeFees(tx, context, pair, at);
  const input: FillInput = {
    pair,
    maker: order,
    makerHoldId,
    taker,
    fill: plan,
    rates: fees.rates,
  };
  const trade = tradeOf(input, at);
  const parties = [takerUserId, order.user_id];
  const accounts =
    contextPartiesAccounts(context, pair, parties) ?? (await partiesAccounts(tx, pair, parties));
  // Every account of the fill is locked once, in one sorted step (the context, else applyLedger).
  const operations = fillOperations(input, trade, accounts, fees.accounts);
  const makerAfter = await writeTake(tx, {
    trade,
    operations,
    state: makerStateAfter(input, at),
    order,
    pair,
    plan,
    locks: context.locks,
    at,
  });
  announceOrderChange(tx, pair, { traders: [order.user_id, takerUserId], traded: true });
  return {
    trade: toTradeView(trade, pair),
    order: viewAfter(makerAfter, pair, order.username),
  };
}

interface TakeWrites {
  trade: TradeRow;
  operations: LedgerOperation[];
  state: ReturnType<typeof makerStateAfter>;
  order: OrderRow;
  pair: PairRow;
  plan: { takerSide: OrderSide; quoteMinor: bigint; amountMinor: bigint };
  locks: LedgerLocks;
  at: Date;
}

/** A take's writes (trade, ledger, the maker's new state, history); the maker's row after them. */
async function writeTake(tx: Tx, w: TakeWrites): Promise<OrderRow> {
  const planned = planLockedLedger(tx, w.operations, w.at, w.locks);
  if (planned) {
    // Decided here, under the locks the context took: the fill's writes need no answer, so they
    // are deferred (Tx.defer) and leave in front of the transaction's next statement (in a
    // batch, the next request's SAVEPOINT and context; alone, the COMMIT): no round trip of
    // their own. A refusal writes nothing.
    if (!planned.ok) throw takerShortOf(w.plan, w.pair, planned.availableMinor);
    tx.defer([
      tradeInsertStatement(w.trade),
      ...planned.statements,
      orderStateStatement(w.order.id, w.state),
      tradeHistoryStatement(w.trade, w.pair),
    ]);
    return orderAfterState(w.order, w.state);
  }
  // An account still to create (a first use): the writes go in ONE round trip, in this order
  // (the trade before the transfers naming it). Whether the taker can pay is known only when
  // the ledger answers: a refused take's trade row, order state and history rows are rolled
  // back with it (its savepoint in a batch, else its transaction), as every refusal is.
  const [, applied, updated] = await tx.pipeline(() =>
    Promise.all([
      insertTrade(tx, w.trade),
      applyLedger(tx, w.operations, w.at, w.locks),
      updateOrderState(tx, w.order.id, w.state),
      insertTradeHistoryEntries(tx, w.trade, w.pair),
    ]),
  );
  if (!applied.ok) throw takerShortOf(w.plan, w.pair, applied.availableMinor);
  return updated;
}

/** The taker's shortfall: only their own payment (from their available balance) can fall short. */
function takerShortOf(
  plan: { takerSide: OrderSide; quoteMinor: bigint; amountMinor: bigint },
  pair: PairRow,
  availableMinor: bigint,
) {
  const currency = plan.takerSide === 'buy' ? pair.quote : pair.base;
  const needMinor = plan.takerSide === 'buy' ? plan.quoteMinor : plan.amountMinor;
  return insufficient(needMinor, availableMinor, currency);
}

/**
 * POST /api/orders/:id/cancel inside the caller's transaction. Only the owner may cancel; to
 * anyone else the order does not exist (ORDER_NOT_FOUND, no hint that it does). An order that
 * already left the book (filled or cancelled) answers ALREADY_PROCESSED, the code the API uses
 * for "this already happened". The hold's whole remainder goes back (voided, 'order_release').
 */
export async function cancelOrder(
  tx: Tx,
  userId: string,
  orderId: string,
  at: Date,
): Promise<{ order: OrderView }> {
  const locked = await lockOrderAndPair(tx, orderId);
  if (!locked || locked.order.user_id !== userId) throw orderNotFound();
  const { pair, order } = locked;
  if (order.status !== 'open' && order.status !== 'partially_filled') {
    throw new AppError(
      'ALREADY_PROCESSED',
      errorText('orderAlreadyDone', { status: order.status }),
    );
  }
  const cancelled = await updateOrderState(tx, order.id, {
    amountMinor: order.amount_minor,
    status: 'cancelled',
    at,
  });
  if (order.pending_hold_id) {
    await voidHold(tx, {
      holdId: order.pending_hold_id,
      code: 'order_release',
      refs: { orderId: order.id },
      at,
    });
  }
  announceOrderChange(tx, pair, { traders: [userId], traded: false });
  return { order: viewAfter(cancelled, pair, order.username) };
}
