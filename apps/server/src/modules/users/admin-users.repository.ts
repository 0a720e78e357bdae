import type { AdminUsersQuery } from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { likeContains } from '../search/index.js';
import type { UserRow } from './users.repository.js';

function whereClause(filters: Pick<AdminUsersQuery, 'q' | 'role' | 'status'>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.q) {
    params.push(likeContains(filters.q));
    conditions.push(
      `(lower(username) LIKE $${params.length} ESCAPE '\\' OR lower(email) LIKE $${params.length} ESCAPE '\\')`,
    );
  }
  if (filters.role) {
    params.push(filters.role);
    conditions.push(`role = $${params.length}`);
  }
  if (filters.status) {
    params.push(filters.status);
    conditions.push(`status = $${params.length}`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Newest first; the id (time-ordered) breaks ties between accounts created in the same instant. */
export async function listUsers(db: Queryable, query: AdminUsersQuery): Promise<UserRow[]> {
  const where = whereClause(query);
  const limit = where.params.length + 1;
  const { rows } = await db.query<UserRow>(
    `SELECT * FROM users ${where.sql} ORDER BY created_at DESC, id DESC
      LIMIT $${limit} OFFSET $${limit + 1}`,
    [...where.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return rows;
}

export async function countUsers(
  db: Queryable,
  filters: Pick<AdminUsersQuery, 'q' | 'role' | 'status'>,
): Promise<number> {
  const where = whereClause(filters);
  const { rows } = await db.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM users ${where.sql}`,
    where.params,
  );
  return Number(rows[0]?.count ?? 0n);
}
