import { existsSync } from 'node:fs';
import pg from 'pg';

/** Debian's PostgreSQL 15 listens on this Unix socket besides 127.0.0.1:5432. */
const SOCKET_DIR = '/var/run/postgresql';

/**
 * The server the bench uses when DATABASE_URL is unset: the local PostgreSQL through its Unix
 * socket when there is one, as a server sharing the database's host would connect; pgbench is
 * given the same URL, so both sides of the ratio use the same transport. Over loopback TCP each
 * message costs both processes the kernel's TCP path (measured on this 2-core VM: about 0.8 ms
 * more of the machine's CPU per trade, medians of three interleaved runs). DATABASE_URL=postgres://postgres@127.0.0.1:5432/soko_bench
 * measures over TCP.
 */
export function defaultServerUrl(): string {
  return existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/soko_bench?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/soko_bench';
}

/** How a URL reaches its server, for the report: a Unix socket's folder or host:port. */
export function describeTransport(serverUrl: string): string {
  const url = new URL(serverUrl);
  const socket = url.searchParams.get('host');
  if (socket?.startsWith('/')) return `unix socket ${socket}`;
  return `tcp ${url.hostname}:${url.port || '5432'}`;
}

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
    const values = rows.map((r) => `${r.name}=${r.setting}`).join(' ');
    return `${values}; server and pgbench over ${describeTransport(serverUrl)}`;
  });
}
