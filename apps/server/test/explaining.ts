import type { Database, Queryable } from '../src/db/database.js';

/**
 * A Queryable that answers each statement with its plan instead of its rows (pushed to `plans`),
 * so a test can check how PostgreSQL would run a repository's own SQL. With `analyze` the
 * statement runs (reads only) and the plan says how often each step ran (`loops=`).
 */
export function explaining(
  db: Database,
  plans: string[],
  options: { analyze?: boolean } = {},
): Queryable {
  const explain = options.analyze ? 'EXPLAIN (ANALYZE, TIMING OFF)' : 'EXPLAIN';
  return {
    async query<T extends object>(text: string, params?: readonly unknown[]) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`${explain} ${text}`, params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [] as T[], rowCount: 0 };
    },
    exec: (text: string) => db.exec(text),
  };
}
