import { i18n } from '@lingui/core';
import { ORDER_MESSAGES, type PairView } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import {
  checkOrder,
  choosePair,
  missingPair,
  maxOrderAmount,
  pairKey,
  parsePairKey,
  previewTotalMinor,
  type OrderFormValues,
} from './order-form';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const hrcKes: PairView = {
  id: 'p1',
  base: 'HRC',
  quote: 'KES',
  minOrderSize: '20',
  maxOrderSize: '1000000',
  active: true,
  makerFeeBps: 10,
  takerFeeBps: 20,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const hrcUsdt: PairView = {
  ...hrcKes,
  id: 'p2',
  quote: 'USDT',
  minOrderSize: '1',
  maxOrderSize: '100000',
};
const rich = { baseAvailable: '12000.00000000', quoteAvailable: '250000.00' };

function values(side: 'buy' | 'sell', amount: string, price: string): OrderFormValues {
  return { side, amount, price };
}

describe('checkOrder: the spec messages in the spec order', () => {
  test('signed out comes first, whatever else is wrong', () => {
    const check = checkOrder(values('buy', '', ''), undefined, false, rich);
    expect(check).toEqual({
      ok: false,
      problem: {
        title: ORDER_MESSAGES.authTitle,
        message: ORDER_MESSAGES.authBody,
        login: true,
      },
    });
  });

  test.each([
    ['', '3.25', hrcKes],
    ['10', ' ', hrcKes],
    ['10', '3.25', undefined],
  ])('missing fields (amount %j, price %j) say Invalid order', (amount, price, pair) => {
    const check = checkOrder(values('sell', amount, price), pair, true, rich);
    expect(check).toEqual({
      ok: false,
      problem: { title: ORDER_MESSAGES.invalidTitle, message: ORDER_MESSAGES.invalidBody },
    });
  });

  test.each([
    ['-5', '3.25'],
    ['abc', '3.25'],
    ['10', '1e3'],
    ['0', '3.25'],
    ['10', '0.00'],
    ['10', '-1'],
  ])('amount %j at price %j are not positive numbers', (amount, price) => {
    const check = checkOrder(values('sell', amount, price), hrcKes, true, rich);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.problem.title).toBe(ORDER_MESSAGES.invalidValuesTitle);
    }
  });

  test('the amount step is 0.000001 and the price step 0.01', () => {
    const amount = checkOrder(values('sell', '20.0000001', '3.25'), hrcKes, true, rich);
    expect(!amount.ok && amount.problem).toMatchObject({
      field: 'amount',
      title: 'Invalid values',
    });
    const price = checkOrder(values('sell', '20', '3.255'), hrcKes, true, rich);
    expect(!price.ok && price.problem).toMatchObject({ field: 'price', title: 'Invalid values' });
    expect(checkOrder(values('sell', '20.000001', '3.25'), hrcKes, true, rich).ok).toBe(true);
  });

  test('below the pair minimum is too small, above the maximum too large, with limit and coin', () => {
    const small = checkOrder(values('sell', '19.999999', '3.25'), hrcKes, true, rich);
    expect(!small.ok && small.problem).toEqual({
      title: 'Order too small',
      message: 'The minimum order is 20 HRC.',
      field: 'amount',
    });
    const large = checkOrder(values('buy', '1000000.000001', '0.01'), hrcKes, true, rich);
    expect(!large.ok && large.problem).toEqual({
      title: 'Order too large',
      message: 'The maximum order is 1,000,000 HRC.',
      field: 'amount',
    });
  });

  test('a sell needs the base amount, a buy the rounded-up total, with both amounts shown', () => {
    const sell = checkOrder(values('sell', '12000.000001', '3.25'), hrcKes, true, rich);
    expect(!sell.ok && sell.problem).toEqual({
      title: 'Insufficient balance',
      message: 'This order needs 12,000.000001 HRC; you have 12,000.0000 HRC available.',
      field: 'amount',
    });
    // 100 × 3.33 = 333.00 exactly; 100.000001 × 3.33 = 333.00000333, held as 333.01.
    const poor = { baseAvailable: '0', quoteAvailable: '333.00' };
    expect(checkOrder(values('buy', '100', '3.33'), hrcKes, true, poor).ok).toBe(true);
    const buy = checkOrder(values('buy', '100.000001', '3.33'), hrcKes, true, poor);
    expect(!buy.ok && buy.problem.message).toBe(
      'This order needs KES 333.01; you have KES 333.00 available.',
    );
  });

  test('balances not loaded yet count as nothing available', () => {
    const check = checkOrder(values('sell', '20', '3.25'), hrcKes, true, {
      baseAvailable: undefined,
      quoteAvailable: undefined,
    });
    expect(!check.ok && check.problem.title).toBe('Insufficient balance');
  });

  test('a passing buy is prepared with its exact hold; a sell holds its base amount', () => {
    const buy = checkOrder(values('buy', ' 20.5 ', '3.33'), hrcKes, true, rich);
    expect(buy).toEqual({
      ok: true,
      order: {
        side: 'buy',
        base: 'HRC',
        quote: 'KES',
        amount: '20.5',
        price: '3.33',
        amountMinor: 2_050_000_000n,
        priceMinor: 333n,
        // 20.5 × 3.33 = 68.265 → 68.27 held (rounded up).
        totalMinor: 6827n,
        holdMinor: 6827n,
        holdCurrency: 'KES',
        // A buy receives the coin: at most 0.2 % of 20.5 = 0.041 HRC, 20.459 arrives at least.
        fee: {
          currency: 'HRC',
          feeMinor: 4_100_000n,
          netMinor: 2_045_900_000n,
          rates: '0.1 % maker / 0.2 % taker',
        },
      },
    });
    const sell = checkOrder(values('sell', '20.5', '3.33'), hrcKes, true, rich);
    expect(sell.ok && sell.order).toMatchObject({
      // 68.265 → 68.26 credited at least (rounded down).
      totalMinor: 6826n,
      holdMinor: 2_050_000_000n,
      holdCurrency: 'HRC',
      // A sell receives KES: 0.2 % of 68.26 = 0.13652 → 0.13 (rounded down).
      fee: { currency: 'KES', feeMinor: 13n, netMinor: 6813n },
    });
  });

  test('a minimum per trade is optional, positive and at most the amount', () => {
    const minFill = (text: string) =>
      checkOrder({ ...values('sell', '20', '3'), minFill: text }, hrcKes, true, rich);
    expect(minFill('5')).toMatchObject({ ok: true, order: { minFill: '5' } });
    expect(minFill('')).toMatchObject({ ok: true });
    expect(minFill('20.000001')).toMatchObject({ ok: false, problem: { field: 'minFill' } });
    expect(minFill('0')).toMatchObject({ ok: false, problem: { field: 'minFill' } });
  });

  test('USDT prices are in 8-decimal minor units', () => {
    const check = checkOrder(values('buy', '2', '1.5'), hrcUsdt, true, {
      baseAvailable: '0',
      quoteAvailable: '3.00000000',
    });
    expect(check.ok && check.order).toMatchObject({
      priceMinor: 150_000_000n,
      holdMinor: 300_000_000n,
      holdCurrency: 'USDT',
      price: '1.5',
    });
  });
});

