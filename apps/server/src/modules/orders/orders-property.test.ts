/**
 * Property test: random streams of place / take / cancel from three traders go through the REAL
 * orders service (its in-transaction code, the ledger, the database) and through a deliberately
 * naive reference matcher written here (plain arrays, linear scans, no shared code with the
 * domain). After every step the two must agree on the outcome (the error code, or each fill's
 * maker, amount, price and quote), on the whole book (every resting order and what it has left)
 * and on what each trader owns; every ledger and trading invariant must hold after every step.
 *
 * Fees and minimum fill (decisions.md 24, 26): each run gives its pair random maker and taker
 * fees, which the reference takes from what each side receives (rounded down, written out here
 * again), and some orders carry a minimum per trade that the reference enforces on takes and
 * crossing orders. What each trader owns is compared in the coin AND in KES, fees included.
 *
 * Amounts are multiples of 0.01 coin and prices at least 1.00 KES, so no fill is ever dust (the
 * dust rules have their own table tests); the traders are funded far beyond what a run can use,
 * so INSUFFICIENT_BALANCE is not part of the model. Each run trades a fresh pair.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { COIN_SCALE, formatMinor, type OrderSide } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { ensurePair } from '../../../test/trading.js';
import { AppError } from '../../lib/app-error.js';
import { checkLedgerInvariants, formatLedgerReport } from '../ledger/ledger-invariants.js';

const { app, db } = await buildTestApp();
const service = app.services.orders;
const TRADERS = await Promise.all([0, 1, 2].map(() => createUser(app)));
for (const trader of TRADERS) await fundDirectly(app, trader.id, 'KES', '10000000');

const COIN = 100_000_000n;

// ---------------------------------------------------------------------------------------------
// The naive reference

interface RefOrder {
  id: string;
  userId: string;
  side: OrderSide;
  priceMinor: bigint;
  amountMinor: bigint;
  minFillMinor: bigint | null;
  seq: number;
}

interface RefFill {
  makerOrderId: string;
  amountMinor: bigint;
  priceMinor: bigint;
  quoteMinor: bigint;
  buyerFeeMinor: bigint;
  sellerFeeMinor: bigint;
}

interface RefFees {
  makerBps: bigint;
  takerBps: bigint;
}

/** A fee on what a side receives, rounded down (written out again, not imported). */
function feeOf(receivedMinor: bigint, bps: bigint) {
  return (receivedMinor * bps) / 10_000n;
}

/** A fill with both fees: the taker pays the taker rate, the maker the maker rate. */
function refFill(
  takerSide: OrderSide,
  maker: RefOrder,
  amountMinor: bigint,
  fees: RefFees,
): RefFill {
  const quoteMinor = quoteOf(takerSide, amountMinor, maker.priceMinor);
  const buyerBps = takerSide === 'buy' ? fees.takerBps : fees.makerBps;
  const sellerBps = takerSide === 'buy' ? fees.makerBps : fees.takerBps;
  return {
    makerOrderId: maker.id,
    amountMinor,
    priceMinor: maker.priceMinor,
    quoteMinor,
    buyerFeeMinor: feeOf(amountMinor, buyerBps),
    sellerFeeMinor: feeOf(quoteMinor, sellerBps),
  };
}

/** The maker's minimum per trade refuses a smaller fill unless it clears the order. */
function belowMinFill(maker: RefOrder, amountMinor: bigint) {
  return (
    maker.minFillMinor !== null &&
    amountMinor < maker.minFillMinor &&
    amountMinor !== maker.amountMinor
  );
}

function ceilDiv(a: bigint, b: bigint) {
  return (a + b - 1n) / b;
}

/** Quote of a fill, written out again on purpose (not imported): the taker's rounding. */
function quoteOf(takerSide: OrderSide, amountMinor: bigint, priceMinor: bigint) {
  const product = amountMinor * priceMinor;
  return takerSide === 'buy' ? ceilDiv(product, COIN) : product / COIN;
}

