import { describe, expect, test } from 'vitest';
import {
  describeAction,
  describeTarget,
  nairobiDayEnd,
  nairobiDayStart,
  namesOf,
  readTargetType,
  targetTypeLabel,
  targetTypes,
} from './audit-labels';

describe('describeAction', () => {
  test('known actions read as words; unknown ones pass through', () => {
    expect(describeAction('coin.deactivate')).toBe('Deactivated coin');
    expect(describeAction('pair.delete')).toBe('pair.delete');
  });
});

test('target types are the ones the server records: ID documents are kyc_document', () => {
  expect(targetTypes).toContain('kyc_document');
  expect(targetTypes).not.toContain('kyc');
  for (const type of targetTypes) expect(targetTypeLabel[type]).toBeTruthy();
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
    ).toEqual({ label: 'Trading pair BTC/KES', id: null });
    expect(
      describeTarget({ ...base, targetType: 'kyc_document', targetName: null, subject: amina }),
    ).toEqual({ label: 'ID document of amina', id: null });
    expect(
      describeTarget({ ...base, targetType: 'user', targetName: null, subject: amina }),
    ).toEqual({ label: 'User amina', id: null });
  });

  test('a name from the after-state, else the before-state', () => {
    expect(
      describeTarget({
        targetType: 'coin',
        targetId: 'c1',
        before: null,
        after: { symbol: 'HRC' },
      }),
    ).toEqual({ label: 'Coin HRC', id: null });
    expect(
      describeTarget({
        targetType: 'user',
        targetId: 'u1',
        before: { username: 'amina' },
        after: null,
      }),
    ).toEqual({ label: 'User amina', id: null });
  });

  test('else the type with the whole id (ids share their time-based start), else the type alone', () => {
    expect(
      describeTarget({
        targetType: 'transaction',
        targetId: 'txn_01m80sjkznqg0gbn35086xmzw4',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    ).toEqual({ label: 'Transaction', id: 'txn_01m80sjkznqg0gbn35086xmzw4' });
    expect(
      describeTarget({ targetType: 'settings', targetId: null, before: {}, after: {} }),
    ).toEqual({
      label: 'Settings',
      id: null,
    });
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