describe('previewTotalMinor', () => {
  test.each([
    ['buy', '20.5', '3.33', 6827n],
    ['sell', '20.5', '3.33', 6826n],
    ['buy', '0.000001', '0.01', 1n],
    ['sell', '0.000001', '0.01', 0n],
    ['buy', '', '3.33', null],
    ['buy', '1', 'x', null],
    ['buy', '0', '3', null],
  ] as const)('%s %s at %s is %s minor units', (side, amount, price, total) => {
    expect(previewTotalMinor(side, amount, price, 'KES')).toBe(total);
  });

  test('no float error on amounts a double cannot hold', () => {
    // 123456789.123456 × 9999999.99 = 1234567889999992.1087654… → KES 1234567889999992.11.
    expect(previewTotalMinor('buy', '123456789.123456', '9999999.99', 'KES')).toBe(
      123456788999999211n,
    );
    expect(previewTotalMinor('sell', '123456789.123456', '9999999.99', 'KES')).toBe(
      123456788999999210n,
    );
  });
});

describe('maxOrderAmount: the MAX control', () => {
  test('a sell offers the whole base balance cut to the 0.000001 step', () => {
    expect(
      maxOrderAmount('sell', '', 'KES', { baseAvailable: '1.23456789', quoteAvailable: '0' }),
    ).toEqual({
      ok: true,
      amount: '1.234567',
    });
    expect(
      maxOrderAmount('sell', '', 'KES', { baseAvailable: undefined, quoteAvailable: '0' }),
    ).toEqual({
      ok: true,
      amount: '0',
    });
  });

  test('a buy is quote balance ÷ price floored to 5 decimals', () => {
    // 1000 ÷ 3 = 333.3333333… → 333.33333
    expect(
      maxOrderAmount('buy', '3', 'KES', { baseAvailable: '0', quoteAvailable: '1000.00' }),
    ).toEqual({
      ok: true,
      amount: '333.33333',
    });
    expect(
      maxOrderAmount('buy', '3.25', 'KES', { baseAvailable: '0', quoteAvailable: '250000.00' }),
    ).toEqual({
      ok: true,
      amount: '76923.07692',
    });
  });

  test('the MAX buy always passes the balance check it feeds', () => {
    const balances = { baseAvailable: '0', quoteAvailable: '999.99' };
    for (const price of ['0.07', '3.33', '7.77', '123.45']) {
      const max = maxOrderAmount('buy', price, 'KES', balances);
      if (!max.ok) throw new Error('expected a max');
      const check = checkOrder(
        values('buy', max.amount, price),
        { ...hrcKes, minOrderSize: '0' },
        true,
        balances,
      );
      expect(check.ok).toBe(true);
    }
  });

  test('a buy needs a price first', () => {
    expect(maxOrderAmount('buy', '', 'KES', rich)).toEqual({ ok: false, reason: 'need_price' });
    expect(maxOrderAmount('buy', '0', 'KES', rich)).toEqual({ ok: false, reason: 'need_price' });
  });
});

