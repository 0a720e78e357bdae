import { i18n } from '@lingui/core';
import { parseOrderAmount } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import {
  amountText,
  checkTakeAmount,
  filledPercent,
  formatCoinAmount,
  halfTakeMinor,
  limitRange,
  takeFeeOf,
  maxTakeMinor,
  payingCurrency,
  takeProblemText,
  takeTotalMinor,
  takerSideOf,
  tradeDoneText,
  trimDecimal,
  type TakenOrder,
} from './take-amount';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A sell order of 2 HRC at KES 3.25 (priceMinor 325), half filled from 4. */
const sellOrder: TakenOrder = {
  side: 'sell',
  base: 'HRC',
  quote: 'KES',
  amount: '2.00000000',
  originalAmount: '4.00000000',
  filledAmount: '2.00000000',
  price: '3.25',
};
const buyOrder: TakenOrder = { ...sellOrder, side: 'buy' };
function minor(coins: string): bigint {
  const parsed = parseOrderAmount(coins);
  if (!parsed.ok) throw new Error(`not an order amount: ${coins}`);
  return parsed.minor;
}

describe('takerSideOf and payingCurrency', () => {
  test('a sell order is bought from with the quote; a buy order is sold to with the base', () => {
    expect(takerSideOf('sell')).toBe('buy');
    expect(takerSideOf('buy')).toBe('sell');
    expect(payingCurrency(sellOrder)).toBe('KES');
    expect(payingCurrency(buyOrder)).toBe('HRC');
  });
});

describe('filledPercent', () => {
  test.each([
    ['0', '4', 0],
    ['2', '4', 50],
    ['1', '3', 33],
    ['2.99999999', '3', 99],
    ['3', '3', 100],
    ['0', '0', 0],
  ])('%s of %s is %i %% (rounded down)', (filledAmount, originalAmount, percent) => {
    expect(filledPercent({ filledAmount, originalAmount })).toBe(percent);
  });
});

describe('limitRange: the smallest take the order accepts to all that is left (decisions.md 26)', () => {
  test('without a minimum: the smallest non-zero total to price × remaining', () => {
    expect(limitRange(sellOrder)).toEqual({ min: '0.01', max: '6.50' });
  });

  test('with a minimum per trade: minimum × price, rounded down to the cent', () => {
    // 0.5 × 3.25 = 1.625 → 1.62
    expect(limitRange({ ...sellOrder, minFill: '0.50000000' })).toEqual({
      min: '1.62',
      max: '6.50',
    });
  });

  test('a minimum above what is left is capped: the rest is taken whole', () => {
    expect(limitRange({ ...sellOrder, minFill: '3.00000000' })).toEqual({
      min: '6.50',
      max: '6.50',
    });
  });

  test('a USDT pair keeps 8 decimals', () => {
    const order = { ...sellOrder, quote: 'USDT', price: '1.50000000', amount: '0.00000100' };
    expect(limitRange(order)).toEqual({ min: '0.00000150', max: '0.00000150' });
  });
});

describe('takeFeeOf: the taker rate of what the taker receives, rounded down', () => {
  test('buying 2 HRC at 0.2 % costs 0.004 HRC', () => {
    expect(takeFeeOf(sellOrder, 200_000_000n, 20)).toEqual({
      currency: 'HRC',
      scale: 8,
      feeMinor: 400_000n,
      netMinor: 199_600_000n,
    });
  });

  test('selling into a buy order pays in KES, floored to the cent', () => {
    const buyOrder = { ...sellOrder, side: 'buy' as const };
    // 2 × 3.25 = 6.50 KES; 0.2 % = 0.013 → 0.01
    expect(takeFeeOf(buyOrder, 200_000_000n, 20)).toMatchObject({ feeMinor: 1n, netMinor: 649n });
  });
});

describe('takeTotalMinor: the taker absorbs the rounding', () => {
  test('buying from a sell order rounds up; selling to a buy order rounds down', () => {
    // 0.333333 × 325 = 108.333225 cents
    expect(takeTotalMinor(sellOrder, minor('0.333333'))).toBe(109n);
    expect(takeTotalMinor(buyOrder, minor('0.333333'))).toBe(108n);
  });

  test('an exact product is the same either way', () => {
    expect(takeTotalMinor(sellOrder, minor('2'))).toBe(650n);
    expect(takeTotalMinor(buyOrder, minor('2'))).toBe(650n);
  });
});

