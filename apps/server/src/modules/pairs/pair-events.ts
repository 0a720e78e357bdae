import { ADMIN_CHANNEL, MARKET_CHANNEL, pairChannel } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';

/**
 * Pairs created or changed (limits, active flag), sent when the transaction commits: the public
 * pair lists and market rows, the admins' Trading Pairs screen, and each pair's own trade page,
 * whose order form checks the limits and whether the pair is active.
 */
export function announcePairChange(tx: Tx, pairs: readonly { base: string; quote: string }[]) {
  if (pairs.length === 0) return;
  publishOnCommit(tx, MARKET_CHANNEL, ['pairs', 'market']);
  publishOnCommit(tx, ADMIN_CHANNEL, ['pairs']);
  for (const pair of pairs) publishOnCommit(tx, pairChannel(pair.base, pair.quote), ['book']);
}
