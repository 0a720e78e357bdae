import { describe, expect, test } from 'vitest';
import { changePercent, completionRate } from './market-figures.js';

describe('changePercent: (latest − reference) ÷ reference × 100, 2 decimals, halves away from 0', () => {
  test.each([
    [325n, 300n, '8.33'], // 8.3333…
    [300n, 325n, '-7.69'], // −7.6923…
    [300n, 300n, '0.00'],
    [600n, 300n, '100.00'],
    [1n, 300n, '-99.67'], // −99.6666…
    [100_500n, 100_000n, '0.50'],
    // Exactly half a hundredth of a percent rounds away from zero, either way.
    [201_010n, 200_000n, '0.51'], // 0.505 → 0.51
    [198_990n, 200_000n, '-0.51'], // −0.505 → −0.51
    [200_009n, 200_000n, '0.00'], // 0.0045 → 0.00
    [199_991n, 200_000n, '0.00'], // −0.0045 → 0.00, not "-0.00"
    [199_990n, 200_000n, '-0.01'], // −0.005 → −0.01
    // Prices in USDT minor units (8 decimals) far beyond a JavaScript number's exact range.
    [123_456_789_012_345_679n, 123_456_789_012_345_678n, '0.00'],
    [246_913_578_024_691_357n, 123_456_789_012_345_678n, '100.00'],
  ])('%s against %s → %s', (latest, reference, expected) => {
    expect(changePercent(latest, reference)).toBe(expected);
  });

  test('a reference of 0 is a bug, not a figure', () => {
    expect(() => changePercent(1n, 0n)).toThrow(RangeError);
  });
});

describe('completionRate: filled ÷ (filled + cancelled), 1 decimal, halves up', () => {
  test.each([
    [0n, 0n, null],
    [1n, 0n, '100.0'],
    [0n, 3n, '0.0'],
    [39n, 1n, '97.5'],
    [2n, 1n, '66.7'], // 66.666…
    [1n, 2n, '33.3'], // 33.333…
    [1n, 7n, '12.5'],
    [1n, 15n, '6.3'], // 6.25 → 6.3
  ])('%s filled, %s cancelled → %s', (filled, cancelled, expected) => {
    expect(completionRate(filled, cancelled)).toBe(expected);
  });
});
