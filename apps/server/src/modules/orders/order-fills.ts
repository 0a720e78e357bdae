import { errorText, formatMinor, formatMoneyText, scaleOf, type OrderSide } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { fillFees, type FeeRates } from '../../domain/matching/fill-fees.js';
import {
  ensurePairFeeAccounts,
  ensureUserAccountsOf,
  userAccountsKey,
  type LedgerOperation,
  type LedgerRefs,
} from '../ledger/index.js';
import { readFeeSetup, type FeeSetupRow } from './fee-setup.repository.js';
import { insertTradeHistoryEntries } from '../transactions/index.js';
import {
  insertTrade,
  isFinishedStatus,
  updateOrderState,
  type OrderRow,
  type PairRow,
  type TradeRow,
} from './orders.repository.js';

/**
 * One fill, in three steps inside the caller's transaction (the pair and the maker are locked):
 * recordTrade writes the trade row; fillOperations says what the fill does to the ledger (base
 * seller → buyer, quote buyer → seller, each out of the payer's order hold or, for a take,
 * straight out of their available balance, and the maker's hold released if it leaves the
 * book), which the caller applies together with the rest of its operation in ONE applyLedger
 * (accounts locked once, sorted); finishFill then writes the maker's new state and the two
 * history rows (the buyer's purchase and the seller's sale). The quote moved is the fill's
 * quoteMinor on both sides, so the platform gains or loses nothing (trading.ts).
 *
 * Fees (decisions.md 24): each side is credited the gross it receives (code 'fill'), and in the
 * same operation its fee moves from its available account to the pair's own fee_revenue account
 * in that currency (code 'trade_fee'), then the fee's excise share from there to the pair's
 * excise_payable (code 'excise'), all carrying the trade's id. The amounts are fillFees' (pure),
 * stored on the trade row first.
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

export interface FillInput {
  pair: PairRow;
  maker: OrderRow;
  makerHoldId: string;
  taker: Taker;
  fill: FillTerms;
  rates: FeeRates;
}

/** The pair's own fee_revenue and excise_payable accounts, per currency (only when it charges). */
export type FeeAccounts = Map<string, { revenue: string; excise: string }>;

function pairFeeAccounts(rows: readonly FeeSetupRow[], pair: PairRow): FeeAccounts | undefined {
  const find = (currency: string, kind: string) =>
    rows.find((r) => r.currency === currency && r.kind === kind)?.account_id ?? undefined;
  const accounts: FeeAccounts = new Map();
  for (const currency of [pair.base, pair.quote]) {
    const revenue = find(currency, 'fee_revenue');
    const excise = find(currency, 'excise_payable');
    if (!revenue || !excise) return undefined;
    accounts.set(currency, { revenue, excise });
  }
  return accounts;
}

/**
 * The pair's fee rates and the excise rate at `at`, with the pair's own accounts the fees move
 * to, in one read; a free pair reads and creates nothing (its fills take no fee). A pair made
 * without its fee accounts (inserted straight into the table) gets them here, under the pair's
 * lock the caller holds, and is read again.
 */
export async function feeSetup(tx: Tx, pair: PairRow, at: Date) {
  if (pair.maker_fee_bps === 0 && pair.taker_fee_bps === 0) {
    const accounts: FeeAccounts = new Map();
    return { rates: { makerFeeBps: 0, takerFeeBps: 0, exciseRateBps: 0 }, accounts };
  }
  let rows = await readFeeSetup(tx, pair.id, at);
  let accounts = pairFeeAccounts(rows, pair);
  if (!accounts) {
    await ensurePairFeeAccounts(tx, [pair]);
    rows = await readFeeSetup(tx, pair.id, at);
    accounts = pairFeeAccounts(rows, pair);
    if (!accounts) throw new Error(`fee accounts of pair ${pair.id} not created`);
  }
  const rates: FeeRates = {
    makerFeeBps: pair.maker_fee_bps,
    takerFeeBps: pair.taker_fee_bps,
    exciseRateBps: rows[0]?.excise_rate_bps ?? 0,
  };
  return { rates, accounts };
}

