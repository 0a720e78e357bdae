import type { Queryable } from '../src/db/database.js';

export interface AuditRowView {
  actorUserId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
}

/** The audit rows of one action (optionally one target), oldest first, read straight from SQL. */
export async function auditRows(
  db: Queryable,
  action: string,
  targetId?: string,
): Promise<AuditRowView[]> {
  const { rows } = await db.query<{
    actor_user_id: string;
    action: string;
    target_type: string;
    target_id: string | null;
    before_state: unknown;
    after_state: unknown;
    ip_address: string | null;
  }>(
    `SELECT * FROM audit_log WHERE action = $1 AND ($2::text IS NULL OR target_id = $2)
      ORDER BY created_at, id`,
    [action, targetId ?? null],
  );
  return rows.map((row) => ({
    actorUserId: row.actor_user_id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before_state,
    after: row.after_state,
    ipAddress: row.ip_address,
  }));
}
