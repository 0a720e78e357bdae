import { describe, expect, test } from 'vitest';
import { formatMinor, mulDivCeil, mulDivFloor, parseAmount, scaleOf } from './money.js';

describe('parseAmount', () => {
  test.each([
    ['0', 2, 0n],
    ['1', 2, 100n],
    ['1.5', 2, 150n],
    ['1.05', 2, 105n],
    ['0.00000001', 8, 1n],
    ['123456789.12345678', 8, 12345678912345678n],
    [' 7.10 ', 2, 710n],
  ])('%s at scale %i is %s minor units', (text, scale, minor) => {
    expect(parseAmount(text, scale)).toEqual({ ok: true, minor });
  });

  test.each([
    ['1.001', 2, 'too_many_decimals'],
    ['0.000000001', 8, 'too_many_decimals'],
    ['abc', 2, 'not_a_number'],
    ['-1', 2, 'not_a_number'],
    ['1e5', 2, 'not_a_number'],
    ['', 2, 'not_a_number'],
    ['.5', 2, 'not_a_number'],
  ])('%s at scale %i is refused as %s', (text, scale, reason) => {
    expect(parseAmount(text, scale)).toEqual({ ok: false, reason });
  });
});

describe('formatMinor', () => {
  test.each([
    [0n, 2, '0.00'],
    [5n, 2, '0.05'],
    [150n, 2, '1.50'],
    [-150n, 2, '-1.50'],
    [1n, 8, '0.00000001'],
    [12345678912345678n, 8, '123456789.12345678'],
    [42n, 0, '42'],
  ])('%s at scale %i is %s', (minor, scale, text) => {
    expect(formatMinor(minor, scale)).toBe(text);
  });

  test('round-trips every parsed amount', () => {
    for (const text of ['0.00', '1.00', '99.99', '1000000.01']) {
      const parsed = parseAmount(text, 2);
      expect(parsed.ok && formatMinor(parsed.minor, 2)).toBe(text);
    }
  });
});

describe('named rounding', () => {
  test('a buyer is charged up, a seller credited down', () => {
    // 0.333333 units at 3.25 KES (325 cents) per unit, amount scale 6.
    expect(mulDivCeil(333_333n, 325n, 1_000_000n)).toBe(109n);
    expect(mulDivFloor(333_333n, 325n, 1_000_000n)).toBe(108n);
  });

  test('exact products round neither way', () => {
    expect(mulDivCeil(2_000_000n, 325n, 1_000_000n)).toBe(650n);
    expect(mulDivFloor(2_000_000n, 325n, 1_000_000n)).toBe(650n);
  });

  test('refuses a zero divisor and negative factors', () => {
    expect(() => mulDivFloor(1n, 1n, 0n)).toThrow(RangeError);
    expect(() => mulDivCeil(-1n, 1n, 1n)).toThrow(RangeError);
  });
});

test('KES has 2 decimals and every coin 8', () => {
  expect(scaleOf('KES')).toBe(2);
  expect(scaleOf('BTC')).toBe(8);
});