class ReferenceMarket {
  book: RefOrder[] = [];
  finished = new Set<string>();
  owners = new Map<string, string>();
  wealth = new Map<string, bigint>();
  private seq = 0;

  constructor(readonly fees: RefFees) {}

  private credit(userId: string, currency: string, amount: bigint) {
    const key = `${userId}:${currency}`;
    this.wealth.set(key, (this.wealth.get(key) ?? 0n) + amount);
  }

  private settle(
    taker: { userId: string; side: OrderSide },
    maker: RefOrder,
    fill: RefFill,
    base: string,
  ) {
    const buyer = taker.side === 'buy' ? taker.userId : maker.userId;
    const seller = taker.side === 'buy' ? maker.userId : taker.userId;
    this.credit(buyer, base, fill.amountMinor - fill.buyerFeeMinor);
    this.credit(seller, base, -fill.amountMinor);
    this.credit(buyer, 'KES', -fill.quoteMinor);
    this.credit(seller, 'KES', fill.quoteMinor - fill.sellerFeeMinor);
    maker.amountMinor -= fill.amountMinor;
    if (maker.amountMinor === 0n) {
      this.book = this.book.filter((o) => o.id !== maker.id);
      this.finished.add(maker.id);
    }
  }

  private crosses(side: OrderSide, limit: bigint, other: RefOrder) {
    return (
      other.side !== side &&
      (side === 'buy' ? other.priceMinor <= limit : other.priceMinor >= limit)
    );
  }

  /** Plans a placement on a copy; returns the fills and what rests, or the refusal. */
  planPlace(
    userId: string,
    side: OrderSide,
    amountMinor: bigint,
    priceMinor: bigint,
    minFillMinor: bigint | null,
  ) {
    if (minFillMinor !== null && minFillMinor > amountMinor) {
      return { error: 'INVALID_AMOUNT' as const };
    }
    const copy = this.book.map((o) => ({ ...o }));
    const fills: RefFill[] = [];
    let remaining = amountMinor;
    for (;;) {
      if (remaining === 0n) break;
      let best: RefOrder | undefined;
      for (const o of copy) {
        if (o.userId === userId || o.amountMinor === 0n || !this.crosses(side, priceMinor, o))
          continue;
        const better =
          !best ||
          (side === 'buy' ? o.priceMinor < best.priceMinor : o.priceMinor > best.priceMinor) ||
          (o.priceMinor === best.priceMinor && o.seq < best.seq);
        if (better) best = o;
      }
      if (!best) break;
      const amount = remaining < best.amountMinor ? remaining : best.amountMinor;
      if (belowMinFill(best, amount)) return { error: 'ORDER_TOO_SMALL' as const };
      fills.push(refFill(side, best, amount, this.fees));
      best.amountMinor -= amount;
      remaining -= amount;
    }
    const ownCross = this.book.some(
      (o) => o.userId === userId && this.crosses(side, priceMinor, o),
    );
    if (remaining > 0n && ownCross) return { error: 'SELF_TRADE' as const };
    return { fills, remaining };
  }

  applyPlace(
    id: string,
    userId: string,
    side: OrderSide,
    priceMinor: bigint,
    plan: { fills: RefFill[]; remaining: bigint },
    base: string,
    minFillMinor: bigint | null,
  ) {
    this.owners.set(id, userId);
    for (const fill of plan.fills) {
      const maker = this.book.find((o) => o.id === fill.makerOrderId);
      if (!maker) throw new Error('reference lost a maker');
      this.settle({ userId, side }, maker, fill, base);
    }
    if (plan.remaining > 0n) {
      this.book.push({
        id,
        userId,
        side,
        priceMinor,
        amountMinor: plan.remaining,
        minFillMinor,
        seq: (this.seq += 1),
      });
    } else {
      this.finished.add(id);
    }
  }

