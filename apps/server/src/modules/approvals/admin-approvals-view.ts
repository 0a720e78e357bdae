import type { ApprovalView } from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { listApprovals } from './four-eyes.repository.js';

/**
 * Adds the approvals given so far to each pending request of an admin list, so the queue can
 * say "1 of 2 approvals" and who gave the first. Decided rows keep their decision fields.
 */
export async function withApprovals<T extends { status: string }>(
  q: Queryable,
  views: T[],
  subjectIdOf: (view: T) => string,
): Promise<(T & { approvals: ApprovalView[] })[]> {
  const pendingIds = views.filter((v) => v.status === 'pending').map(subjectIdOf);
  const approvals = await listApprovals(q, 'transaction', pendingIds);
  return views.map((view) => ({ ...view, approvals: approvals.get(subjectIdOf(view)) ?? [] }));
}
