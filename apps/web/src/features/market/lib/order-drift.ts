import { COIN_SCALE, formatCoinFigure, parseAmount } from '@soko/shared';
import { formatQuote } from '@/lib/format';
import type { TakenOrder } from './take-amount';

/**
 * What happened to an order between opening its take dialog and pressing Confirm (issue 16). The
 * market channel refreshes the list while the dialog is open; another trader may have taken part
 * of the order (less remains), the maker may have cancelled it, or it may be gone altogether.
 */
export type OrderDrift = { kind: 'none' } | { kind: 'gone' } | { kind: 'changed'; message: string };

type Seen = Pick<TakenOrder, 'amount' | 'price' | 'quote' | 'base' | 'minFill'>;

function sameDecimal(a: string, b: string): boolean {
  const left = parseAmount(a, COIN_SCALE);
  const right = parseAmount(b, COIN_SCALE);
  return left.ok && right.ok ? left.minor === right.minor : a === b;
}

/** Compares what the trader saw with the order as it is now (null: no longer on the book). */
export function orderDrift(seen: Seen, latest: Seen | null): OrderDrift {
  if (latest === null) return { kind: 'gone' };
  const changes: string[] = [];
  if (!sameDecimal(seen.amount, latest.amount)) {
    changes.push(
      `${formatCoinFigure(latest.amount)} ${latest.base} left (was ${formatCoinFigure(seen.amount)})`,
    );
  }
  if (!sameDecimal(seen.price, latest.price)) {
    changes.push(
      `price ${formatQuote(latest.price, latest.quote)} (was ${formatQuote(seen.price, seen.quote)})`,
    );
  }
  if ((seen.minFill ?? null) !== (latest.minFill ?? null)) {
    const shown = latest.minFill ? `${formatCoinFigure(latest.minFill)} ${latest.base}` : 'none';
    changes.push(`minimum per trade ${shown}`);
  }
  if (changes.length === 0) return { kind: 'none' };
  return { kind: 'changed', message: `This order changed: ${changes.join('; ')}.` };
}
