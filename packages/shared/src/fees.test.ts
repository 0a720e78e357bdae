import { describe, expect, test } from 'vitest';
import { percentToBps, splitWithdrawal } from './fees.js';

describe('splitWithdrawal: the fee rounds up, the net is what remains', () => {
  test.each([
    // gross minor, fee bps, fee, net
    [100_000_000n, 1000, 10_000_000n, 90_000_000n], // 1 coin at 10 %
    [1n, 1000, 1n, 0n], // one satoshi: the fee takes it all (the service refuses a zero net)
    [11n, 1000, 2n, 9n], // 1.1 rounds up to 2
    [10n, 1000, 1n, 9n], // exact
    [12_345n, 1050, 1_297n, 11_048n], // 10.5 %: 1296.225 rounds up
    [500n, 0, 0n, 500n], // no tax
    [1000n, 3000, 300n, 700n], // the 30 % maximum
  ])('%s at %s bps → fee %s, net %s', (grossMinor, feeBps, feeMinor, netMinor) => {
    expect(splitWithdrawal(grossMinor, feeBps)).toEqual({ grossMinor, feeMinor, netMinor });
  });

  test.each([[-1], [3001], [10.5]])('a rate of %s bps is refused', (feeBps) => {
    expect(() => splitWithdrawal(100n, feeBps)).toThrow(RangeError);
  });

  test('a non-positive gross is refused', () => {
    expect(() => splitWithdrawal(0n, 1000)).toThrow(RangeError);
  });
});

describe('percentToBps', () => {
  test.each([
    [0, 0],
    [0.5, 50],
    [10, 1000],
    [12.5, 1250],
    [30, 3000],
  ])('%s %% → %s bps', (percent, bps) => {
    expect(percentToBps(percent)).toBe(bps);
  });

  test.each([[-0.5], [30.5], [10.3], [0.25], [Number.NaN]])('%s %% is refused', (percent) => {
    expect(percentToBps(percent)).toBeUndefined();
  });
});
