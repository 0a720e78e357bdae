import { i18n } from '@lingui/core';
import type { OrderView } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  cancelErrorText,
  filledPercent,
  formatOrderAmount,
  formatPrice,
  isActive,
  releaseText,
} from './order-labels';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const order: OrderView = {
  id: 'o1',
  side: 'sell',
  base: 'HRC',
  quote: 'KES',
  amount: '60.00000000',
  originalAmount: '120.00000000',
  filledAmount: '60.00000000',
  price: '3.25',
  total: '390.00',
  status: 'partially_filled',
  minFill: null,
  username: 'amina',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('filledPercent', () => {
  test.each([
    ['120', '120', 0],
    ['60', '120', 50],
    ['0', '120', 100],
    // 2/3 filled is 66.66…%: shown 66, never rounded up.
    ['40', '120', 66],
    // 0.000001 of 1 000 000 is far under 1 %, still shown as 1 so the fill is visible.
    ['999999.999999', '1000000', 1],
    ['0.000001', '1000000', 99],
  ])('%s left of %s is %i %%', (amount, originalAmount, percent) => {
    expect(filledPercent({ amount, originalAmount })).toBe(percent);
  });

  test('a malformed or zero original counts as nothing filled', () => {
    expect(filledPercent({ amount: '0', originalAmount: '0' })).toBe(0);
    expect(filledPercent({ amount: 'x', originalAmount: '1' })).toBe(0);
  });
});

describe('labels', () => {
  test('only open and partially filled orders are active', () => {
    expect(isActive({ status: 'open' })).toBe(true);
    expect(isActive({ status: 'partially_filled' })).toBe(true);
    expect(isActive({ status: 'filled' })).toBe(false);
    expect(isActive({ status: 'cancelled' })).toBe(false);
  });

  test('amounts and prices are cut, never rounded up', () => {
    expect(formatOrderAmount('1234.50000000', 'HRC')).toBe('1,234.5000 HRC');
    expect(formatOrderAmount('20.00000000', 'HRC')).toBe('20.0000 HRC');
    expect(formatPrice('3.25', 'KES')).toBe('KES 3.25');
    expect(formatPrice('1.50000000', 'USDT')).toBe('1.50 USDT');
  });

  test('the cancel dialog says what is released', () => {
    expect(releaseText(order)).toBe(
      'The remaining 60.0000 HRC comes off the book and returns to your available balance.',
    );
    expect(releaseText({ ...order, side: 'buy' })).toBe(
      'The remaining 60.0000 HRC comes off the book, and the KES still held for it returns to your available balance.',
    );
  });

  test('a failed cancel shows the server message, else the spec fallback', () => {
    expect(cancelErrorText(new ApiError(409, 'CONFLICT', 'Order is already filled'))).toBe(
      'Order is already filled',
    );
    expect(cancelErrorText(new Error('boom'))).toBe('Failed to cancel the order');
  });
});
