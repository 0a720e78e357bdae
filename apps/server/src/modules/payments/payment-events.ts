import { ADMIN_CHANNEL, userChannel, type RealtimeTopic } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';

/**
 * What a change to an M-Pesa payment tells the browsers, sent when its transaction commits (the
 * ledger announces the balances itself): the owner's payment status, and their history row when
 * it was written or settled; the admins' transaction list, which shows each payment's provider
 * status and any review flag; the dashboard sums only when a payment completed.
 */
export function announcePaymentChange(
  tx: Tx,
  payment: { user_id: string },
  change: { history: boolean; completed: boolean },
) {
  const userTopics: RealtimeTopic[] = change.history ? ['payments', 'transactions'] : ['payments'];
  publishOnCommit(tx, userChannel(payment.user_id), userTopics);
  publishOnCommit(tx, ADMIN_CHANNEL, change.completed ? ['payments', 'stats'] : ['payments']);
}

/** A payment flagged for review changes only what the admins see. */
export function announcePaymentFlag(tx: Tx) {
  publishOnCommit(tx, ADMIN_CHANNEL, ['payments']);
}
