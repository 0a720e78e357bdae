import { describe, expect, test } from 'vitest';
import { TRADE_MESSAGES } from '@soko/shared';
import { POSITIVE_MESSAGE, checkPairLimits, parseOrderNumbers } from './order-request.js';
import { PAIR_INACTIVE_MESSAGE, planTake, type TakeTarget } from './take.js';

const COIN = 100_000_000n;

const sellOrder: TakeTarget = {
  id: 'o1',
  userId: 'maker',
  side: 'sell',
  status: 'partially_filled',
  priceMinor: 325n,
  amountMinor: 10n * COIN,
  base: 'HRC',
  quote: 'KES',
  pairActive: true,
  minFillMinor: null,
};

describe('planTake', () => {
  test.each([
    ['missing order', undefined, 'taker', '1', 'ORDER_NOT_FOUND', TRADE_MESSAGES.ORDER_NOT_FOUND],
    [
      'filled order',
      { ...sellOrder, status: 'filled' },
      'taker',
      '1',
      'ORDER_NOT_FOUND',
      TRADE_MESSAGES.ORDER_NOT_FOUND,
    ],
    [
      'cancelled order',
      { ...sellOrder, status: 'cancelled' },
      'maker',
      'x',
      'ORDER_NOT_FOUND',
      TRADE_MESSAGES.ORDER_NOT_FOUND,
    ],
    [
      'inactive pair before self-trade',
      { ...sellOrder, pairActive: false },
      'maker',
      '1',
      'PAIR_INACTIVE',
      PAIR_INACTIVE_MESSAGE,
    ],
    [
      'own order before the amount',
      sellOrder,
      'maker',
      'x',
      'SELF_TRADE',
      TRADE_MESSAGES.SELF_TRADE,
    ],
    ['not a number', sellOrder, 'taker', 'x', 'INVALID_AMOUNT', TRADE_MESSAGES.invalidAmountBody],
    [
      '7 decimals',
      sellOrder,
      'taker',
      '0.0000001',
      'INVALID_AMOUNT',
      'Amount can have at most 6 decimals (minimum 0.000001)',
    ],
    ['zero', sellOrder, 'taker', '0.000000', 'INVALID_AMOUNT', 'Minimum amount is 0.000001'],
    [
      'more than is left',
      sellOrder,
      'taker',
      '10.000001',
      'INVALID_AMOUNT',
      'Amount exceeds available (10 HRC)',
    ],
    [
      'total under a cent',
      sellOrder,
      'taker',
      '0.003',
      'INVALID_AMOUNT',
      'Amount is too small: the total must be at least KES 0.01',
    ],
  ] as const)('%s → %s', (_name, order, taker, amount, code, message) => {
    expect(planTake(order, taker, amount)).toEqual({
      ok: false,
      code,
      message,
      key: expect.any(String),
      params: expect.any(Object),
    });
  });

  test('an amount as the API shows it (8 decimals, trailing zeros) is accepted', () => {
    expect(planTake(sellOrder, 'taker', '9.66666700')).toMatchObject({
      ok: true,
      amountMinor: 966_666_700n,
    });
    expect(planTake(sellOrder, 'taker', '9.666667001')).toMatchObject({
      ok: false,
      code: 'INVALID_AMOUNT',
    });
  });

  test('a buying taker pays the ceiling and may take all that is left', () => {
    expect(planTake(sellOrder, 'taker', '0.333333')).toMatchObject({
      ok: true,
      takerSide: 'buy',
      amountMinor: 33_333_300n,
      priceMinor: 325n,
      quoteMinor: 109n,
      makerRemainingMinor: 10n * COIN - 33_333_300n,
      makerSwept: false,
    });
    expect(planTake(sellOrder, 'taker', '10')).toMatchObject({ ok: true, makerRemainingMinor: 0n });
  });

  test('a selling taker receives the floor; a dust rest of the maker is swept', () => {
    const bid = { ...sellOrder, side: 'buy' as const };
    expect(planTake(bid, 'taker', '9.999')).toMatchObject({
      ok: true,
      takerSide: 'sell',
      quoteMinor: 3249n, // 32.49675 KES
      makerRemainingMinor: 100_000n,
      makerSwept: true,
    });
  });
});

