/**
 * The pure matcher, table-driven: price-time priority at the resting price, the taker's
 * rounding, skipping the trader's own orders, the SELF_TRADE refusal when a remainder would
 * cross one of them, and dust (fills worth under one quote minor unit are never made; a maker or
 * remainder that can no longer trade leaves the book). Prices are KES cents per whole coin,
 * amounts coin minor units (1 coin = 100_000_000n).
 */
import { describe, expect, test } from 'vitest';
import {
  SELF_TRADE_MESSAGE,
  TOO_SMALL_TO_MATCH_MESSAGE,
  buyHoldMinor,
  crosses,
  isDust,
  matchOrder,
  type BookOrder,
  type IncomingOrder,
} from './order-matching.js';

const COIN = 100_000_000n;

function resting(id: string, userId: string, price: bigint, amount: bigint): BookOrder {
  return { id, userId, priceMinor: price, amountMinor: amount };
}

const asks = [
  resting('a1', 'maker1', 300n, 5n * COIN),
  resting('a2', 'maker2', 300n, 5n * COIN),
  resting('a3', 'maker1', 325n, 10n * COIN),
  resting('a4', 'maker3', 400n, 10n * COIN),
];

describe('crosses', () => {
  test.each([
    ['buy', 300n, 300n, true],
    ['buy', 300n, 299n, true],
    ['buy', 300n, 301n, false],
    ['sell', 300n, 300n, true],
    ['sell', 300n, 301n, true],
    ['sell', 300n, 299n, false],
  ] as const)('%s at %s meets a resting order at %s: %s', (side, limit, price, expected) => {
    expect(crosses(side, limit, price)).toBe(expected);
  });
});

describe('isDust', () => {
  test.each([
    [1n, 1n, true],
    [COIN - 1n, 1n, true],
    [COIN, 1n, false],
    [100n, 1_000_000n, false],
    [100n, 999_999n, true],
  ])('%s at %s is dust: %s', (amount, price, expected) => {
    expect(isDust(amount, price)).toBe(expected);
  });
});

describe('matchOrder', () => {
  const buy = (amount: bigint, price: bigint, userId = 'taker'): IncomingOrder => ({
    side: 'buy',
    userId,
    priceMinor: price,
    amountMinor: amount,
  });

  test.each([
    {
      name: 'no cross: everything rests',
      order: buy(3n * COIN, 299n),
      fills: [],
      remaining: 3n * COIN,
      rests: true,
    },
    {
      name: 'fills at the resting price, oldest first at one price',
      order: buy(7n * COIN, 310n),
      fills: [
        ['a1', 5n * COIN, 300n, 1500n],
        ['a2', 2n * COIN, 300n, 600n],
      ],
      remaining: 0n,
      rests: false,
    },
    {
      name: 'walks the book and rests the remainder at its limit',
      order: buy(25n * COIN, 350n),
      fills: [
        ['a1', 5n * COIN, 300n, 1500n],
        ['a2', 5n * COIN, 300n, 1500n],
        ['a3', 10n * COIN, 325n, 3250n],
      ],
      remaining: 5n * COIN,
      rests: true,
    },
  ])('$name', ({ order, fills, remaining, rests }) => {
    const outcome = matchOrder(order, asks);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(
      outcome.fills.map((f) => [f.makerOrderId, f.amountMinor, f.priceMinor, f.quoteMinor]),
    ).toEqual(fills);
    expect(outcome.remainingMinor).toBe(remaining);
    expect(outcome.rests).toBe(rests);
  });

  test('skips the trader’s own orders and fills the next owner’s', () => {
    const outcome = matchOrder(buy(6n * COIN, 300n, 'maker1'), asks);
    // a1 (maker1's own) is skipped; a2 fills; 1 coin would rest at 300, crossing a1: refused.
    expect(outcome).toEqual({ ok: false, code: 'SELF_TRADE', message: SELF_TRADE_MESSAGE });
    const filled = matchOrder(buy(5n * COIN, 300n, 'maker1'), asks);
    expect(filled.ok && filled.fills.map((f) => f.makerOrderId)).toEqual(['a2']);
    expect(filled.ok && filled.rests).toBe(false);
  });

  test('a remainder below the own order does not cross it and rests', () => {
    const book = [resting('own', 'me', 500n, COIN), resting('other', 'x', 300n, COIN)];
    const sorted = [...book].sort((a, b) => Number(a.priceMinor - b.priceMinor));
    const outcome = matchOrder(buy(2n * COIN, 400n, 'me'), sorted);
    expect(outcome).toMatchObject({ ok: true, remainingMinor: COIN, rests: true });
  });

  test('a selling taker receives the floor, a buying taker pays the ceiling', () => {
    // 0.333333 coin at 3.25 KES = 108.333225 cents.
    const amount = 33_333_300n;
    const bid = [resting('b1', 'maker', 325n, COIN)];
    const sell = matchOrder(
      { side: 'sell', userId: 't', priceMinor: 300n, amountMinor: amount },
      bid,
    );
    expect(sell.ok && sell.fills[0]?.quoteMinor).toBe(108n);
    const ask = [resting('s1', 'maker', 325n, COIN)];
    const bought = matchOrder(buy(amount, 325n), ask);
    expect(bought.ok && bought.fills[0]?.quoteMinor).toBe(109n);
  });

  test('a maker left with dust is swept with its fill', () => {
    const ask = [resting('s1', 'maker', 325n, 20n * COIN)];
    // 19.999 coins leave 0.001 coin: 0.325 cents, under one cent.
    const outcome = matchOrder(buy(1_999_900_000n, 325n), ask);
    expect(outcome.ok && outcome.fills[0]).toMatchObject({
      makerRemainingMinor: 100_000n,
      makerSwept: true,
    });
    const kept = matchOrder(buy(19n * COIN, 325n), ask);
    expect(kept.ok && kept.fills[0]?.makerSwept).toBe(false);
  });

  test('a dust fill is never made; the remainder is swept instead of resting crossed', () => {
    const ask = [resting('s1', 'maker', 1n, 5n * COIN)];
    // 0.5 coin at 0.01 KES is half a cent: no fill, and resting at 5.00 would cross the ask.
    expect(matchOrder(buy(COIN / 2n, 500n), ask)).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      message: TOO_SMALL_TO_MATCH_MESSAGE,
    });
    // After a real fill, the same dust remainder is swept: the order is done, nothing rests.
    const book = [resting('s0', 'maker', 1n, 3n * COIN), ...ask];
    const outcome = matchOrder(buy(3n * COIN + COIN / 2n, 500n), book);
    expect(outcome).toMatchObject({ ok: true, remainingMinor: COIN / 2n, rests: false });
    expect(outcome.ok && outcome.fills.map((f) => f.quoteMinor)).toEqual([3n]);
  });

  test('a remainder that is dust at its own limit is swept, not rested', () => {
    const ask = [resting('s1', 'maker', 100n, COIN)];
    const outcome = matchOrder(buy(COIN + 100_000n, 100n), ask);
    expect(outcome).toMatchObject({ ok: true, remainingMinor: 100_000n, rests: false });
  });
});

