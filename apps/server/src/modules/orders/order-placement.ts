import {
  MAX_OPEN_ORDERS_PER_USER,
  errorText,
  quoteTotalCeil,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '@soko/shared';
import type { Tx } from '../../db/database.js';
import {
  buyHoldMinor,
  matchOrder,
  oppositeSide,
  type Fill,
  type IncomingOrder,
} from '../../domain/matching/order-matching.js';
import { checkPairLimits, parseOrderNumbers } from '../../domain/matching/order-request.js';
import type { FeeRates } from '../../domain/matching/fill-fees.js';
import { MIN_FILL_STATUS, minFillText, parseMinFill } from '../../domain/matching/min-fill.js';
import { AppError } from '../../lib/app-error.js';
import { applyLedger, newHoldId, type LedgerOperation } from '../ledger/index.js';
import { lockActiveSessionUser, lockActiveUser } from '../users/index.js';
import {
  accountsOf,
  feeSetup,
  fillOperations,
  finishFill,
  insufficient,
  partiesAccounts,
  recordTrade,
  releaseOperation,
  statusAfter,
  type AccountsOf,
  type FillInput,
  type Taker,
} from './order-fills.js';
import { announceOrderChange } from './order-events.js';
import { toOrderView, toTradeView } from './order-views.js';
import {
  countActiveOrders,
  findOrderDetail,
  findPendingOrderHolds,
  insertOrder,
  lockCrossingOrders,
  lockPairBySymbols,
  lockTraderOrders,
  updateOrderState,
  type OrderRow,
  type PairRow,
  type TradeRow,
} from './orders.repository.js';

export const OPEN_ORDERS_MESSAGE =
  `You already have ${MAX_OPEN_ORDERS_PER_USER} open orders. ` +
  'Cancel some of them before placing another.';

/**
 * Checks before anything is written, in precedence order (the schema already answered
 * VALIDATION_ERROR for a malformed body): INVALID_AMOUNT (numbers) → NOT_FOUND (no such pair) →
 * PAIR_INACTIVE → ORDER_TOO_SMALL / ORDER_TOO_LARGE → INVALID_AMOUNT (total under one quote
 * minor unit) → CONFLICT (200 open orders). The pair row is locked here, after the trader's row
 * (share-locked by placeOrder, which answers ACCOUNT_SUSPENDED before all of these).
 */
async function checkOrder(tx: Tx, userId: string, request: CreateOrderRequest) {
  const numbers = parseOrderNumbers(request, request.quote);
  if (!numbers.ok) throw new AppError(numbers.code, numbers);
  const pair = await lockPairBySymbols(tx, request.base, request.quote);
  if (!pair) {
    throw new AppError(
      'NOT_FOUND',
      errorText('noSuchPair', { base: request.base, quote: request.quote }),
    );
  }
  if (!pair.active) throw new AppError('PAIR_INACTIVE', errorText('pairInactive'));
  const limits = checkPairLimits(
    {
      base: pair.base,
      quote: pair.quote,
      minOrderSizeMinor: pair.min_order_size_minor,
      maxOrderSizeMinor: pair.max_order_size_minor,
    },
    numbers.amountMinor,
    numbers.priceMinor,
  );
  if (!limits.ok) throw new AppError(limits.code, limits);
  const minFill = parseMinFill(request.minFill, numbers.amountMinor, pair.base);
  if (!minFill.ok) throw new AppError(minFill.code, minFill);
  await lockTraderOrders(tx, userId);
  if ((await countActiveOrders(tx, userId)) >= MAX_OPEN_ORDERS_PER_USER) {
    throw new AppError(
      'CONFLICT',
      errorText('tooManyOpenOrders', { count: MAX_OPEN_ORDERS_PER_USER }),
    );
  }
  const incoming: IncomingOrder = {
    side: request.side,
    userId,
    priceMinor: numbers.priceMinor,
    amountMinor: numbers.amountMinor,
  };
  return { pair, incoming, minFillMinor: minFill.minFillMinor };
}

/** What the new order holds: the base it sells, or the quote its fills and rest need. */
function holdOf(
  pair: PairRow,
  incoming: IncomingOrder,
  outcome: Parameters<typeof buyHoldMinor>[1],
) {
  if (incoming.side === 'sell') {
    return {
      currency: pair.base,
      holdMinor: incoming.amountMinor,
      neededMinor: incoming.amountMinor,
    };
  }
  return { currency: pair.quote, ...buyHoldMinor(incoming, outcome) };
}

type Outcome = Extract<ReturnType<typeof matchOrder>, { ok: true }>;
type Hold = ReturnType<typeof holdOf>;

/** The new order's hold, placed from the trader's available balance (the shortfall that counts). */
function placeOperation(order: OrderRow, hold: Hold, holdId: string, accounts: AccountsOf) {
  const own = accountsOf(accounts, order.user_id, hold.currency);
  return {
    kind: 'place_hold' as const,
    holdId,
    ...own,
    amountMinor: hold.holdMinor,
    code: 'order_hold' as const,
    owner: { orderId: order.id },
    refs: { orderId: order.id },
  };
}

/**
 * After the fills: a resting buy keeps exactly quoteTotalCeil(remaining, limit) held and the
 * rest goes back (a posting to the owner's own available account); an order that left the
 * book (filled, or its dust swept) releases whatever its hold still holds.
 */
function settleOperations(step: {
  order: OrderRow;
  hold: Hold;
  holdId: string;
  outcome: Outcome;
  accounts: AccountsOf;
}): LedgerOperation[] {
  const { order, hold, holdId, outcome } = step;
  if (!outcome.rests) return [releaseOperation(order.id, holdId)];
  if (order.side === 'sell') return [];
  const chargedMinor = outcome.fills.reduce((sum, fill) => sum + fill.quoteMinor, 0n);
  const keptMinor = quoteTotalCeil(outcome.remainingMinor, order.price_minor);
  const excess = hold.holdMinor - chargedMinor - keptMinor;
  if (excess < 0n) throw new Error(`order ${order.id} holds less than it needs`);
  if (excess === 0n) return [];
  const own = accountsOf(step.accounts, order.user_id, hold.currency);
  return [
    {
      kind: 'post_hold',
      holdId,
      toAccountId: own.availableAccountId,
      amountMinor: excess,
      code: 'order_release',
      refs: { orderId: order.id },
    },
  ];
}

/** The resting orders the fills reached, with their pending holds (by order id). */
async function fillInputs(
  tx: Tx,
  step: { pair: PairRow; book: OrderRow[]; taker: Taker; rates: FeeRates },
  fills: Fill[],
) {
  const holds = await findPendingOrderHolds(
    tx,
    fills.map((f) => f.makerOrderId),
  );
  return fills.map((fill): FillInput => {
    const maker = step.book.find((o) => o.id === fill.makerOrderId);
    if (!maker) throw new Error(`matched order ${fill.makerOrderId} is not on the book`);
    const makerHoldId = holds.get(maker.id);
    if (!makerHoldId) throw new Error(`resting order ${maker.id} has no pending hold`);
    return { pair: step.pair, maker, makerHoldId, taker: step.taker, fill, rates: step.rates };
  });
}

/**
 * The whole order's money in one ledger operation: its hold, every fill, then the hold's
 * settlement, so every account involved (the trader's and each maker's) is locked once, in one
 * sorted statement, after the pair and the orders. The hold falling short is the only
 * expected rejection (INSUFFICIENT_BALANCE).
 */
async function moveOrderMoney(
  tx: Tx,
  step: {
    pair: PairRow;
    order: OrderRow;
    incoming: IncomingOrder;
    outcome: Outcome;
    book: OrderRow[];
  },
  at: Date,
) {
  const { pair, order, outcome } = step;
  const hold = holdOf(pair, step.incoming, outcome);
  const holdId = newHoldId();
  const taker: Taker = { userId: order.user_id, side: order.side, orderId: order.id, holdId };
  const fees = await feeSetup(tx, pair, at);
  const fills = await fillInputs(
    tx,
    { pair, book: step.book, taker, rates: fees.rates },
    outcome.fills,
  );
  const trades: TradeRow[] = [];
  for (const fill of fills) trades.push(await recordTrade(tx, fill, at));
  const makers = fills.map((f) => f.maker.user_id);
  const accounts = await partiesAccounts(tx, pair, [order.user_id, ...makers]);
  const place = placeOperation(order, hold, holdId, accounts);
  const applied = await applyLedger(
    tx,
    [
      place,
      ...fills.flatMap((fill, index) =>
        fillOperations(fill, trades[index] ?? noTrade(), accounts, fees.accounts),
      ),
      ...settleOperations({ order, hold, holdId, outcome, accounts }),
    ],
    at,
  );
  if (!applied.ok) {
    if (applied.operation !== place) throw new Error(`order ${order.id}: a fill fell short`);
    throw insufficient(hold.holdMinor, applied.availableMinor, hold.currency);
  }
  for (const [index, fill] of fills.entries())
    await finishFill(tx, fill, trades[index] ?? noTrade(), at);
  return trades;
}

function noTrade(): never {
  throw new Error('a fill lost its trade row');
}

/**
 * POST /api/orders inside the caller's transaction: checks, matching (pure) against the book
 * locked as far as the order reaches, the order row, then its money (hold, fills, settlement:
 * INSUFFICIENT_BALANCE is the last rejection). Any rejection throws before commit, so a refused
 * order changes nothing.
 */
export async function placeOrder(
  tx: Tx,
  userId: string,
  request: CreateOrderRequest,
  at: Date,
  sessionId: string | null,
): Promise<CreateOrderResponse> {
  // First UNAUTHENTICATED (`sessionId`, the session asking, no longer live), then
  // ACCOUNT_SUSPENDED: the trader's row is share-locked before the pair (see lockActiveUser).
  if (sessionId === null) await lockActiveUser(tx, userId);
  else await lockActiveSessionUser(tx, userId, { id: sessionId, at });
  const { pair, incoming, minFillMinor } = await checkOrder(tx, userId, request);
  // Lock order: the pair row (checkOrder), then the resting orders, then (applyLedger) holds
  // and accounts.
  const book = await lockCrossingOrders(
    tx,
    pair.id,
    oppositeSide(incoming.side),
    incoming.priceMinor,
    incoming,
  );
  const outcome = matchOrder(
    incoming,
    book.map((o) => ({
      id: o.id,
      userId: o.user_id,
      priceMinor: o.price_minor,
      amountMinor: o.amount_minor,
      minFillMinor: o.min_fill_minor,
    })),
  );
  if (!outcome.ok) {
    if (outcome.code === 'ORDER_TOO_SMALL') {
      throw new AppError(outcome.code, minFillText(outcome.minFillMinor, pair.base), {
        statusCode: MIN_FILL_STATUS,
      });
    }
    throw new AppError(outcome.code, outcome.message);
  }
  let order = await insertOrder(tx, {
    userId,
    pairId: pair.id,
    side: incoming.side,
    priceMinor: incoming.priceMinor,
    amountMinor: incoming.amountMinor,
    minFillMinor,
    at,
  });
  const trades = await moveOrderMoney(tx, { pair, order, incoming, outcome, book }, at);
  const status = statusAfter(order, outcome.remainingMinor, !outcome.rests);
  order = await updateOrderState(tx, order.id, { amountMinor: outcome.remainingMinor, status, at });
  announceOrderChange(tx, pair, {
    traders: [userId, ...trades.map((trade) => trade.maker_user_id)],
    traded: trades.length > 0,
  });
  const detail = await findOrderDetail(tx, order.id);
  if (!detail) throw new Error(`order ${order.id} vanished inside its own transaction`);
  return { order: toOrderView(detail), trades: trades.map((t) => toTradeView(t, pair)) };
}
