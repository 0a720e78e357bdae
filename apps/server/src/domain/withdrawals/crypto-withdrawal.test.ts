import { describe, expect, test } from 'vitest';
import {
  MAX_AMOUNT_MINOR,
  ZERO_AMOUNT_MESSAGE,
  planCryptoWithdrawal,
} from './crypto-withdrawal.js';

describe('planCryptoWithdrawal', () => {
  // The fee rounds up to the next minor unit; the net is what remains.
  test.each([
    ['1', 1000, 100_000_000n, 10_000_000n, 90_000_000n],
    ['0.00000002', 1000, 2n, 1n, 1n],
    ['0.00000011', 1000, 11n, 2n, 9n],
    ['0.00000019', 1050, 19n, 2n, 17n],
    ['0.00000001', 0, 1n, 0n, 1n],
    ['12.34567891', 3000, 1_234_567_891n, 370_370_368n, 864_197_523n],
    ['0.1', 50, 10_000_000n, 50_000n, 9_950_000n],
  ])('%s at %i bps → gross %s, fee %s, net %s', (text, bps, gross, fee, net) => {
    expect(planCryptoWithdrawal(text, bps)).toEqual({
      ok: true,
      grossMinor: gross,
      feeMinor: fee,
      netMinor: net,
    });
  });

  test.each([
    ['abc', 0, ZERO_AMOUNT_MESSAGE],
    ['0', 1000, ZERO_AMOUNT_MESSAGE],
    ['0.00000000', 1000, ZERO_AMOUNT_MESSAGE],
    ['0.000000001', 1000, 'Invalid amount: use at most 8 decimals.'],
    [`${MAX_AMOUNT_MINOR + 1n}`, 0, 'Invalid amount: the amount is too large.'],
    [
      '0.00000001',
      1000,
      'Invalid amount: after the 10% withdrawal fee nothing would be left to send. Please enter a larger amount.',
    ],
    [
      '0.00000001',
      50,
      'Invalid amount: after the 0.5% withdrawal fee nothing would be left to send. Please enter a larger amount.',
    ],
  ])('%s at %i bps is refused: %s', (text, bps, message) => {
    expect(planCryptoWithdrawal(text, bps)).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      message,
      key: expect.any(String),
      params: expect.any(Object),
    });
  });
});