describe('buyHoldMinor', () => {
  const fill = (quoteMinor: bigint) => ({
    makerOrderId: 'm',
    makerUserId: 'm',
    priceMinor: 1n,
    amountMinor: 1n,
    quoteMinor,
    makerRemainingMinor: 0n,
    makerSwept: false,
  });
  test.each([
    // No fills: the spec's amount × price, rounded up (3 coins at 3.25 KES).
    {
      amount: 3n * COIN,
      price: 325n,
      quotes: [],
      rest: 3n * COIN,
      rests: true,
      hold: 975n,
      need: 975n,
    },
    // A cheaper fill: hold amount × limit, need what the fill charges plus the rest at the limit.
    {
      amount: 10n * COIN,
      price: 350n,
      quotes: [1500n],
      rest: 5n * COIN,
      rests: true,
      hold: 3500n,
      need: 3250n,
    },
    // Each fill rounds up: two fills can need a cent more than amount × limit.
    {
      amount: 66_666_600n,
      price: 150n,
      quotes: [50n, 50n],
      rest: 0n,
      rests: false,
      hold: 100n,
      need: 100n,
    },
    {
      amount: 66_666_600n,
      price: 150n,
      quotes: [51n, 50n],
      rest: 0n,
      rests: false,
      hold: 101n,
      need: 101n,
    },
    // A swept remainder needs nothing held.
    {
      amount: 2n * COIN,
      price: 100n,
      quotes: [100n],
      rest: 1n,
      rests: false,
      hold: 200n,
      need: 100n,
    },
  ])(
    '$quotes, rest $rest → hold $hold, need $need',
    ({ amount, price, quotes, rest, rests, hold, need }) => {
      const order: IncomingOrder = {
        side: 'buy',
        userId: 'u',
        priceMinor: price,
        amountMinor: amount,
      };
      const outcome = { fills: quotes.map(fill), remainingMinor: rest, rests };
      expect(buyHoldMinor(order, outcome)).toEqual({ holdMinor: hold, neededMinor: need });
    },
  );
});

describe('matchOrder: a resting order minimum fill (decisions.md 26)', () => {
  const COIN_MINOR = 100_000_000n;
  const ask = {
    id: 'a1',
    userId: 'maker',
    priceMinor: 100n,
    amountMinor: 10n * COIN_MINOR,
    minFillMinor: 2n * COIN_MINOR,
  };
  const buy = (amountMinor: bigint) => ({
    side: 'buy' as const,
    userId: 'taker',
    priceMinor: 100n,
    amountMinor,
  });

  test('a fill below it that leaves the order on the book refuses the whole order', () => {
    expect(matchOrder(buy(COIN_MINOR), [ask])).toEqual({
      ok: false,
      code: 'ORDER_TOO_SMALL',
      minFillMinor: 2n * COIN_MINOR,
    });
  });

  test('a fill at the minimum trades', () => {
    const outcome = matchOrder(buy(2n * COIN_MINOR), [ask]);
    expect(outcome).toMatchObject({ ok: true, remainingMinor: 0n });
  });

  test('a fill that clears the order trades even below the minimum', () => {
    const small = { ...ask, amountMinor: COIN_MINOR };
    const outcome = matchOrder(buy(3n * COIN_MINOR), [small]);
    expect(outcome).toMatchObject({ ok: true, remainingMinor: 2n * COIN_MINOR, rests: true });
  });
});
