import type { MakerStats } from '@soko/shared';
import { plural, t } from '@lingui/core/macro';
import { formatCount } from '@/lib/format';

/**
 * The maker's record on a market card (decisions.md point 8: real figures, not the spec's random
 * count). Someone with no finished orders yet is a "New trader", not a 0 % one.
 */
export function makerSummary(maker: MakerStats): { trades: string; rate: string | null } {
  // The count is grouped by the language's rule ("1,234"), so the plural picks on the number.
  const completed = maker.completedTrades;
  const count = formatCount(completed);
  const trades = plural(completed, { one: `${count} trade`, other: `${count} trades` });
  if (maker.completionRate === null) {
    return { trades: maker.completedTrades === 0 ? t`New trader` : trades, rate: null };
  }
  const rate = maker.completionRate;
  return { trades, rate: t`${rate}% completion` };
}
