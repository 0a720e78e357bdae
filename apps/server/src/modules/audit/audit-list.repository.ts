import type { AuditQuery } from '@soko/shared';
import type { Queryable } from '../../db/database.js';

export interface AuditListRow {
  id: string;
  actor_user_id: string;
  actor_username: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before_state: unknown;
  after_state: unknown;
  ip_address: string | null;
  created_at: Date;
}

export type AuditFilters = Pick<AuditQuery, 'action' | 'targetType' | 'q' | 'from' | 'to'>;

/** LIKE treats % and _ as wildcards; a search for "a_b" means those three characters. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filters as one WHERE clause over audit_log a JOIN users u (the actor). `q` finds the
 * actor by username or email (any part, any case) or the target by its exact id; `from` and
 * `to` are both inclusive.
 */
function whereClause(filters: AuditFilters) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.action) conditions.push(`a.action = ${param(filters.action)}`);
  if (filters.targetType) conditions.push(`a.target_type = ${param(filters.targetType)}`);
  if (filters.q) {
    const like = param(likePattern(filters.q));
    const exact = param(filters.q.toLowerCase());
    conditions.push(
      `(lower(u.username) LIKE ${like} ESCAPE '\\' OR lower(u.email) LIKE ${like} ESCAPE '\\'
        OR lower(a.target_id) = ${exact})`,
    );
  }
  if (filters.from) conditions.push(`a.created_at >= ${param(new Date(filters.from))}`);
  if (filters.to) conditions.push(`a.created_at <= ${param(new Date(filters.to))}`);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Newest first; the id (time-ordered) breaks ties between entries of the same instant. */
export async function listAuditEntries(db: Queryable, query: AuditQuery): Promise<AuditListRow[]> {
  const where = whereClause(query);
  const limit = where.params.length + 1;
  const { rows } = await db.query<AuditListRow>(
    `SELECT a.*, u.username AS actor_username
       FROM audit_log a JOIN users u ON u.id = a.actor_user_id
       ${where.sql}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $${limit} OFFSET $${limit + 1}`,
    [...where.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return rows;
}

export async function countAuditEntries(db: Queryable, filters: AuditFilters): Promise<number> {
  const where = whereClause(filters);
  const { rows } = await db.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM audit_log a JOIN users u ON u.id = a.actor_user_id ${where.sql}`,
    where.params,
  );
  return Number(rows[0]?.count ?? 0n);
}
