import pg from 'pg';

/**
 * The plans of the statements a slow read ran, exactly as the server sent them: the bench's
 * database is set to load auto_explain in every new connection (EXPLAIN ANALYZE with BUFFERS of
 * any statement slower than the threshold goes to the PostgreSQL server's log), and the log is
 * read back through pg_read_file (the bench connects as a superuser, as trust auth on the local
 * server allows). The log is Debian's stderr file unless BENCH_VOLUME_PG_LOG names another.
 */
export class ExplainLog {
  private constructor(
    private readonly url: string,
    private readonly file: string,
  ) {}

  static async enable(url: string, minDurationMs: number): Promise<ExplainLog> {
    return withClient(url, async (client) => {
      const name = new URL(url).pathname.slice(1);
      const version = await client.query<{ major: string }>(
        `SELECT (current_setting('server_version_num')::int / 10000)::text AS major`,
      );
      const file =
        process.env.BENCH_VOLUME_PG_LOG ??
        `/var/log/postgresql/postgresql-${version.rows[0]?.major ?? '15'}-main.log`;
      for (const [setting, value] of [
        ['session_preload_libraries', 'auto_explain'],
        ['auto_explain.log_min_duration', `${minDurationMs / 2}ms`],
        ['auto_explain.log_analyze', 'on'],
        ['auto_explain.log_buffers', 'on'],
        ['auto_explain.log_nested_statements', 'on'],
      ] as const) {
        await client.query(`ALTER DATABASE ${name} SET ${setting} = '${value}'`);
      }
      return new ExplainLog(url, file);
    });
  }

  async disable(): Promise<void> {
    await withClient(this.url, async (client) => {
      const name = new URL(this.url).pathname.slice(1);
      await client.query(`ALTER DATABASE ${name} RESET ALL`);
    });
  }

  /** The log's size now: the plans of what runs next start there. */
  async mark(): Promise<number> {
    return withClient(this.url, async (client) => {
      const { rows } = await client.query<{ size: string }>(
        `SELECT (pg_stat_file($1, true)).size::text AS size`,
        [this.file],
      );
      return Number(rows[0]?.size ?? 0);
    });
  }

  async plansSince(mark: number): Promise<string[]> {
    // auto_explain writes after the statement ends; give the log a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const text = await withClient(this.url, async (client) => {
      const { rows } = await client.query<{ text: string | null }>(
        `SELECT pg_read_file($1, $2, 2000000, true) AS text`,
        [this.file, mark],
      );
      return rows[0]?.text ?? '';
    });
    const plans: string[] = [];
    let current: string[] | undefined;
    for (const line of text.split('\n')) {
      const startsEntry = /^\d{4}-\d\d-\d\d /.test(line);
      if (startsEntry) {
        if (current) plans.push(current.join('\n'));
        current = /duration: [\d.]+ ms\s+plan:/.test(line) ? [line] : undefined;
      } else if (current) {
        current.push(line);
      }
    }
    if (current) plans.push(current.join('\n'));
    return plans;
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
