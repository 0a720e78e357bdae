import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { INTL_LOCALES } from './languages.js';
import {
  formatCoinFigure,
  formatDecimal,
  formatNairobiTimestamp,
  formatKesFigure,
  formatMoneyText,
  formatPhone,
  formatTotalText,
  formatWhole,
} from './display.js';

describe('formatKesFigure', () => {
  test.each([
    ['0', '0.00'],
    ['0.01', '0.01'],
    ['150000', '150,000.00'],
    ['999999.99', '999,999.99'],
    ['1000000', '1,000,000.00'],
    ['-1500.25', '-1,500.25'],
    // Beyond what a float holds exactly: every digit survives.
    ['9007199254740993.01', '9,007,199,254,740,993.01'],
    ['123456789012345678901234.56', '123,456,789,012,345,678,901,234.56'],
  ])('%s → %s', (decimal, shown) => {
    expect(formatKesFigure(decimal)).toBe(shown);
  });

  test('extra decimals are cut, never rounded up', () => {
    expect(formatKesFigure('9.999')).toBe('9.99');
    expect(formatKesFigure('0.009')).toBe('0.00');
    expect(formatKesFigure('-0.001')).toBe('0.00');
  });
});

describe('formatCoinFigure', () => {
  test.each([
    ['0', '0.0000'],
    ['0.00000000', '0.0000'],
    ['0.00000001', '0.00000001'],
    ['0.12500000', '0.1250'],
    ['0.12345678', '0.12345678'],
    ['144.24000000', '144.2400'],
    ['1.00010000', '1.0001'],
    ['1.00001000', '1.00001'],
    ['21000000.00000000', '21,000,000.0000'],
    ['12345.123456789', '12,345.12345678'],
    ['9007199254740993.00000001', '9,007,199,254,740,993.00000001'],
  ])('%s → %s', (decimal, shown) => {
    expect(formatCoinFigure(decimal)).toBe(shown);
  });
});

describe('formatMoneyText and formatTotalText', () => {
  test.each([
    ['1250.5', 'KES', 'KES 1,250.50'],
    ['0.125', 'HRC', '0.1250 HRC'],
    ['0.00000001', 'BTC', '0.00000001 BTC'],
  ])('money %s %s → %s', (decimal, currency, shown) => {
    expect(formatMoneyText(decimal, currency)).toBe(shown);
  });

  test.each([
    ['144.24000000', 'USDT', '144.24 USDT'],
    ['144.24500000', 'USDT', '144.245 USDT'],
    ['0.00000001', 'USDT', '0.00000001 USDT'],
    ['1234.5', 'KES', 'KES 1,234.50'],
  ])('total %s %s → %s (2 decimals unless the exact value has more)', (d, c, shown) => {
    expect(formatTotalText(d, c)).toBe(shown);
  });
});

describe('formatDecimal and formatWhole', () => {
  test('groups thousands with the given decimals', () => {
    expect(formatDecimal('1234567.5', 2)).toBe('1,234,567.50');
    expect(formatDecimal('320450', 0)).toBe('320,450');
    expect(formatDecimal('0.12345678', 4)).toBe('0.1234');
  });

  test('whole numbers and bigints', () => {
    expect(formatWhole(150000)).toBe('150,000');
    expect(formatWhole(10n)).toBe('10');
    expect(formatWhole(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });

  test('shows what is not a decimal as it is, never as NaN or a float reading', () => {
    expect(formatDecimal('1e5', 2)).toBe('1e5');
    expect(formatDecimal('12.', 2)).toBe('12.');
  });
});

describe('formatPhone', () => {
  test.each([
    ['254712345678', '0712 345 678'],
    ['+254712345678', '0712 345 678'],
    ['0712345678', '0712 345 678'],
    ['254110345678', '0110 345 678'],
    ['0712 345 678', '0712 345 678'],
  ])('%s → %s', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });

  test('a number that is not a Kenyan mobile is left as it was', () => {
    expect(formatPhone('+441234567890')).toBe('+441234567890');
    expect(formatPhone('2547123')).toBe('2547123');
  });
});

describe('formatNairobiTimestamp', () => {
  test('writes the Nairobi clock with its offset, across midnight and a year end', () => {
    expect(formatNairobiTimestamp(new Date('2026-02-01T10:30:00Z'))).toBe(
      '2026-02-01 13:30:00 +03:00',
    );
    expect(formatNairobiTimestamp(new Date('2026-12-31T21:00:05.999Z'))).toBe(
      '2027-01-01 00:00:05 +03:00',
    );
  });
});

describe('the figures are the ones Intl writes in both languages', () => {
  // display.ts writes figures itself to spare a page ICU's number data (issue 16); this is the
  // check that it writes exactly what Intl.NumberFormat would, in every locale the app shows.
  const digits = (min: number, max: number) =>
    fc
      .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
      .map((d) => d.join(''));
  const decimals = fc
    .tuple(fc.boolean(), digits(1, 16), fc.option(digits(1, 10), { nil: undefined }))
    .map(
      ([negative, whole, fraction]) =>
        `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
    );
  const ranges = fc
    .tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

  test.each(Object.values(INTL_LOCALES))('%s', (intlLocale) => {
    fc.assert(
      fc.property(decimals, ranges, (decimal, [minDigits, maxDigits]) => {
        const intl = new Intl.NumberFormat(intlLocale, {
          minimumFractionDigits: minDigits,
          maximumFractionDigits: maxDigits,
          roundingMode: 'trunc',
          signDisplay: 'negative',
        });
        expect(formatDecimal(decimal, minDigits, maxDigits)).toBe(
          intl.format(decimal as `${number}`),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
