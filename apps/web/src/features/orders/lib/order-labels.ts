import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  COIN_SCALE,
  FIAT_CURRENCY,
  parseAmount,
  type OrderStatus,
  type OrderView,
} from '@soko/shared';
import { ApiError } from '@/lib/api-client';
import { formatAmount, formatCoinAmount } from '@/lib/format';
import { errorText } from '@/lib/use-error-text';

/** open and partially_filled rest on the book and may be cancelled (product-spec.md section 4). */
export function isActive(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'open' || order.status === 'partially_filled';
}

// Descriptors, translated where the badge renders them (glossary: Wazi, Imejazwa kiasi...).
export const statusLabels: Record<OrderStatus, MessageDescriptor> = {
  open: msg`Open`,
  partially_filled: msg`Partially filled`,
  filled: msg`Filled`,
  cancelled: msg`Cancelled`,
};

/**
 * How much of the order has filled, in whole percent, from original_amount minus amount
 * (product-spec.md section 4). Rounded down, so an order is never shown 100 % filled before it
 * is; any fill at all shows at least 1 %.
 */
export function filledPercent(order: Pick<OrderView, 'amount' | 'originalAmount'>): number {
  const original = parseAmount(order.originalAmount, COIN_SCALE);
  const remaining = parseAmount(order.amount, COIN_SCALE);
  if (!original.ok || !remaining.ok || original.minor <= 0n) return 0;
  const filled = original.minor - remaining.minor;
  if (filled <= 0n) return 0;
  const percent = Number((filled * 100n) / original.minor);
  return Math.max(1, percent);
}

/** "12.5000 HRC": a coin amount, 4 to 8 decimals (decisions.md 27). */
export function formatOrderAmount(amount: string, base: string): string {
  return `${formatCoinAmount(amount)} ${base}`;
}

export function formatPrice(price: string, quote: string): string {
  const shown = formatAmount(price, 2);
  return quote === FIAT_CURRENCY ? `KES ${shown}` : `${shown} ${quote}`;
}

/**
 * What cancelling releases, said before the trader confirms. A sell holds its coins, so the exact
 * remaining amount comes back. A buy holds its quote total rounded up at placing, and each fill
 * paid its own rounded figure, so the leftover is named, not computed to a cent here.
 */
export function releaseText(order: OrderView): string {
  const remaining = formatOrderAmount(order.amount, order.base);
  const quote = order.quote;
  return order.side === 'sell'
    ? t`The remaining ${remaining} comes off the book and returns to your available balance.`
    : t`The remaining ${remaining} comes off the book, and the ${quote} still held for it returns to your available balance.`;
}

/** The cancel failure toast (product-spec.md section 8): the server's message, else the spec's. */
export function cancelErrorText(error: unknown): string {
  if (error instanceof ApiError && errorText(error)) return errorText(error);
  return t`Failed to cancel the order`;
}
