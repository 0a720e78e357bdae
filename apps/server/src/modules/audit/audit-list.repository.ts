import type { AuditQuery } from '@soko/shared';
import type { Queryable } from '../../db/database.js';

export interface AuditListRow {
  id: string;
  actor_user_id: string;
  actor_username: string;
  subject_id: string | null;
  subject_username: string | null;
  target_name: string | null;
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

/** The trader an entry's target belongs to: the user changed, or the owner of what it names. */
function subjectIdOf(alias: string) {
  return `CASE ${alias}.target_type
    WHEN 'user' THEN ${alias}.target_id
    WHEN 'transaction' THEN (SELECT t.user_id FROM transactions t WHERE t.id = ${alias}.target_id)
    WHEN 'adjustment' THEN
      (SELECT b.user_id FROM balance_adjustments b WHERE b.id = ${alias}.target_id)
    WHEN 'kyc_document' THEN (SELECT k.user_id FROM kyc_documents k WHERE k.id = ${alias}.target_id)
  END`;
}

/**
 * audit_log a and its actor u; with a search, also its subject s, whom the search may name. The
 * subject is joined only then: finding it takes a look-up per entry, which a plain count or page
 * of a long log should not pay for every row.
 */
function fromClause(filters: AuditFilters) {
  // Only a search reads the actor or the subject; every entry has its actor (a foreign key), so
  // without one the join would change no count and no page, and cost a look-up per row.
  if (!filters.q) return 'audit_log a';
  const actor = 'audit_log a JOIN users u ON u.id = a.actor_user_id';
  return `${actor} LEFT JOIN users s ON s.id = ${subjectIdOf('a')}`;
}

/**
 * The filters as one WHERE clause over fromClause. `q` finds the actor or the subject by
 * username or email (any part, any case) or the target by its exact id; `from` and `to` are
 * both inclusive.
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
        OR lower(s.username) LIKE ${like} ESCAPE '\\' OR lower(s.email) LIKE ${like} ESCAPE '\\'
        OR lower(a.target_id) = ${exact})`,
    );
  }
  if (filters.from) conditions.push(`a.created_at >= ${param(new Date(filters.from))}`);
  if (filters.to) conditions.push(`a.created_at <= ${param(new Date(filters.to))}`);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * Newest first; the id (time-ordered) breaks ties between entries of the same instant. The page's
 * ids are chosen first (without a search, by audit_log_created_idx alone), then only its entries
 * are read whole and get their actor, subject and target name: an OFFSET otherwise pays for
 * every entry it skips.
 */
export async function listAuditEntries(db: Queryable, query: AuditQuery): Promise<AuditListRow[]> {
  const where = whereClause(query);
  const limit = where.params.length + 1;
  const { rows } = await db.query<AuditListRow>(
    `WITH page_ids AS (
       SELECT a.id
         FROM ${fromClause(query)}
         ${where.sql}
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $${limit} OFFSET $${limit + 1}),
     page AS (
       SELECT a.*, u.username AS actor_username
         FROM audit_log a JOIN users u ON u.id = a.actor_user_id
        WHERE a.id IN (SELECT id FROM page_ids))
     SELECT page.*, subject.id AS subject_id, subject.username AS subject_username,
            CASE page.target_type
              WHEN 'coin' THEN (SELECT c.symbol FROM coins c WHERE c.id = page.target_id)
              WHEN 'pair' THEN (SELECT p.base || '/' || p.quote FROM trading_pairs p
                                 WHERE p.id = page.target_id)
            END AS target_name
       FROM page LEFT JOIN users subject ON subject.id = ${subjectIdOf('page')}
      ORDER BY page.created_at DESC, page.id DESC`,
    [...where.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return rows;
}

export async function countAuditEntries(db: Queryable, filters: AuditFilters): Promise<number> {
  const where = whereClause(filters);
  const { rows } = await db.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM ${fromClause(filters)} ${where.sql}`,
    where.params,
  );
  return Number(rows[0]?.count ?? 0n);
}

/** Usernames of the given ids (people an entry names by id); ids of no user are left out. */
export async function usernamesOf(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; username: string }>(
    'SELECT id, username FROM users WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}
