import type { MakerStats } from '@soko/shared';
import { formatCount } from '@/lib/format';

/**
 * The maker's record on a market card (decisions.md point 8: real figures, not the spec's random
 * count). Someone with no finished orders yet is a "New trader", not a 0 % one.
 */
export function makerSummary(maker: MakerStats): { trades: string; rate: string | null } {
  const trades = `${formatCount(maker.completedTrades)} ${
    maker.completedTrades === 1 ? 'trade' : 'trades'
  }`;
  if (maker.completionRate === null) {
    return { trades: maker.completedTrades === 0 ? 'New trader' : trades, rate: null };
  }
  return { trades, rate: `${maker.completionRate}% completion` };
}
