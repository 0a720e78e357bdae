import { describe, expect, test } from 'vitest';
import {
  amountFigure,
  formatOrderAmount,
  formatPrice,
  minorToInput,
  priceFigure,
  tradeTime,
} from './trade-format';

describe('trade figures', () => {
  test.each([
    ['3.25', 'KES', 'KES 3.25'],
    ['1234567.5', 'KES', 'KES 1,234,567.50'],
    ['1.50000000', 'USDT', '1.50 USDT'],
  ])('price %s %s is %s', (price, quote, shown) => {
    expect(formatPrice(price, quote)).toBe(shown);
  });

  test('order amounts show 4 to 8 decimals (decisions.md 27), never a digit hidden', () => {
    expect(formatOrderAmount('12000.50000000', 'HRC')).toBe('12,000.5000 HRC');
    expect(amountFigure('0.12345678')).toBe('0.12345678');
    expect(amountFigure('0.00000100')).toBe('0.000001');
    expect(amountFigure('20.00000000')).toBe('20.0000');
    expect(priceFigure('3.999')).toBe('3.99');
  });

  test('minorToInput writes what a person would type', () => {
    expect(minorToInput(1_250_000_000n, 8)).toBe('12.5');
    expect(minorToInput(0n, 8)).toBe('0');
    expect(minorToInput(325n, 2)).toBe('3.25');
  });
});

describe('tradeTime', () => {
  const now = new Date('2026-03-10T12:00:00.000Z'); // 15:00 in Nairobi
  test('today in Nairobi: the time alone', () => {
    expect(tradeTime('2026-03-10T06:05:00.000Z', now)).toBe('09:05');
  });

  test('another day: the day too, even when UTC says it is the same day', () => {
    expect(tradeTime('2026-03-09T16:48:00.000Z', now)).toBe('9 Mar 19:48');
    // 22:30 UTC on the 9th is already 01:30 on the 10th in Nairobi: today.
    expect(tradeTime('2026-03-09T22:30:00.000Z', now)).toBe('01:30');
  });
});
