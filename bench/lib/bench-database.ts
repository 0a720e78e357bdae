import pg from 'pg';

/**
 * The bench's own databases on the PostgreSQL server of DATABASE_URL: created fresh (any left
 * over from an interrupted run is dropped first) and dropped at the end.
 */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onMaintenanceDb<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe database name ${name}`);
  await onMaintenanceDb(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe database name ${name}`);
  await onMaintenanceDb(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

/** The PostgreSQL server's settings that decide commit cost, printed with the results. */
export async function serverSettings(serverUrl: string): Promise<string> {
  return onMaintenanceDb(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings
        WHERE name IN ('server_version', 'synchronous_commit', 'fsync', 'shared_buffers',
                       'max_connections')
        ORDER BY name`,
    );
    return rows.map((r) => `${r.name}=${r.setting}`).join(' ');
  });
}
