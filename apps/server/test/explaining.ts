import type { Database, Queryable } from '../src/db/database.js';

/**
 * A Queryable that answers each statement with its plan instead of its rows (pushed to `plans`),
 * so a test can check how PostgreSQL would run a repository's own SQL.
 */
export function explaining(db: Database, plans: string[]): Queryable {
  return {
    async query<T extends object>(text: string, params?: readonly unknown[]) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [] as T[], rowCount: 0 };
    },
    exec: (text: string) => db.exec(text),
  };
}
