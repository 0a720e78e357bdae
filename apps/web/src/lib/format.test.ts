import { describe, expect, test } from 'vitest';
import {
  formatAmount,
  formatKes,
  formatMoney,
  formatPhone,
  formatQuote,
  formatTotal,
  shortenMiddle,
} from './format';

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

describe('formatMoney', () => {
  test.each([
    ['1250.5', 'KES', 'KES 1,250.50'],
    ['0.125', 'HRC', '0.1250 HRC'],
    ['0.12500001', 'HRC', '0.12500001 HRC'],
    ['144.24000000', 'USDT', '144.2400 USDT'],
    ['12345.123456789', 'BTC', '12,345.12345678 BTC'],
  ])(
    '%s %s is %s (4 to 8 decimals for a coin, never a digit hidden, cut not rounded)',
    (decimal, currency, shown) => {
      expect(formatMoney(decimal, currency)).toBe(shown);
    },
  );
});

describe('shortenMiddle', () => {
  test('keeps the start and end of a long address', () => {
    expect(shortenMiddle('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBe('bc1qxy2k…hx0wlh');
  });

  test('leaves a short value whole', () => {
    expect(shortenMiddle('txn_123')).toBe('txn_123');
  });
});

describe('formatQuote', () => {
  test.each([
    ['159.43000000', 'USDT', '159.43 USDT'],
    ['1234.5', 'KES', 'KES 1,234.50'],
    // Cut, never rounded up: a limit is never overstated.
    ['15.94399999', 'USDT', '15.94 USDT'],
  ])('%s %s → %s', (decimal, quote, shown) => {
    expect(formatQuote(decimal, quote)).toBe(shown);
  });
});

describe('formatTotal and formatPhone', () => {
  test('a total reads with 2 decimals and keeps any further exact digit', () => {
    expect(formatTotal('144.24000000', 'USDT')).toBe('144.24 USDT');
    expect(formatTotal('0.00000325', 'USDT')).toBe('0.00000325 USDT');
    expect(formatTotal('150000', 'KES')).toBe('KES 150,000.00');
  });

  test('phones read as 0712 345 678', () => {
    expect(formatPhone('254712345678')).toBe('0712 345 678');
  });
});