describe('pairs in the address', () => {
  test.each([
    ['HRC-KES', { base: 'HRC', quote: 'KES' }],
    ['hrc-kes', { base: 'HRC', quote: 'KES' }],
    ['BTC_USDT', { base: 'BTC', quote: 'USDT' }],
    ['HRC', null],
    ['', null],
    [undefined, null],
    ['TOOLONG-KES', null],
  ])('%j is %j', (text, pair) => {
    expect(parsePairKey(text)).toEqual(pair);
  });

  test('pairKey writes what parsePairKey reads', () => {
    expect(parsePairKey(pairKey(hrcUsdt))).toEqual({ base: 'HRC', quote: 'USDT' });
  });

  test('choosePair: the named active pair, else the first active KES pair, else any active', () => {
    const inactive = { ...hrcKes, id: 'p3', base: 'BTC', active: false };
    const pairs = [hrcUsdt, inactive, hrcKes];
    expect(choosePair(pairs, 'HRC-USDT')).toBe(hrcUsdt);
    expect(choosePair(pairs, 'BTC-KES')).toBe(hrcKes);
    expect(choosePair(pairs, null)).toBe(hrcKes);
    expect(choosePair([hrcUsdt], 'nonsense')).toBe(hrcUsdt);
    expect(choosePair([inactive], null)).toBeUndefined();
  });

  test('missingPair: an unknown or closed pair is named; an active or absent one is not', () => {
    const inactive = { ...hrcKes, id: 'p3', base: 'BTC', active: false };
    const pairs = [hrcUsdt, inactive, hrcKes];
    expect(missingPair(pairs, 'NOPE-KES')).toEqual({ label: 'NOPE/KES', inactive: false });
    expect(missingPair(pairs, 'btc-kes')).toEqual({ label: 'BTC/KES', inactive: true });
    expect(missingPair(pairs, 'not a pair')).toEqual({ label: 'not a pair', inactive: false });
    expect(missingPair(pairs, 'hrc-usdt')).toBeNull();
    expect(missingPair(pairs, null)).toBeNull();
    expect(missingPair(pairs, ' ')).toBeNull();
  });

  test('without a named pair, the KES pair with the most trades in 24 hours wins', () => {
    const btcKes = { ...hrcKes, id: 'p4', base: 'BTC' };
    const pairs = [btcKes, hrcKes, hrcUsdt];
    const activity = [
      { base: 'BTC', quote: 'KES', trades24h: 2 },
      { base: 'HRC', quote: 'KES', trades24h: 9 },
      { base: 'HRC', quote: 'USDT', trades24h: 50 },
    ];
    expect(choosePair(pairs, null, activity)).toBe(hrcKes);
    expect(choosePair(pairs, 'HRC-USDT', activity)).toBe(hrcUsdt);
    // Nothing traded: the first KES pair, as without activity.
    expect(choosePair(pairs, null, [{ base: 'HRC', quote: 'KES', trades24h: 0 }])).toBe(btcKes);
  });
});
