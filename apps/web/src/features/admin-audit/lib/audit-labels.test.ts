import { describe, expect, test } from 'vitest';
import {
  describeTarget,
  nairobiDayEnd,
  nairobiDayStart,
  namesOf,
  readTargetType,
  targetTypes,
} from './audit-labels';

const none = { name: null, subject: null, id: null };

test('target types are the ones the server records: ID documents are kyc_document', () => {
  expect(targetTypes).toContain('kyc_document');
  expect(targetTypes).not.toContain('kyc');
  expect(readTargetType('kyc_document')).toBe('kyc_document');
  expect(readTargetType('kyc')).toBeUndefined();
  expect(readTargetType(null)).toBeUndefined();
});

describe('describeTarget', () => {
  test("the server's name for the target first, then the trader it concerns", () => {
    const amina = { id: 'usr_1', username: 'amina' };
    const base = { targetId: 'x1', before: null, after: { symbol: 'OLD' } };
    expect(
      describeTarget({ ...base, targetType: 'pair', targetName: 'BTC/KES', subject: null }),
    ).toEqual({ ...none, type: 'pair', name: 'BTC/KES' });
    expect(
      describeTarget({ ...base, targetType: 'kyc_document', targetName: null, subject: amina }),
    ).toEqual({ ...none, type: 'kyc_document', subject: 'amina' });
    expect(
      describeTarget({ ...base, targetType: 'user', targetName: null, subject: amina }),
    ).toEqual({ ...none, type: 'user', subject: 'amina' });
  });

  test('a name from the after-state, else the before-state', () => {
    expect(
      describeTarget({
        targetType: 'coin',
        targetId: 'c1',
        before: null,
        after: { symbol: 'HRC' },
      }),
    ).toEqual({ ...none, type: 'coin', name: 'HRC' });
    expect(
      describeTarget({
        targetType: 'user',
        targetId: 'u1',
        before: { username: 'amina' },
        after: null,
      }),
    ).toEqual({ ...none, type: 'user', name: 'amina' });
  });

  test('else the type with the whole id (ids share their time-based start), else the type alone', () => {
    expect(
      describeTarget({
        targetType: 'transaction',
        targetId: 'txn_01m80sjkznqg0gbn35086xmzw4',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    ).toEqual({ ...none, type: 'transaction', id: 'txn_01m80sjkznqg0gbn35086xmzw4' });
    expect(
      describeTarget({ targetType: 'settings', targetId: null, before: {}, after: {} }),
    ).toEqual({ ...none, type: 'settings' });
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

test('namesOf knows the actor, the subject and everyone involved', () => {
  const names = namesOf({
    actor: { id: 'usr_a', username: 'admin' },
    subject: null,
    involved: [{ id: 'usr_b', username: 'checker' }],
  });
  expect([...names]).toEqual([
    ['usr_a', 'admin'],
    ['usr_b', 'checker'],
  ]);
});
