import { COIN_SCALE, formatMinor, type PairView } from '@soko/shared';
import type { PairRow } from './pairs.repository.js';

/** A base amount as the shortest exact decimal: 2000000000n → "20", 100000n → "0.001". */
export function trimmedCoinAmount(minor: bigint): string {
  // The coin scale is never 0, so there is always a decimal point to stop the trimming at.
  return formatMinor(minor, COIN_SCALE).replace(/0+$/, '').replace(/\.$/, '');
}

export function toPairView(row: PairRow): PairView {
  return {
    id: row.id,
    base: row.base,
    quote: row.quote,
    minOrderSize: trimmedCoinAmount(row.min_order_size_minor),
    maxOrderSize: trimmedCoinAmount(row.max_order_size_minor),
    active: row.active,
    makerFeeBps: row.maker_fee_bps,
    takerFeeBps: row.taker_fee_bps,
    createdAt: row.created_at.toISOString(),
  };
}

/** What the audit log keeps of a pair: everything an admin can see, limits as on the wire. */
export function auditStateOf(row: PairRow) {
  const view = toPairView(row);
  return {
    base: view.base,
    quote: view.quote,
    minOrderSize: view.minOrderSize,
    maxOrderSize: view.maxOrderSize,
    active: view.active,
    makerFeeBps: view.makerFeeBps,
    takerFeeBps: view.takerFeeBps,
  };
}
