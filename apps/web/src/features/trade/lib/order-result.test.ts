import { i18n } from '@lingui/core';
import type { CreateOrderResponse, OrderView, TradeView } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeOrderError, describeOrderOutcome } from './order-result';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const order: OrderView = {
  id: 'o1',
  side: 'buy',
  base: 'HRC',
  quote: 'KES',
  amount: '0.00000000',
  originalAmount: '30.00000000',
  filledAmount: '30.00000000',
  price: '3.40',
  total: '102.00',
  status: 'filled',
  minFill: null,
  username: 'brian',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const trade = (amount: string, price: string, total: string): TradeView => ({
  id: `t-${price}`,
  base: 'HRC',
  quote: 'KES',
  amount,
  price,
  total,
  takerSide: 'buy',
  makerOrderId: 'm1',
  takerOrderId: 'o1',
  buyerFee: '0.00000000',
  sellerFee: '0.00',
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('describeOrderOutcome', () => {
  test('no fills: the order rests on the book', () => {
    const response: CreateOrderResponse = {
      order: { ...order, side: 'sell', amount: '120.50000000', filledAmount: '0', status: 'open' },
      trades: [],
    };
    const outcome = describeOrderOutcome(response);
    expect(outcome).toEqual({
      title: 'Order placed',
      fills: [],
      summary: 'Your sell order for 120.5000 HRC at KES 3.40 is on the book.',
    });
  });

  test('a crossing order lists every fill at the resting price', () => {
    const outcome = describeOrderOutcome({
      order,
      trades: [trade('10.00000000', '3.30', '33.00'), trade('20.00000000', '3.35', '67.00')],
    });
    expect(outcome).toEqual({
      title: 'Order filled',
      fills: ['10.0000 HRC at KES 3.30 = KES 33.00', '20.0000 HRC at KES 3.35 = KES 67.00'],
      summary: 'Your buy order is filled.',
    });
  });

  test('a partly filled order says what rests', () => {
    const outcome = describeOrderOutcome({
      order: { ...order, amount: '20.00000000', status: 'partially_filled' },
      trades: [trade('10.00000000', '3.30', '33.00')],
    });
    expect(outcome.title).toBe('Order partly filled');
    expect(outcome.summary).toBe('The rest, 20.0000 HRC at KES 3.40, is on the book.');
  });
});

describe('describeOrderError', () => {
  test.each([
    ['ORDER_TOO_SMALL', 'Order too small', 'amount'],
    ['ORDER_TOO_LARGE', 'Order too large', 'amount'],
    ['INSUFFICIENT_BALANCE', 'Insufficient balance', 'amount'],
    ['PAIR_INACTIVE', 'Pair not trading', undefined],
    ['CONFLICT', 'Failed to create order', undefined],
  ])('%s is titled %s and keeps the server text', (code, title, field) => {
    const problem = describeOrderError(new ApiError(400, code, 'Server says why'));
    expect(problem).toEqual({ title, message: 'Server says why', ...(field ? { field } : {}) });
  });

  test('signed out and self trade use the spec words', () => {
    expect(describeOrderError(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toEqual({
      title: 'Authentication required',
      message: 'Please log in to create orders',
      login: true,
    });
    expect(describeOrderError(new ApiError(409, 'SELF_TRADE', 'x')).message).toBe(
      'You cannot trade your own order',
    );
  });

  test('a validation error shows the first field message', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid request', {
      price: 'Too many decimals',
    });
    expect(describeOrderError(error)).toEqual({
      title: 'Invalid values',
      message: 'Too many decimals',
    });
  });

  test('a server fault never shows its internals; a lost connection says a retry is safe', () => {
    expect(describeOrderError(new ApiError(500, 'INTERNAL', 'stack trace')).message).not.toContain(
      'stack',
    );
    expect(describeOrderError(new ApiError(0, 'NETWORK_ERROR', 'x')).message).toContain(
      'will not be placed twice',
    );
    expect(describeOrderError(new Error('boom')).title).toBe('Failed to create order');
  });
});
