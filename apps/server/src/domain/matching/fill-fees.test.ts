import { describe, expect, test } from 'vitest';
import { fillFees } from './fill-fees.js';

const rates = { makerFeeBps: 10, takerFeeBps: 20, exciseRateBps: 1000 };

describe('fillFees: each side pays its own rate on what it receives', () => {
  test('a buying taker pays the taker rate in the coin, the selling maker the maker rate in KES', () => {
    // 0.5 BTC for 1,000,000.00 KES
    const fees = fillFees(
      { takerSide: 'buy', amountMinor: 50_000_000n, quoteMinor: 100_000_000n },
      rates,
    );
    expect(fees).toEqual({
      buyerFeeMinor: 100_000n, // 0.2 % of 0.5 BTC = 0.001 BTC
      sellerFeeMinor: 100_000n, // 0.1 % of 1,000,000.00 KES = 1,000.00 KES
      buyerExciseMinor: 10_000n,
      sellerExciseMinor: 10_000n,
    });
  });

  test('a selling taker pays the taker rate in the quote, the buying maker the maker rate', () => {
    const fees = fillFees({ takerSide: 'sell', amountMinor: 999n, quoteMinor: 4_999n }, rates);
    // buyer (maker) 999 × 0.1 % = 0.999 → 0; seller (taker) 4999 × 0.2 % = 9.998 → 9
    expect(fees.buyerFeeMinor).toBe(0n);
    expect(fees.sellerFeeMinor).toBe(9n);
    // 9 × 10 % = 0.9 → 1 (half up)
    expect(fees.sellerExciseMinor).toBe(1n);
    expect(fees.buyerExciseMinor).toBe(0n);
  });

  test('free pairs take nothing', () => {
    const fees = fillFees(
      { takerSide: 'buy', amountMinor: 10n ** 12n, quoteMinor: 10n ** 12n },
      { makerFeeBps: 0, takerFeeBps: 0, exciseRateBps: 1000 },
    );
    expect(fees).toEqual({
      buyerFeeMinor: 0n,
      sellerFeeMinor: 0n,
      buyerExciseMinor: 0n,
      sellerExciseMinor: 0n,
    });
  });
});
