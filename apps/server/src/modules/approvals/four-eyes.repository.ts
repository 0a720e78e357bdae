import type { ApprovalView } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

/** What four_eyes_approvals.subject_type names: a transactions row or a balance adjustment. */
export type ApprovalSubject = 'transaction' | 'adjustment';

/**
 * The approvals module owns four_eyes_approvals: one row per admin per request (who, when).
 * The UNIQUE key refuses the same admin twice, whatever a caller forgot to check.
 */
export async function insertApproval(
  tx: Tx,
  input: { subject: ApprovalSubject; subjectId: string; adminUserId: string; at: Date },
) {
  await tx.query(
    `INSERT INTO four_eyes_approvals (id, subject_type, subject_id, admin_user_id, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [newId('apv'), input.subject, input.subjectId, input.adminUserId, input.at],
  );
}

/** Every approval of these requests, oldest first, with the admin's name. */
export async function listApprovals(
  q: Queryable,
  subject: ApprovalSubject,
  subjectIds: readonly string[],
): Promise<Map<string, ApprovalView[]>> {
  const result = new Map<string, ApprovalView[]>();
  if (subjectIds.length === 0) return result;
  const { rows } = await q.query<{
    subject_id: string;
    admin_user_id: string;
    username: string;
    created_at: Date;
  }>(
    `SELECT a.subject_id, a.admin_user_id, u.username, a.created_at
     FROM four_eyes_approvals a JOIN users u ON u.id = a.admin_user_id
     WHERE a.subject_type = $1 AND a.subject_id = ANY($2::text[])
     ORDER BY a.created_at, a.id`,
    [subject, subjectIds],
  );
  for (const row of rows) {
    const list = result.get(row.subject_id) ?? [];
    list.push({
      adminId: row.admin_user_id,
      username: row.username,
      at: row.created_at.toISOString(),
    });
    result.set(row.subject_id, list);
  }
  return result;
}

export async function approverIdsOf(q: Queryable, subject: ApprovalSubject, subjectId: string) {
  const approvals = await listApprovals(q, subject, [subjectId]);
  return (approvals.get(subjectId) ?? []).map((a) => a.adminId);
}
