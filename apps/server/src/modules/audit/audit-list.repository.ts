import type { AuditQuery } from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { usersNamedBy } from '../search/index.js';

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

/**
 * The kinds of target that are about one trader: the user changed, or a row of a table that names
 * its owner in user_id. The subject shown on an entry and the search by subject both read this.
 */
const SUBJECT_TABLES: Record<string, string | undefined> = {
  user: undefined,
  transaction: 'transactions',
  adjustment: 'balance_adjustments',
  kyc_document: 'kyc_documents',
};

/** The trader an entry's target belongs to: the user changed, or the owner of what it names. */
function subjectIdOf(alias: string) {
  const cases = Object.entries(SUBJECT_TABLES).map(([type, table]) =>
    table === undefined
      ? `WHEN '${type}' THEN ${alias}.target_id`
      : `WHEN '${type}' THEN (SELECT o.user_id FROM ${table} o WHERE o.id = ${alias}.target_id)`,
  );
  return `CASE ${alias}.target_type ${cases.join(' ')} END`;
}

/** The entries about any of `users` (an SQL text[] of user ids), one kind of target at a time. */
function aboutUsers(users: string): string[] {
  return Object.entries(SUBJECT_TABLES).map(([type, table]) => {
    const targets =
      table === undefined
        ? `a.target_id = ANY (${users})`
        : `a.target_id IN (SELECT o.id FROM ${table} o WHERE o.user_id = ANY (${users}))`;
    return `a.target_type = '${type}' AND ${targets}`;
  });
}

/**
 * The entries the filters keep, as their id and time. `q` finds the actor or the subject by
 * username or email (`named`: the search module's usersNamedBy) or the target by its exact id;
 * `from` and `to` are both inclusive. A search is the union of one read per way of matching: the
 * entries the named users made (audit_log_actor_idx), those about them, one kind of target at a
 * time (audit_log_target_idx: the user, their transactions, adjustments and documents), and the
 * target's exact id (migration 0026). Joining every entry to its actor and its subject and ORing
 * the conditions looked up each entry's subject (366 ms for a name, 829 ms for an id, over
 * 100,000 entries in bench:volume; 61 and 19 ms now).
 */
function matchingEntries(filters: AuditFilters, named: readonly string[]) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.action) conditions.push(`a.action = ${param(filters.action)}`);
  if (filters.targetType) conditions.push(`a.target_type = ${param(filters.targetType)}`);
  if (filters.from) conditions.push(`a.created_at >= ${param(new Date(filters.from))}`);
  if (filters.to) conditions.push(`a.created_at <= ${param(new Date(filters.to))}`);
  const select = (condition?: string) => {
    const all = condition === undefined ? conditions : [condition, ...conditions];
    return `SELECT a.id, a.created_at FROM audit_log a${all.length ? ` WHERE ${all.join(' AND ')}` : ''}`;
  };
  if (!filters.q) return { sql: select(), params };
  const exact = param(filters.q.toLowerCase());
  const users = `${param(named)}::text[]`;
  const branches = [
    select(`a.actor_user_id = ANY (${users})`),
    ...aboutUsers(users).map((condition) => select(condition)),
    select(`lower(a.target_id) = ${exact}`),
  ];
  return { sql: branches.join('\n     UNION '), params };
}

/**
 * Newest first; the id (time-ordered) breaks ties between entries of the same instant. The page's
 * ids are chosen first (without a search, by audit_log_created_idx alone), then only its entries
 * are read whole and get their actor, subject and target name: an OFFSET otherwise pays for
 * every entry it skips.
 */
export async function listAuditEntries(
  db: Queryable,
  query: AuditQuery,
  named?: readonly string[],
): Promise<AuditListRow[]> {
  const matching = matchingEntries(query, named ?? (await usersNamedBy(db, query.q)));
  const limit = matching.params.length + 1;
  const { rows } = await db.query<AuditListRow>(
    `WITH page_ids AS (
       SELECT m.id FROM (${matching.sql}) m
        ORDER BY m.created_at DESC, m.id DESC
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
    [...matching.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return rows;
}

export async function countAuditEntries(
  db: Queryable,
  filters: AuditFilters,
  named?: readonly string[],
): Promise<number> {
  const matching = matchingEntries(filters, named ?? (await usersNamedBy(db, filters.q)));
  const { rows } = await db.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM (${matching.sql}) m`,
    matching.params,
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