export function insufficient(needMinor: bigint, haveMinor: bigint, currency: string): AppError {
  const scale = scaleOf(currency);
  return new AppError(
    'INSUFFICIENT_BALANCE',
    errorText('insufficientForOrder', {
      need: formatMoneyText(formatMinor(needMinor, scale), currency),
      have: formatMoneyText(formatMinor(haveMinor, scale), currency),
    }),
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

export type AccountsOf = Awaited<ReturnType<typeof ensureUserAccountsOf>>;

export function accountsOf(accounts: AccountsOf, userId: string, currency: string) {
  const found = accounts.get(userAccountsKey(userId, currency));
  if (!found) throw new Error(`accounts of ${userId} in ${currency} were not resolved`);
  return found;
}

/** Every party's accounts in both currencies of the pair, in one read (created when missing). */
export function partiesAccounts(tx: Tx, pair: PairRow, userIds: readonly string[]) {
  return ensureUserAccountsOf(
    tx,
    [...new Set(userIds)].flatMap((userId) => [
      { userId, currency: pair.base },
      { userId, currency: pair.quote },
    ]),
  );
}

/** Moves `amountMinor` of `currency` from the payer (their hold, else available) to `toUserId`. */
function pay(step: Leg, accounts: AccountsOf, refs: LedgerRefs): LedgerOperation {
  const { payer, toUserId, currency, amountMinor } = step;
  const to = accountsOf(accounts, toUserId, currency).availableAccountId;
  if (payer.holdId) {
    return {
      kind: 'post_hold',
      holdId: payer.holdId,
      toAccountId: to,
      amountMinor,
      code: 'fill',
      refs,
    };
  }
  const from = accountsOf(accounts, payer.userId, currency).availableAccountId;
  return {
    kind: 'transfer',
    debitAccountId: from,
    creditAccountId: to,
    amountMinor,
    code: 'fill',
    refs,
  };
}

/** A side's fee (receiver → fee revenue) and its excise share (fee revenue → excise payable). */
function feeOperations(
  side: { userId: string; currency: string; feeMinor: bigint; exciseMinor: bigint },
  accounts: AccountsOf,
  feeAccounts: FeeAccounts,
  refs: LedgerRefs,
): LedgerOperation[] {
  if (side.feeMinor === 0n) return [];
  const system = feeAccounts.get(side.currency);
  if (!system) throw new Error(`fee accounts of ${side.currency} were not resolved`);
  const fee: LedgerOperation = {
    kind: 'transfer',
    debitAccountId: accountsOf(accounts, side.userId, side.currency).availableAccountId,
    creditAccountId: system.revenue,
    amountMinor: side.feeMinor,
    code: 'trade_fee',
    refs,
  };
  if (side.exciseMinor === 0n) return [fee];
  const excise: LedgerOperation = {
    kind: 'transfer',
    debitAccountId: system.revenue,
    creditAccountId: system.excise,
    amountMinor: side.exciseMinor,
    code: 'excise',
    refs,
  };
  return [fee, excise];
}

/** Releases whatever an order's hold still holds when the order leaves the book. */
export function releaseOperation(orderId: string, holdId: string): LedgerOperation {
  const refs = { orderId };
  return { kind: 'void_hold', holdId, code: 'order_release', refs, onlyIfPending: true };
}

export function statusAfter(order: OrderRow, remainingMinor: bigint, swept: boolean) {
  if (remainingMinor === 0n) return 'filled' as const;
  if (swept) return 'cancelled' as const;
  return remainingMinor === order.original_amount_minor
    ? ('open' as const)
    : ('partially_filled' as const);
}

function leavesBook(input: FillInput) {
  return isFinishedStatus(
    statusAfter(input.maker, input.fill.makerRemainingMinor, input.fill.makerSwept),
  );
}

/**
 * What one fill does to the ledger (pure, given the parties' accounts). The taker's own side
 * comes first, so when a take cannot pay, the shortfall is the taker's payment.
 */
export function fillOperations(
  input: FillInput,
  trade: TradeRow,
  accounts: AccountsOf,
  feeAccounts: FeeAccounts,
) {
  const { pair, maker, taker, fill } = input;
  const makerPays: Payer = { userId: maker.user_id, holdId: input.makerHoldId };
  const takerPays: Payer = { userId: taker.userId, holdId: taker.holdId };
  const buyer = taker.side === 'buy' ? takerPays : makerPays;
  const seller = taker.side === 'buy' ? makerPays : takerPays;
  const refs: LedgerRefs = { orderId: maker.id, tradeId: trade.id };
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
  const fees = fillFees({ takerSide: taker.side, ...fill }, input.rates);
  if (
    fees.buyerFeeMinor !== trade.buyer_fee_minor ||
    fees.sellerFeeMinor !== trade.seller_fee_minor
  ) {
    throw new Error(`trade ${trade.id} records other fees than its fill takes`);
  }
  const buyerFee = { userId: buyer.userId, currency: pair.base, feeMinor: fees.buyerFeeMinor };
  const sellerFee = { userId: seller.userId, currency: pair.quote, feeMinor: fees.sellerFeeMinor };
  return [
    ...legs.map((leg) => pay(leg, accounts, refs)),
    // After both legs: each side pays its fee out of what it has just received.
    ...feeOperations(
      { ...buyerFee, exciseMinor: fees.buyerExciseMinor },
      accounts,
      feeAccounts,
      refs,
    ),
    ...feeOperations(
      { ...sellerFee, exciseMinor: fees.sellerExciseMinor },
      accounts,
      feeAccounts,
      refs,
    ),
    ...(leavesBook(input) ? [releaseOperation(maker.id, input.makerHoldId)] : []),
  ];
}

/** The trade row of a fill, with its id chosen now (it goes on the fill's transfers). */
export function tradeOf(input: FillInput, at: Date): TradeRow {
  const { pair, maker, taker, fill } = input;
  const takerBuys = taker.side === 'buy';
  const fees = fillFees({ takerSide: taker.side, ...fill }, input.rates);
  return {
    id: newId('trd'),
    pair_id: pair.id,
    maker_order_id: maker.id,
    taker_order_id: taker.orderId,
    maker_user_id: maker.user_id,
    taker_user_id: taker.userId,
    buyer_user_id: takerBuys ? taker.userId : maker.user_id,
    seller_user_id: takerBuys ? maker.user_id : taker.userId,
    taker_side: taker.side,
    price_minor: fill.priceMinor,
    amount_minor: fill.amountMinor,
    quote_amount_minor: fill.quoteMinor,
    buyer_fee_minor: fees.buyerFeeMinor,
    seller_fee_minor: fees.sellerFeeMinor,
    created_at: at,
  };
}

/** Writes the trade row of a fill (its id goes on the fill's transfers). */
export function recordTrade(tx: Tx, input: FillInput, at: Date) {
  return insertTrade(tx, tradeOf(input, at));
}

/** The maker's state after a fill (what finishFill writes). */
export function makerStateAfter(input: FillInput, at: Date) {
  const { maker, fill } = input;
  return {
    amountMinor: fill.makerRemainingMinor,
    status: statusAfter(maker, fill.makerRemainingMinor, fill.makerSwept),
    at,
  };
}

/** After the ledger moved: the maker's new state and the fill's two history rows. */
export async function finishFill(tx: Tx, input: FillInput, trade: TradeRow, at: Date) {
  const makerAfter = await updateOrderState(tx, input.maker.id, makerStateAfter(input, at));
  await insertTradeHistoryEntries(tx, trade, input.pair);
  return makerAfter;
}
