import { describe, expect, test } from 'vitest';
import { auditDiff, flatten, formatAuditValue } from './audit-diff';

describe('auditDiff', () => {
  test('ids of people read as their usernames, a list of them joined', () => {
    const names = new Map([
      ['usr_a', 'admin'],
      ['usr_b', 'checker'],
    ]);
    expect(auditDiff({ approvedBy: ['usr_a'] }, { approvedBy: ['usr_a', 'usr_b'] }, names)).toEqual(
      [{ path: 'approvedBy', kind: 'changed', before: 'admin', after: 'admin, checker' }],
    );
    expect(formatAuditValue('usr_zzz', names)).toBe('usr_zzz');
  });

  test('lists only what changed', () => {
    expect(
      auditDiff(
        { withdrawalTaxPercent: 10, paymentChannelId: '1234', requireAdminMfa: null },
        { withdrawalTaxPercent: 12.5, paymentChannelId: '1234', requireAdminMfa: true },
      ),
    ).toEqual([
      { path: 'withdrawalTaxPercent', kind: 'changed', before: '10', after: '12.5' },
      { path: 'requireAdminMfa', kind: 'changed', before: 'none', after: 'true' },
    ]);
  });

  test('a creation has only an after: every field is added', () => {
    expect(auditDiff(null, { symbol: 'HRC', active: true })).toEqual([
      { path: 'symbol', kind: 'added', before: undefined, after: 'HRC' },
      { path: 'active', kind: 'added', before: undefined, after: 'true' },
    ]);
  });

  test('a deletion has only a before: every field is removed', () => {
    expect(auditDiff({ symbol: 'HRC' }, null)).toEqual([
      { path: 'symbol', kind: 'removed', before: 'HRC', after: undefined },
    ]);
  });

  test('nested objects compare by dotted path', () => {
    expect(
      auditDiff({ limits: { min: '20', max: '100' } }, { limits: { min: '20', max: '500' } }),
    ).toEqual([{ path: 'limits.max', kind: 'changed', before: '100', after: '500' }]);
  });

  test('a key present on one side only', () => {
    expect(auditDiff({ status: 'pending' }, { status: 'approved', txHash: '0xabc' })).toEqual([
      { path: 'status', kind: 'changed', before: 'pending', after: 'approved' },
      { path: 'txHash', kind: 'added', before: undefined, after: '0xabc' },
    ]);
  });

  test('plain values (not objects) are one line without a path', () => {
    expect(auditDiff('user', 'admin')).toEqual([
      { path: '', kind: 'changed', before: 'user', after: 'admin' },
    ]);
  });

  test('equal states give no lines; arrays compare whole', () => {
    expect(auditDiff({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(auditDiff({ a: [1, 2] }, { a: [1, 3] })).toEqual([
      { path: 'a', kind: 'changed', before: '[1,2]', after: '[1,3]' },
    ]);
  });

  test('both empty gives nothing', () => {
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  test.each([
    [null, 'none'],
    ['', '""'],
    ['approved', 'approved'],
    [false, 'false'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j → %s', (value, expected) => {
    expect(formatAuditValue(value)).toBe(expected);
  });

  test('long values are cut with an ellipsis', () => {
    const text = formatAuditValue('x'.repeat(200));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('flatten', () => {
  test('stops at three levels', () => {
    expect([...flatten({ a: { b: { c: { d: 1 } } } }).keys()]).toEqual(['a.b.c']);
  });
});
