import { i18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { orderDrift } from './order-drift';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const seen = {
  base: 'HRC',
  quote: 'KES',
  amount: '100.00000000',
  price: '3.25',
  minFill: null,
};

describe('orderDrift', () => {
  test('the same figures (written differently) are no change', () => {
    expect(orderDrift(seen, { ...seen, amount: '100' })).toEqual({ kind: 'none' });
  });

  test('an order no longer on the book is gone', () => {
    expect(orderDrift(seen, null)).toEqual({ kind: 'gone' });
  });

  test('another take reduced it: what is left now and before', () => {
    expect(orderDrift(seen, { ...seen, amount: '40.50000000' })).toEqual({
      kind: 'changed',
      message: 'This order changed: 40.5000 HRC left (was 100.0000).',
    });
  });

  test('every changed figure is named', () => {
    expect(orderDrift(seen, { ...seen, price: '3.30', minFill: '5.00000000' })).toEqual({
      kind: 'changed',
      message: 'This order changed: price KES 3.30 (was KES 3.25); minimum per trade 5.0000 HRC.',
    });
  });
});
