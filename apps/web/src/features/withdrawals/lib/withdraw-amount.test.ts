import { describe, expect, test } from 'vitest';
import {
  INVALID_AMOUNT_TEXT,
  MISSING_TEXT,
  checkWithdrawAmount,
  maxAmount,
  withdrawFormSchema,
} from './withdraw-amount';

const TEN_PERCENT = 1000;

describe('checkWithdrawAmount: the gross / fee / net preview', () => {
  test.each([
    // amount, fee bps, gross, fee, net
    ['1', TEN_PERCENT, '1.00000000', '0.10000000', '0.90000000'],
    ['0.5', TEN_PERCENT, '0.50000000', '0.05000000', '0.45000000'],
    ['0.12345678', TEN_PERCENT, '0.12345678', '0.01234568', '0.11111110'],
    ['2', 1050, '2.00000000', '0.21000000', '1.79000000'],
    ['2', 0, '2.00000000', '0.00000000', '2.00000000'],
  ])('%s at %i bps is %s = %s + %s', (amount, feeBps, gross, fee, net) => {
    expect(checkWithdrawAmount(amount, '10.00000000', 'HRC', feeBps)).toEqual({
      ok: true,
      preview: { gross, fee, net },
    });
  });

  test('the fee rounds up to the next unit, so net + fee is always exactly the gross', () => {
    const check = checkWithdrawAmount('0.00000011', '1', 'HRC', TEN_PERCENT);
    expect(check).toEqual({
      ok: true,
      preview: { gross: '0.00000011', fee: '0.00000002', net: '0.00000009' },
    });
  });

  test('no float rounding on amounts floats cannot hold', () => {
    const check = checkWithdrawAmount('123456789.12345678', '999999999', 'HRC', TEN_PERCENT);
    expect(check.ok && check.preview).toEqual({
      gross: '123456789.12345678',
      fee: '12345678.91234568',
      net: '111111110.21111110',
    });
  });

  test('the whole available balance is allowed; one unit more is not', () => {
    expect(checkWithdrawAmount('1.5', '1.50000000', 'HRC', TEN_PERCENT).ok).toBe(true);
    expect(checkWithdrawAmount('1.50000001', '1.50000000', 'HRC', TEN_PERCENT)).toEqual({
      ok: false,
      problem: 'insufficient',
    });
  });

  test.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['0', 'invalid'],
    ['0.00000000', 'invalid'],
    ['-1', 'invalid'],
    ['abc', 'invalid'],
    ['1,000', 'invalid'],
    ['0.000000001', 'too_many_decimals'],
    ['0.00000001', 'below_fee'],
  ])('%j is refused as %s', (amount, problem) => {
    expect(checkWithdrawAmount(amount, '100', 'HRC', TEN_PERCENT)).toEqual({ ok: false, problem });
  });

  test('without the fee rate yet the balance is still checked, with no preview', () => {
    expect(checkWithdrawAmount('1', '2', 'HRC', undefined)).toEqual({ ok: true, preview: null });
    expect(checkWithdrawAmount('3', '2', 'HRC', undefined).ok).toBe(false);
  });
});

describe('withdrawFormSchema', () => {
  const schema = withdrawFormSchema('HRC', '2.00000000', TEN_PERCENT);
  // The first problem of each field, which is what the form shows under it.
  const messages = (input: object) => {
    const issues = schema.safeParse({ currency: 'HRC', ...input }).error?.issues ?? [];
    const first = new Map<string, string>();
    for (const issue of issues) {
      const path = issue.path.join('.');
      if (!first.has(path)) first.set(path, issue.message);
    }
    return [...first.values()];
  };

  test('a good request passes', () => {
    expect(schema.safeParse({ currency: 'HRC', address: 'hrc1qxyz', amount: '1' }).success).toBe(
      true,
    );
  });

  test('empty fields give the missing-information text', () => {
    expect(messages({ address: '', amount: '' })).toEqual([MISSING_TEXT, MISSING_TEXT]);
  });

  test('the spec texts: invalid amount, and insufficient balance with the maximum shown', () => {
    expect(messages({ address: 'hrc1q', amount: '0' })).toEqual([INVALID_AMOUNT_TEXT]);
    expect(messages({ address: 'hrc1q', amount: '5' })).toEqual([
      'Insufficient balance: The maximum you can withdraw is 2.0000 HRC.',
    ]);
  });

  test('the server address rules apply too', () => {
    expect(messages({ address: 'has spaces', amount: '1' })).toHaveLength(1);
  });
});

test('MAX fills the available balance with the full scale', () => {
  expect(maxAmount('1.5', 'HRC')).toBe('1.50000000');
  expect(maxAmount('0.00000000', 'HRC')).toBe('0.00000000');
});
