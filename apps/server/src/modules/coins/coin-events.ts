import { ADMIN_CHANNEL, MARKET_CHANNEL } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';

/**
 * A coin created, edited, deactivated or deleted, sent when the transaction commits: the public
 * coin list and market rows (names, icons, which coins show), and the admins' Manage Coins list.
 * Pairs created or deleted with it are announced by the caller (announcePairChange, or `pairs`).
 */
export function announceCoinChange(tx: Tx, options: { pairsRemoved?: boolean } = {}) {
  const pairs = options.pairsRemoved ? (['pairs'] as const) : [];
  publishOnCommit(tx, MARKET_CHANNEL, ['coins', 'market', ...pairs]);
  publishOnCommit(tx, ADMIN_CHANNEL, ['coins', ...pairs]);
}