  take(userId: string, orderId: string, amountMinor: bigint, base: string) {
    const order = this.book.find((o) => o.id === orderId);
    if (!order) return { error: 'ORDER_NOT_FOUND' as const };
    if (order.userId === userId) return { error: 'SELF_TRADE' as const };
    if (amountMinor > order.amountMinor) return { error: 'INVALID_AMOUNT' as const };
    if (belowMinFill(order, amountMinor)) return { error: 'ORDER_TOO_SMALL' as const };
    const side: OrderSide = order.side === 'buy' ? 'sell' : 'buy';
    const fill = refFill(side, order, amountMinor, this.fees);
    this.settle({ userId, side }, order, fill, base);
    return { fills: [fill] };
  }

  cancel(userId: string, orderId: string) {
    if (this.owners.get(orderId) !== userId) return { error: 'ORDER_NOT_FOUND' as const };
    if (this.finished.has(orderId)) return { error: 'ALREADY_PROCESSED' as const };
    this.book = this.book.filter((o) => o.id !== orderId);
    this.finished.add(orderId);
    return { fills: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// Commands

const amountArb = fc.integer({ min: 1, max: 500 }).map((n) => BigInt(n) * 1_000_000n); // 0.01 – 5
const priceArb = fc.integer({ min: 100, max: 1_000 }).map((n) => BigInt(n)); // 1.00 – 10.00 KES
const traderArb = fc.integer({ min: 0, max: TRADERS.length - 1 });
const commandArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      trader: traderArb,
      side: fc.constantFrom<OrderSide>('buy', 'sell'),
      amount: amountArb,
      price: fc
        .integer({ min: 0, max: 6 })
        .chain((k) => (k === 0 ? priceArb : fc.constant(BigInt(300 + k * 25)))),
      // None mostly; else a minimum per trade of 0.01 – 6 (above the amount now and then).
      minFill: fc.option(
        amountArb.map((a) => (a * 6n) / 5n),
        { freq: 2 },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('take' as const),
      trader: traderArb,
      pick: fc.nat(),
      amount: amountArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      trader: traderArb,
      pick: fc.nat(),
    }),
  },
);

const commandsArb = fc.array(commandArb, { minLength: 5, maxLength: 25 });
/** 0 to 1 % each, so fees are often a few minor units and their flooring shows. */
const feesArb = fc.record({
  makerBps: fc.integer({ min: 0, max: 100 }).map(BigInt),
  takerBps: fc.integer({ min: 0, max: 100 }).map(BigInt),
});

type Outcome = { error: string } | { fills: RefFill[] };

function codeOf(error: unknown) {
  if (error instanceof AppError) return { error: error.code };
  throw error;
}

interface ShownTrade {
  makerOrderId: string;
  amount: string;
  price: string;
  total: string;
  buyerFee: string;
  sellerFee: string;
}

function fillsOf(trades: ShownTrade[]) {
  return trades.map((t) => ({
    makerOrderId: t.makerOrderId,
    amount: t.amount,
    price: t.price,
    total: t.total,
    buyerFee: t.buyerFee,
    sellerFee: t.sellerFee,
  }));
}

function shown(outcome: Outcome) {
  if ('error' in outcome) return outcome;
  return {
    fills: outcome.fills.map((f) => ({
      makerOrderId: f.makerOrderId,
      amount: formatMinor(f.amountMinor, COIN_SCALE),
      price: formatMinor(f.priceMinor, 2),
      total: formatMinor(f.quoteMinor, 2),
      buyerFee: formatMinor(f.buyerFeeMinor, COIN_SCALE),
      sellerFee: formatMinor(f.sellerFeeMinor, 2),
    })),
  };
}

let runs = 0;

