import { formatMinor, scaleOf, type OrderSide } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  ensureUserAccountsOf,
  postHold,
  transfer,
  userAccountsKey,
  voidHold,
  type LedgerRefs,
} from '../ledger/index.js';
import { insertTradeHistoryEntries } from '../transactions/index.js';
import {
  findPendingOrderHold,
  insertTrade,
  updateOrderState,
  type OrderRow,
  type PairRow,
  type TradeRow,
} from './orders.repository.js';

/**
 * One fill, written inside the caller's transaction (the pair is locked): the trade row, the two
 * ledger movements (base seller → buyer, quote buyer → seller, each out of the payer's order hold
 * or, for a take, straight out of their available balance), the maker's new state, and the two
 * history rows (the buyer's purchase and the seller's sale). The quote moved is the fill's
 * quoteMinor on both sides, so the platform gains or loses nothing (trading.ts).
 */
export interface FillTerms {
  amountMinor: bigint;
  priceMinor: bigint;
  quoteMinor: bigint;
  makerRemainingMinor: bigint;
  makerSwept: boolean;
}

export interface Taker {
  userId: string;
  side: OrderSide;
  /** The incoming order, or null for a take (which places no order). */
  orderId: string | null;
  /** The incoming order's hold; null for a take (its funds come from the available balance). */
  holdId: string | null;
}

export function insufficient(needMinor: bigint, haveMinor: bigint, currency: string): AppError {
  const scale = scaleOf(currency);
  return new AppError(
    'INSUFFICIENT_BALANCE',
    `Insufficient balance. You need ${formatMinor(needMinor, scale)} ${currency} but have ` +
      `${formatMinor(haveMinor, scale)} ${currency} available.`,
  );
}

interface Payer {
  userId: string;
  holdId: string | null;
}

interface Leg {
  payer: Payer;
  toUserId: string;
  currency: string;
  amountMinor: bigint;
}

type AccountsOf = Awaited<ReturnType<typeof ensureUserAccountsOf>>;

function accountsOf(accounts: AccountsOf, userId: string, currency: string) {
  const found = accounts.get(userAccountsKey(userId, currency));
  if (!found) throw new Error(`accounts of ${userId} in ${currency} were not resolved`);
  return found;
}

/**
 * The accounts a fill's legs need, in one read: each receiver's, and each payer's that pays
 * from their available balance (a payer with a hold pays out of the hold's own accounts).
 */
function accountsNeeded(legs: readonly Leg[]) {
  return legs.flatMap((leg) => [
    { userId: leg.toUserId, currency: leg.currency },
    ...(leg.payer.holdId ? [] : [{ userId: leg.payer.userId, currency: leg.currency }]),
  ]);
}

/** Moves `amountMinor` of `currency` from the payer (their hold, else available) to `toUserId`. */
async function pay(tx: Tx, step: Leg, accounts: AccountsOf, refs: LedgerRefs, at: Date) {
  const { payer, toUserId, currency, amountMinor } = step;
  const to = accountsOf(accounts, toUserId, currency);
  if (payer.holdId) {
    const posting = { toAccountId: to.availableAccountId, amountMinor, code: 'fill' as const };
    await postHold(tx, { holdId: payer.holdId, postings: [posting], refs, at });
    return;
  }
  const from = accountsOf(accounts, payer.userId, currency);
  const moved = await transfer(tx, {
    debitAccountId: from.availableAccountId,
    creditAccountId: to.availableAccountId,
    amountMinor,
    code: 'fill',
    refs,
    at,
  });
  if (!moved.ok) throw insufficient(amountMinor, moved.availableMinor, currency);
}

/**
 * Finishes an order's hold when the order leaves the book: whatever is still held (a buy's
 * rounding remainder, or a cancelled or swept order's rest) goes back to the owner.
 */
export async function releaseOrderHold(tx: Tx, orderId: string, at: Date) {
  const hold = await findPendingOrderHold(tx, orderId);
  if (!hold) return 0n;
  return voidHold(tx, { holdId: hold.id, code: 'order_release', refs: { orderId }, at });
}

export function statusAfter(order: OrderRow, remainingMinor: bigint, swept: boolean) {
  if (remainingMinor === 0n) return 'filled' as const;
  if (swept) return 'cancelled' as const;
  return remainingMinor === order.original_amount_minor
    ? ('open' as const)
    : ('partially_filled' as const);
}

export async function applyFill(
  tx: Tx,
  input: { pair: PairRow; maker: OrderRow; makerHoldId: string; taker: Taker; fill: FillTerms },
  at: Date,
): Promise<{ trade: TradeRow; makerAfter: OrderRow }> {
  const { pair, maker, taker, fill } = input;
  const makerPays: Payer = { userId: maker.user_id, holdId: input.makerHoldId };
  const takerPays: Payer = { userId: taker.userId, holdId: taker.holdId };
  const buyer = taker.side === 'buy' ? takerPays : makerPays;
  const seller = taker.side === 'buy' ? makerPays : takerPays;
  const trade = await insertTrade(tx, {
    pair_id: pair.id,
    maker_order_id: maker.id,
    taker_order_id: taker.orderId,
    maker_user_id: maker.user_id,
    taker_user_id: taker.userId,
    buyer_user_id: buyer.userId,
    seller_user_id: seller.userId,
    taker_side: taker.side,
    price_minor: fill.priceMinor,
    amount_minor: fill.amountMinor,
    quote_amount_minor: fill.quoteMinor,
    created_at: at,
  });
  const refs: LedgerRefs = { orderId: maker.id, tradeId: trade.id };
  // The taker's own side first: a take that cannot pay fails before the maker's hold moves.
  const baseLeg: Leg = {
    payer: seller,
    toUserId: buyer.userId,
    currency: pair.base,
    amountMinor: fill.amountMinor,
  };
  const quoteLeg: Leg = {
    payer: buyer,
    toUserId: seller.userId,
    currency: pair.quote,
    amountMinor: fill.quoteMinor,
  };
  const legs = taker.side === 'buy' ? [quoteLeg, baseLeg] : [baseLeg, quoteLeg];
  const accounts = await ensureUserAccountsOf(tx, accountsNeeded(legs));
  for (const leg of legs) {
    await pay(tx, leg, accounts, refs, at);
  }

  const status = statusAfter(maker, fill.makerRemainingMinor, fill.makerSwept);
  const makerAfter = await updateOrderState(tx, maker.id, {
    amountMinor: fill.makerRemainingMinor,
    status,
    at,
  });
  if (status === 'filled' || status === 'cancelled') await releaseOrderHold(tx, maker.id, at);
  await insertTradeHistoryEntries(tx, trade, pair);
  return { trade, makerAfter };
}
