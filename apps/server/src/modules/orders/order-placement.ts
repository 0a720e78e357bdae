import {
  MAX_OPEN_ORDERS_PER_USER,
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
import { PAIR_INACTIVE_MESSAGE } from '../../domain/matching/take.js';
import { AppError } from '../../lib/app-error.js';
import { ensureUserAccounts, placeHold, postHold } from '../ledger/index.js';
import {
  applyFill,
  insufficient,
  releaseOrderHold,
  statusAfter,
  type Taker,
} from './order-fills.js';
import { announceOrderChange } from './order-events.js';
import { toOrderView, toTradeView } from './order-views.js';
import {
  countActiveOrders,
  findOrderDetail,
  findPendingOrderHold,
  insertOrder,
  lockCrossingOrders,
  lockPairBySymbols,
  lockTraderOrders,
  updateOrderState,
  type OrderRow,
  type PairRow,
} from './orders.repository.js';

export const OPEN_ORDERS_MESSAGE =
  `You already have ${MAX_OPEN_ORDERS_PER_USER} open orders. ` +
  'Cancel some of them before placing another.';

/**
 * Checks before anything is written, in precedence order (the schema already answered
 * VALIDATION_ERROR for a malformed body): INVALID_AMOUNT (numbers) → NOT_FOUND (no such pair) →
 * PAIR_INACTIVE → ORDER_TOO_SMALL / ORDER_TOO_LARGE → INVALID_AMOUNT (total under one quote
 * minor unit) → CONFLICT (200 open orders). The pair row is locked here, first of all locks.
 */
async function checkOrder(tx: Tx, userId: string, request: CreateOrderRequest) {
  const numbers = parseOrderNumbers(request, request.quote);
  if (!numbers.ok) throw new AppError(numbers.code, numbers.message);
  const pair = await lockPairBySymbols(tx, request.base, request.quote);
  if (!pair) {
    throw new AppError('NOT_FOUND', `There is no ${request.base}/${request.quote} trading pair`);
  }
  if (!pair.active) throw new AppError('PAIR_INACTIVE', PAIR_INACTIVE_MESSAGE);
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
  if (!limits.ok) throw new AppError(limits.code, limits.message);
  await lockTraderOrders(tx, userId);
  if ((await countActiveOrders(tx, userId)) >= MAX_OPEN_ORDERS_PER_USER) {
    throw new AppError('CONFLICT', OPEN_ORDERS_MESSAGE);
  }
  const incoming: IncomingOrder = {
    side: request.side,
    userId,
    priceMinor: numbers.priceMinor,
    amountMinor: numbers.amountMinor,
  };
  return { pair, incoming };
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

async function placeNewOrderHold(
  tx: Tx,
  order: OrderRow,
  hold: { currency: string; holdMinor: bigint },
  at: Date,
) {
  const held = await placeHold(tx, {
    userId: order.user_id,
    currency: hold.currency,
    amountMinor: hold.holdMinor,
    code: 'order_hold',
    orderId: order.id,
    refs: { orderId: order.id },
    at,
  });
  if (!held.ok) throw insufficient(hold.holdMinor, held.availableMinor, hold.currency);
  return held.holdId;
}

/**
 * After the fills: a resting buy keeps exactly quoteTotalCeil(remaining, limit) held and the
 * rest goes back; an order that left the book (filled, or its dust swept) releases it all.
 */
async function settleIncomingHold(
  tx: Tx,
  step: { pair: PairRow; order: OrderRow; holdId: string; rests: boolean },
  at: Date,
) {
  const { pair, order, holdId, rests } = step;
  if (!rests) {
    await releaseOrderHold(tx, order.id, at);
    return;
  }
  if (order.side === 'sell') return;
  const hold = await findPendingOrderHold(tx, order.id);
  if (!hold) throw new Error(`resting order ${order.id} lost its hold`);
  const excess = hold.remaining_minor - quoteTotalCeil(order.amount_minor, order.price_minor);
  if (excess < 0n) throw new Error(`order ${order.id} holds less than it needs`);
  if (excess === 0n) return;
  const { availableAccountId } = await ensureUserAccounts(tx, order.user_id, pair.quote);
  // A partial release is a posting back to the owner's own available account.
  await postHold(tx, {
    holdId,
    postings: [{ toAccountId: availableAccountId, amountMinor: excess, code: 'order_release' }],
    refs: { orderId: order.id },
    at,
  });
}

/**
 * POST /api/orders inside the caller's transaction: checks, matching (pure), the order row, its
 * hold (INSUFFICIENT_BALANCE is the last rejection), each fill, then the hold's settlement.
 * Any rejection throws before commit, so a refused order changes nothing.
 */
export async function placeOrder(
  tx: Tx,
  userId: string,
  request: CreateOrderRequest,
  at: Date,
): Promise<CreateOrderResponse> {
  const { pair, incoming } = await checkOrder(tx, userId, request);
  const book = await lockCrossingOrders(
    tx,
    pair.id,
    oppositeSide(incoming.side),
    incoming.priceMinor,
  );
  const outcome = matchOrder(
    incoming,
    book.map((o) => ({
      id: o.id,
      userId: o.user_id,
      priceMinor: o.price_minor,
      amountMinor: o.amount_minor,
    })),
  );
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  let order = await insertOrder(tx, {
    userId,
    pairId: pair.id,
    side: incoming.side,
    priceMinor: incoming.priceMinor,
    amountMinor: incoming.amountMinor,
    at,
  });
  const holdId = await placeNewOrderHold(tx, order, holdOf(pair, incoming, outcome), at);
  const taker: Taker = { userId, side: incoming.side, orderId: order.id, holdId };
  const trades = [];
  for (const fill of outcome.fills) {
    trades.push(await applyMatchedFill(tx, { pair, book, taker, fill }, at));
  }
  const status = statusAfter(order, outcome.remainingMinor, !outcome.rests);
  order = await updateOrderState(tx, order.id, { amountMinor: outcome.remainingMinor, status, at });
  await settleIncomingHold(tx, { pair, order, holdId, rests: outcome.rests }, at);
  announceOrderChange(tx, pair, {
    traders: [userId, ...trades.map((trade) => trade.maker_user_id)],
    traded: trades.length > 0,
  });
  const detail = await findOrderDetail(tx, order.id);
  if (!detail) throw new Error(`order ${order.id} vanished inside its own transaction`);
  return { order: toOrderView(detail), trades: trades.map((t) => toTradeView(t, pair)) };
}

async function applyMatchedFill(
  tx: Tx,
  input: {
    pair: PairRow;
    book: OrderRow[];
    taker: Taker;
    fill: Fill;
  },
  at: Date,
) {
  const maker = input.book.find((o) => o.id === input.fill.makerOrderId);
  if (!maker) throw new Error(`matched order ${input.fill.makerOrderId} is not on the book`);
  const makerHold = await findPendingOrderHold(tx, maker.id);
  if (!makerHold) throw new Error(`resting order ${maker.id} has no pending hold`);
  const { trade } = await applyFill(
    tx,
    { pair: input.pair, maker, makerHoldId: makerHold.id, taker: input.taker, fill: input.fill },
    at,
  );
  return trade;
}
