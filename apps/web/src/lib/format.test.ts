import { describe, expect, test } from 'vitest';
import { formatAmount, formatKes } from './format';

describe('formatAmount', () => {
  test.each([
    ['0', 2, '0.00'],
    ['1234567.5', 2, '1,234,567.50'],
    ['320450', 0, '320,450'],
    ['0.12345678', 4, '0.1234'],
    ['-1500.25', 2, '-1,500.25'],
  ])('%s with %i decimals is %s', (decimal, digits, shown) => {
    expect(formatAmount(decimal, digits)).toBe(shown);
  });

  test('cuts extra decimals instead of rounding up, so a balance is never overstated', () => {
    expect(formatAmount('9.999', 2)).toBe('9.99');
  });

  test('KES amounts carry the currency code', () => {
    expect(formatKes('3.25')).toBe('KES 3.25');
  });
});
