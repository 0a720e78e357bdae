import type { PairView } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  checkLimits,
  checkNewPair,
  feeBpsOf,
  limitsSchema,
  newPairSchema,
  pairFailureMessage,
  placePairError,
} from './pair-rules';

const existing: PairView[] = [
  {
    id: 'p1',
    base: 'HRC',
    quote: 'KES',
    minOrderSize: '20',
    maxOrderSize: '1000000',
    active: true,
    makerFeeBps: 10,
    takerFeeBps: 20,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

describe('checkNewPair: the three texts of product-spec.md section 5, in order', () => {
  test.each([
    ['', '', 'Please select both base and quote currencies'],
    ['HRC', '', 'Please select both base and quote currencies'],
    ['', 'KES', 'Please select both base and quote currencies'],
    ['USDT', 'USDT', 'Base and quote currencies must be different'],
    ['HRC', 'KES', 'This trading pair already exists'],
  ])('%j / %j → %s', (base, quote, message) => {
    expect(checkNewPair(base, quote, existing)).toBe(message);
  });

  test('a new pair passes', () => {
    expect(checkNewPair('HRC', 'USDT', existing)).toBeNull();
    expect(checkNewPair('BTC', 'KES', existing)).toBeNull();
  });
});

describe('checkLimits: the shared rule the server applies, one problem at a time', () => {
  test('the defaults of a new local pair pass', () => {
    expect(checkLimits('0.001', '100')).toEqual([]);
    expect(checkLimits(' 5 ', '5')).toEqual([]);
  });

  test.each([
    ['', '100', 'minOrderSize', 'Please enter a valid amount'],
    ['abc', '100', 'minOrderSize', 'Please enter a valid amount'],
    ['0.0000001', '100', 'minOrderSize', 'Order sizes have at most 6 decimals.'],
    ['1', '-1', 'maxOrderSize', 'Please enter a valid amount'],
    ['0', '100', 'minOrderSize', 'The minimum order size must be greater than 0.'],
    ['10', '9.999999', 'maxOrderSize', 'The maximum order size must be at least the minimum.'],
  ])('min %j, max %j → %s: %s', (min, max, field, message) => {
    expect(checkLimits(min, max)).toEqual([{ field, message }]);
  });

  test('compares exactly, not as floats', () => {
    // As doubles 0.1 + 0.2 and 0.3 differ; as decimals these two are one step apart.
    expect(checkLimits('0.300001', '0.3')).toHaveLength(1);
    expect(checkLimits('0.3', '0.300001')).toEqual([]);
  });
});

describe('the form schemas', () => {
  test('the add form reports the pair under base and the limits under their fields', () => {
    const result = newPairSchema(existing).safeParse({
      base: 'HRC',
      quote: 'KES',
      minOrderSize: '0',
      maxOrderSize: '100',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['base', 'This trading pair already exists'],
      ['minOrderSize', 'The minimum order size must be greater than 0.'],
    ]);
  });

  test('the limits form trims what was typed', () => {
    expect(
      limitsSchema.parse({
        minOrderSize: ' 1 ',
        maxOrderSize: '2 ',
        makerFeeBps: ' 10',
        takerFeeBps: '20 ',
      }),
    ).toEqual({ minOrderSize: '1', maxOrderSize: '2', makerFeeBps: '10', takerFeeBps: '20' });
  });

  test('fees are whole basis points from 0 to 1000', () => {
    const limits = { minOrderSize: '1', maxOrderSize: '2', takerFeeBps: '20' };
    for (const bad of ['-1', '1001', '2.5', 'ten', '']) {
      expect(limitsSchema.safeParse({ ...limits, makerFeeBps: bad }).success, bad).toBe(false);
    }
    expect(limitsSchema.safeParse({ ...limits, makerFeeBps: '1000' }).success).toBe(true);
    expect(feeBpsOf('0')).toBe(0);
  });
});

describe('placePairError', () => {
  test('a pair that exists (CONFLICT) is shown under the base currency with the spec text', () => {
    const error = new ApiError(409, 'CONFLICT', 'This trading pair already exists');
    expect(placePairError(error)).toEqual({
      field: 'base',
      message: 'This trading pair already exists',
    });
  });

  test('a field the server names lands under it', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
      maxOrderSize: 'Too large',
    });
    expect(placePairError(error)).toEqual({ field: 'maxOrderSize', message: 'Too large' });
  });

  test('the spec texts from the server land under base', () => {
    const error = new ApiError(
      400,
      'VALIDATION_ERROR',
      'Base and quote currencies must be different',
    );
    expect(placePairError(error)?.field).toBe('base');
  });

  test('anything else is only a toast, with the server text or the generic one', () => {
    const error = new ApiError(500, 'INTERNAL_ERROR', 'Something broke');
    expect(placePairError(error)).toBeNull();
    expect(pairFailureMessage(error)).toBe('Something broke');
    expect(pairFailureMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(
      'An unexpected error occurred',
    );
    expect(pairFailureMessage(new Error('boom'))).toBe('An unexpected error occurred');
  });
});