// 20 streams against a real database take 4 to 7 s here; 30 s could run out on a slow CI machine.
test('the real service and a naive reference agree on every step of random order streams', async () => {
  await fc.assert(
    fc.asyncProperty(commandsArb, feesArb, async (commands, fees) => {
      runs += 1;
      const base = `P${runs}`;
      await ensurePair(app, base, 'KES');
      await db.query(
        `UPDATE trading_pairs SET maker_fee_bps = $2, taker_fee_bps = $3 WHERE base = $1`,
        [base, fees.makerBps, fees.takerBps],
      );
      for (const trader of TRADERS) await fundDirectly(app, trader.id, base, '1000');
      const reference = new ReferenceMarket(fees);
      const kesAtStart = await ownedBy('KES');
      const known: string[] = [];
      for (const command of commands) {
        const userId = TRADERS[command.trader]?.id ?? '';
        let actual: unknown;
        let expected: Outcome;
        if (command.kind === 'place') {
          const request = {
            side: command.side,
            base,
            quote: 'KES',
            amount: formatMinor(command.amount, COIN_SCALE),
            price: formatMinor(command.price, 2),
            ...(command.minFill === null
              ? {}
              : { minFill: formatMinor(command.minFill, COIN_SCALE) }),
          };
          const plan = reference.planPlace(
            userId,
            command.side,
            command.amount,
            command.price,
            command.minFill,
          );
          try {
            const placed = await service.create(userId, request, undefined, null);
            known.push(placed.order.id);
            actual = { fills: fillsOf(placed.trades) };
            if (plan.error === undefined)
              reference.applyPlace(
                placed.order.id,
                userId,
                command.side,
                command.price,
                plan,
                base,
                command.minFill,
              );
          } catch (error) {
            actual = codeOf(error);
          }
          expected = plan.error ? { error: plan.error } : { fills: plan.fills };
        } else {
          const orderId =
            known.length > 0 ? (known[command.pick % known.length] ?? '') : 'ord_none';
          if (command.kind === 'take') {
            expected = reference.take(userId, orderId, command.amount, base);
            actual = await service
              .execute(userId, orderId, formatMinor(command.amount, COIN_SCALE), undefined, null)
              .then((r) => ({ fills: fillsOf([r.trade]) }), codeOf);
          } else {
            expected = reference.cancel(userId, orderId);
            actual = await service
              .cancel(userId, orderId, undefined)
              .then(() => ({ fills: [] }), codeOf);
          }
        }
        expect(
          actual,
          JSON.stringify(command, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
        ).toEqual(shown(expected));
        await expectSameWorld(reference, base, kesAtStart);
      }
    }),
    { numRuns: 20 },
  );
}, 120_000);

/** Each trader's whole holding of a currency (available and held), by trader id. */
async function ownedBy(currency: string) {
  const { rows } = await db.query<{ owner: string; total: bigint }>(
    `SELECT owner_user_id AS owner, sum(balance_minor)::bigint AS total FROM ledger_accounts
     WHERE currency = $1 AND owner_user_id IS NOT NULL GROUP BY owner_user_id`,
    [currency],
  );
  return new Map(rows.map((row) => [row.owner, row.total]));
}

async function expectSameWorld(
  reference: ReferenceMarket,
  base: string,
  kesAtStart: Map<string, bigint>,
) {
  const { rows } = await db.query<{ id: string; amount_minor: bigint }>(
    `SELECT o.id, o.amount_minor FROM orders o JOIN trading_pairs p ON p.id = o.pair_id
     WHERE p.base = $1 AND o.status IN ('open', 'partially_filled') ORDER BY o.id`,
    [base],
  );
  const book = [...reference.book]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((o) => ({ id: o.id, amount_minor: o.amountMinor }));
  expect(rows).toEqual(book);
  const report = await checkLedgerInvariants(db);
  expect(report.ok, formatLedgerReport(report)).toBe(true);
  const coins = await ownedBy(base);
  const kes = await ownedBy('KES');
  for (const trader of TRADERS) {
    const change = (currency: string) => reference.wealth.get(`${trader.id}:${currency}`) ?? 0n;
    expect(coins.get(trader.id) ?? 0n).toBe(1000n * COIN + change(base));
    expect(kes.get(trader.id) ?? 0n).toBe((kesAtStart.get(trader.id) ?? 0n) + change('KES'));
  }
}