describe('parseOrderNumbers', () => {
  test.each([
    [{ amount: '0.0000001', price: '1' }, 'Amount can have at most 6 decimals (step 0.000001)'],
    [{ amount: '1', price: '1.001' }, 'Price can have at most 2 decimals (step 0.01)'],
    [{ amount: '0', price: '1' }, POSITIVE_MESSAGE],
    [{ amount: '1', price: '0.00' }, POSITIVE_MESSAGE],
    [{ amount: '1000000000000', price: '1' }, 'Amount is too large'],
    [{ amount: '1', price: '1000000000000000000' }, 'Price is too large'],
  ])('%j → INVALID_AMOUNT', (input, message) => {
    expect(parseOrderNumbers(input, 'KES')).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      message,
      key: expect.any(String),
      params: expect.any(Object),
    });
  });

  test.each([
    ['KES', '3.25', 325n],
    ['USDT', '3.25', 325_000_000n],
    // As the API shows them: trailing zeros are not decimals of the step.
    ['USDT', '3.25000000', 325_000_000n],
    ['KES', '3.2500', 325n],
  ])('a %s price %s is %s minor units per coin', (quote, price, minor) => {
    expect(parseOrderNumbers({ amount: '0.5', price }, quote)).toEqual({
      ok: true,
      amountMinor: COIN / 2n,
      priceMinor: minor,
    });
  });
});

describe('checkPairLimits', () => {
  const pair = {
    base: 'HRC',
    quote: 'KES',
    minOrderSizeMinor: 20n * COIN,
    maxOrderSizeMinor: 1_000_000n * COIN,
  };
  test.each([
    [19n * COIN, 325n, 'ORDER_TOO_SMALL', 'Minimum order size is 20 HRC'],
    [1_000_001n * COIN, 325n, 'ORDER_TOO_LARGE', 'Maximum order size is 1,000,000 HRC'],
  ])('%s at %s → %s', (amount, price, code, message) => {
    expect(checkPairLimits(pair, amount, price)).toEqual({
      ok: false,
      code,
      message,
      key: expect.any(String),
      params: expect.any(Object),
    });
  });

  test('a total under one quote minor unit is refused; the limits themselves are allowed', () => {
    // 0.001 coin at 0.01 KES is a thousandth of a cent.
    const tiny = { ...pair, minOrderSizeMinor: 100_000n };
    expect(checkPairLimits(tiny, 100_000n, 1n)).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      message: 'Order total must be at least KES 0.01',
      key: 'orderTotalTooSmall',
      params: { smallest: 'KES 0.01' },
    });
    expect(checkPairLimits(pair, 20n * COIN, 1n)).toEqual({ ok: true });
    expect(checkPairLimits(pair, 1_000_000n * COIN, 1n)).toEqual({ ok: true });
  });
});

describe('planTake: the maker minimum per trade (decisions.md 26)', () => {
  const withMin: TakeTarget = { ...sellOrder, minFillMinor: 2n * COIN, amountMinor: 5n * COIN };

  test('a take below the minimum that does not clear the order is ORDER_TOO_SMALL', () => {
    expect(planTake(withMin, 'taker', '1.999999')).toEqual({
      ok: false,
      code: 'ORDER_TOO_SMALL',
      message: 'Minimum amount per trade is 2 HRC',
      key: 'minFillNotMet',
      params: { minimum: '2', base: 'HRC' },
    });
  });

  test('a take of exactly the minimum is accepted', () => {
    expect(planTake(withMin, 'taker', '2')).toMatchObject({ ok: true, amountMinor: 2n * COIN });
  });

  test('a take below the minimum that clears the order is accepted', () => {
    const last: TakeTarget = { ...withMin, amountMinor: COIN };
    expect(planTake(last, 'taker', '1')).toMatchObject({ ok: true, makerRemainingMinor: 0n });
    expect(planTake(last, 'taker', '0.5')).toMatchObject({ ok: false, code: 'ORDER_TOO_SMALL' });
  });

  test('the amount is checked first: over what is left is INVALID_AMOUNT', () => {
    expect(planTake(withMin, 'taker', '6')).toMatchObject({ ok: false, code: 'INVALID_AMOUNT' });
  });
});
