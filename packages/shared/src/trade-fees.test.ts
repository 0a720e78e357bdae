import { describe, expect, test } from 'vitest';
import { mulDivHalfUp } from './money.js';
import { exciseFilingDay, nairobiDayOf, nairobiMonthBounds } from './nairobi-days.js';
import {
  bpsToPercentText,
  exciseHalfUp,
  percentTextToBps,
  splitTradeFee,
  tradeFeeFloor,
} from './trade-fees.js';

describe('tradeFeeFloor: the platform never takes more than the rate', () => {
  test.each([
    // received minor, bps, fee
    [10_000n, 20, 20n], // exact: 0.2 % of 100.00 KES is 0.20
    [9_999n, 20, 19n], // 19.998 rounds down
    [4_999n, 1, 0n], // 0.4999 of a unit: nothing
    [5_000n, 1, 0n], // exactly half a unit still rounds down
    [10_000n, 1, 1n],
    [1n, 1000, 0n], // a single minor unit at the 10 % maximum: free
    [10n, 1000, 1n],
    [123_456_789n, 10, 123_456n], // 123456.789 → 123456 satoshi
    [500n, 0, 0n], // no fee
  ])('%s at %s bps → %s', (received, bps, fee) => {
    expect(tradeFeeFloor(received, bps)).toBe(fee);
    // never more than the exact rate
    expect(fee * 10_000n <= received * BigInt(bps)).toBe(true);
  });

  test.each([[-1], [1001], [2.5]])('%s bps is refused', (bps) => {
    expect(() => tradeFeeFloor(100n, bps)).toThrow(RangeError);
  });

  test('the net is what remains', () => {
    expect(splitTradeFee(9_999n, 20)).toEqual({
      grossMinor: 9_999n,
      feeMinor: 19n,
      netMinor: 9_980n,
    });
  });
});

describe('exciseHalfUp: the excise share of a fee, to the nearest unit, halves up', () => {
  test.each([
    // fee minor, rate bps, excise
    [100n, 1000, 10n], // exact
    [5n, 1000, 1n], // 0.5 → 1 (the half goes up)
    [4n, 1000, 0n], // 0.4 → 0
    [15n, 1000, 2n], // 1.5 → 2
    [14n, 1000, 1n], // 1.4 → 1
    [1n, 1000, 0n], // 0.1 → 0: a one-unit fee bears no excise
    [1n, 5000, 1n], // 0.5 at 50 % → 1
    [1n, 10_000, 1n], // 100 %: the whole fee
    [7n, 1250, 1n], // 0.875 → 1
    [0n, 1000, 0n],
    [999n, 0, 0n],
  ])('%s at %s bps → %s', (fee, bps, excise) => {
    expect(exciseHalfUp(fee, bps)).toBe(excise);
    expect(excise <= fee).toBe(true);
  });

  test('mulDivHalfUp refuses negative factors and a zero divisor', () => {
    expect(() => mulDivHalfUp(-1n, 1n, 2n)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1n, 1n, 0n)).toThrow(RangeError);
  });
});

describe('rates as percent text', () => {
  test.each([
    ['10', 1000],
    ['12.5', 1250],
    ['0', 0],
    ['100', 10_000],
    ['0.01', 1],
  ])('%s %% = %s bps', (text, bps) => {
    expect(percentTextToBps(text)).toBe(bps);
  });
  test.each([['100.01'], ['-1'], ['0.001'], ['ten'], ['']])('%s is refused', (text) => {
    expect(percentTextToBps(text)).toBeUndefined();
  });
  test.each([
    [20, '0.2'],
    [1000, '10'],
    [1250, '12.5'],
    [1, '0.01'],
    [0, '0'],
  ])('%s bps reads %s %%', (bps, text) => {
    expect(bpsToPercentText(bps)).toBe(text);
  });
});

describe('Nairobi days and months', () => {
  test('a UTC evening is already the next day in Nairobi', () => {
    expect(nairobiDayOf(new Date('2025-06-30T20:59:59Z'))).toBe('2025-06-30');
    expect(nairobiDayOf(new Date('2025-06-30T21:00:00Z'))).toBe('2025-07-01');
  });
  test('a month runs from Nairobi midnight to Nairobi midnight', () => {
    const { start, end } = nairobiMonthBounds('2025-12');
    expect(start.toISOString()).toBe('2025-11-30T21:00:00.000Z');
    expect(end.toISOString()).toBe('2025-12-31T21:00:00.000Z');
  });
  test('the excise return is filed on the 20th of the next month', () => {
    expect(exciseFilingDay('2025-07')).toBe('2025-08-20');
    expect(exciseFilingDay('2025-12')).toBe('2026-01-20');
  });
});
