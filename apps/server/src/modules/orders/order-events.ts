import { MARKET_CHANNEL, pairChannel, userChannel, type RealtimeTopic } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';

/**
 * What a placed, taken or cancelled order tells the browsers, sent when its transaction commits
 * (the ledger announces the balances itself). The book and the market orders list change with
 * every order; trades, market rows (last price, 24 h volume) and the parties' history rows only
 * when something filled.
 */
export function announceOrderChange(
  tx: Tx,
  pair: { base: string; quote: string },
  change: { traders: readonly string[]; traded: boolean },
) {
  const { traders, traded } = change;
  const also = (topic: RealtimeTopic): RealtimeTopic[] => (traded ? [topic] : []);
  publishOnCommit(tx, pairChannel(pair.base, pair.quote), ['book', ...also('trades')]);
  publishOnCommit(tx, MARKET_CHANNEL, ['orders', ...also('market')]);
  for (const trader of traders) {
    publishOnCommit(tx, userChannel(trader), ['orders', ...also('transactions')]);
  }
}
