import { describe, expect, test } from 'vitest';
import {
  describeAction,
  describeTarget,
  nairobiDayEnd,
  nairobiDayStart,
  targetTypes,
} from './audit-labels';

describe('describeAction', () => {
  test('known actions read as words; unknown ones pass through', () => {
    expect(describeAction('coin.deactivate')).toBe('Deactivated coin');
    expect(describeAction('pair.delete')).toBe('pair.delete');
  });
});

test('target types come from the actions', () => {
  expect(targetTypes).toEqual(['transaction', 'coin', 'pair', 'settings', 'user']);
});

describe('describeTarget', () => {
  test('a name from the after-state, else the before-state', () => {
    expect(
      describeTarget({
        targetType: 'coin',
        targetId: 'c1',
        before: null,
        after: { symbol: 'HRC' },
      }),
    ).toBe('Coin HRC');
    expect(
      describeTarget({
        targetType: 'user',
        targetId: 'u1',
        before: { username: 'amina' },
        after: null,
      }),
    ).toBe('User amina');
  });

  test('else a short id, else the type alone', () => {
    expect(
      describeTarget({
        targetType: 'transaction',
        targetId: '3f2a9c1e-0000-4000-8000-000000000000',
        before: { status: 'pending' },
        after: null,
      }),
    ).toBe('Transaction 3f2a9c1e');
    expect(describeTarget({ targetType: 'settings', targetId: null, before: {}, after: {} })).toBe(
      'Settings',
    );
  });
});

describe('Nairobi days', () => {
  test('a day runs from 00:00 to 23:59:59.999 at +03:00', () => {
    expect(nairobiDayStart('2026-03-01')).toBe('2026-03-01T00:00:00.000+03:00');
    expect(nairobiDayEnd('2026-03-01')).toBe('2026-03-01T23:59:59.999+03:00');
    // Midnight in Nairobi is 21:00 UTC the day before.
    expect(new Date(nairobiDayStart('2026-03-01') ?? '').toISOString()).toBe(
      '2026-02-28T21:00:00.000Z',
    );
  });

  test('anything but a date gives no bound', () => {
    expect(nairobiDayStart('')).toBeUndefined();
    expect(nairobiDayEnd('01/03/2026')).toBeUndefined();
  });
});
