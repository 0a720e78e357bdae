import { t } from '@lingui/core/macro';
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
  const base = latest.base;
  if (!sameDecimal(seen.amount, latest.amount)) {
    const now = formatCoinFigure(latest.amount);
    const before = formatCoinFigure(seen.amount);
    changes.push(t`${now} ${base} left (was ${before})`);
  }
  if (!sameDecimal(seen.price, latest.price)) {
    const now = formatQuote(latest.price, latest.quote);
    const before = formatQuote(seen.price, seen.quote);
    changes.push(t`price ${now} (was ${before})`);
  }
  if ((seen.minFill ?? null) !== (latest.minFill ?? null)) {
    const figure = latest.minFill ? formatCoinFigure(latest.minFill) : null;
    changes.push(figure ? t`minimum per trade ${figure} ${base}` : t`minimum per trade none`);
  }
  if (changes.length === 0) return { kind: 'none' };
  const list = changes.join('; ');
  return { kind: 'changed', message: t`This order changed: ${list}.` };
}
