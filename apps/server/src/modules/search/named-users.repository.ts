import type { Queryable } from '../../db/database.js';

/**
 * A LIKE pattern for "contains", in lower case. LIKE treats % and _ as wildcards; a search for
 * "a_b" means those three characters.
 */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The users whose username or email holds the search text (any part, any case): who an admin
 * search names. The admin transactions and audit searches read them first and hand them to their
 * own query as a list, so PostgreSQL plans with their true number: from a few users it reads
 * their rows through the indexes, from nearly all of them ("trader": 20,000 in bench:volume) one
 * pass over the table. Planned as one query with the users joined, every search was planned as if
 * it named a few (an estimate of `LIKE '%…%'`), and the broad ones read every row many times.
 */
export async function usersNamedBy(
  db: Queryable,
  text: string | undefined,
): Promise<readonly string[]> {
  // No search text names nobody: no read.
  if (!text) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users
      WHERE lower(username) LIKE $1 ESCAPE '\\' OR lower(email) LIKE $1 ESCAPE '\\'`,
    [likeContains(text)],
  );
  return rows.map((row) => row.id);
}
