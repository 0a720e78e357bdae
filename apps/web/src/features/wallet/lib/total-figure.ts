import type { WalletTotal } from '@soko/shared';
import { formatKes, formatMoney } from '@/lib/format';

/**
 * The dashboard total's figure and its unpriced coins as text. Apart from the card's words
 * (translated in the component) so the formatting stays a plain, unit-tested function.
 */
export function totalFigureTexts(total: WalletTotal): { figure: string; notValued: string } {
  return {
    figure: formatKes(total.totalKes),
    notValued: total.notValued.map((coin) => formatMoney(coin.amount, coin.currency)).join(', '),
  };
}