describe('maxTakeMinor and halfTakeMinor', () => {
  test('without a known balance, Max is the whole remaining amount', () => {
    expect(maxTakeMinor(sellOrder, undefined)).toBe(minor('2'));
    expect(halfTakeMinor(sellOrder, undefined)).toBe(minor('1'));
  });

  test('buying: cut to what the KES balance pays for, cost rounded up still fits', () => {
    // KES 1.00 at 3.25: 0.307692 costs 100.0000 cents → ceil 100; 0.307693 would cost 101.
    const most = maxTakeMinor(sellOrder, '1.00');
    expect(most).toBe(minor('0.307692'));
    expect(takeTotalMinor(sellOrder, most)).toBeLessThanOrEqual(100n);
    expect(takeTotalMinor(sellOrder, most + 100n)).toBeGreaterThan(100n);
  });

  test('buying with more than enough KES: the order amount', () => {
    expect(maxTakeMinor(sellOrder, '1000.00')).toBe(minor('2'));
  });

  test('selling: cut to the coin balance on the 0.000001 step', () => {
    expect(maxTakeMinor(buyOrder, '0.12345678')).toBe(minor('0.123456'));
    expect(halfTakeMinor(buyOrder, '0.12345678')).toBe(minor('0.061728'));
  });

  test('with nothing to pay with, Max is the order amount so the dialog can say why', () => {
    expect(maxTakeMinor(sellOrder, '0.00')).toBe(minor('2'));
    expect(maxTakeMinor(buyOrder, '0')).toBe(minor('2'));
  });

  test('half of the smallest step is the step itself, never 0', () => {
    const tiny = { ...sellOrder, amount: '0.00000100' };
    expect(halfTakeMinor(tiny, undefined)).toBe(100n);
  });

  test('amountText trims what the field does not need', () => {
    expect(amountText(minor('0.5'))).toBe('0.5');
    expect(amountText(minor('2'))).toBe('2');
    expect(trimDecimal('12.00')).toBe('12');
    expect(trimDecimal('120')).toBe('120');
    expect(formatCoinAmount('1200.50000000')).toBe('1,200.5000');
    expect(formatCoinAmount('10.00000000')).toBe('10.0000');
    expect(formatCoinAmount('0.00000100')).toBe('0.000001');
  });
});

describe('checkTakeAmount: precedence of product-spec.md section 5', () => {
  test.each([
    ['', 'missing'],
    ['abc', 'invalid'],
    ['-1', 'invalid'],
    ['1e3', 'invalid'],
    ['0.0000001', 'too_many_decimals'],
    ['0', 'below_minimum'],
    ['0.000000', 'below_minimum'],
    ['2.000001', 'exceeds_available'],
    ['3', 'exceeds_available'],
  ])('%j is refused as %s', (text, problem) => {
    expect(checkTakeAmount(text, sellOrder, '1000.00')).toMatchObject({ ok: false, problem });
  });

  test('a total that rounds to 0 cents is refused, as the server would', () => {
    // 0.000001 × 3.25 = 0.00000325 KES
    expect(checkTakeAmount('0.000001', sellOrder, '1000.00')).toMatchObject({
      ok: false,
      problem: 'total_zero',
    });
  });

  test('buying needs the rounded-up total in KES', () => {
    expect(checkTakeAmount('1', sellOrder, '3.24')).toMatchObject({
      ok: false,
      problem: 'insufficient',
      totalMinor: 325n,
    });
    expect(checkTakeAmount('1', sellOrder, '3.25')).toEqual({
      ok: true,
      amountMinor: minor('1'),
      totalMinor: 325n,
    });
  });

  test('selling needs the coin, and receives the rounded-down total', () => {
    expect(checkTakeAmount('0.5', buyOrder, '0.49999999')).toMatchObject({
      problem: 'insufficient',
    });
    expect(checkTakeAmount('0.333333', buyOrder, '1')).toEqual({
      ok: true,
      amountMinor: minor('0.333333'),
      totalMinor: 108n,
    });
  });

  test('with the balance unknown only the order checks run', () => {
    expect(checkTakeAmount('2', sellOrder, undefined)).toMatchObject({ ok: true });
  });

  test('the whole remaining amount is allowed', () => {
    expect(checkTakeAmount('2', sellOrder, '6.50')).toMatchObject({ ok: true, totalMinor: 650n });
  });
});

describe('takeProblemText: the spec words first', () => {
  test.each([
    ['invalid', 'Invalid amount: Please enter a valid number'],
    ['missing', 'Invalid amount: Please enter a valid number'],
    ['exceeds_available', 'Amount exceeds available: this order has 2.0000 HRC left'],
    ['insufficient', 'Insufficient balance: you have KES 3.24 available'],
  ] as const)('%s', (problem, text) => {
    expect(takeProblemText(problem, sellOrder, '3.24')).toBe(text);
  });

  test('selling names the coin balance', () => {
    expect(takeProblemText('insufficient', buyOrder, '0.1')).toBe(
      'Insufficient balance: you have 0.1000 HRC available',
    );
  });
});

describe('tradeDoneText: the success toast, from the server figures', () => {
  test('a buy and a sell', () => {
    const trade = { amount: '10.00000000', base: 'HRC', total: '32.50', quote: 'KES' };
    expect(tradeDoneText({ ...trade, takerSide: 'buy' })).toBe(
      'You bought 10.0000 HRC for KES 32.50.',
    );
    expect(tradeDoneText({ ...trade, takerSide: 'sell' })).toBe(
      'You sold 10.0000 HRC and received KES 32.50.',
    );
  });
});
