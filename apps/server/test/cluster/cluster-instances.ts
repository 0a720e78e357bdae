/**
 * Real server processes for the cluster tests: a fresh PostgreSQL database, and instances of
 * `node --import tsx apps/server/src/main.ts` on free loopback ports, started and stopped like an
 * operator would (SIGTERM, then SIGKILL when a process has not exited after 5 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const STOP_GRACE_MS = 5_000;
const READY_TIMEOUT_MS = 90_000;

export interface ClusterDatabase {
  url: string;
  /** The test's own handle, for setup and for the ledger checks. */
  db: Database;
  drop(): Promise<void>;
}

/** A brand-new, empty database on the server named by `serverUrl`: the instances migrate it. */
export async function createClusterDatabase(serverUrl: string): Promise<ClusterDatabase> {
  const name = `soko_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDatabase(url.toString(), 10);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Ports nobody listens on right now (the kernel's choice), on the loopback address. All are held
 * open until every one is chosen, so the same port is never handed out twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(async (server) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no port assigned');
      return address.port;
    }),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export interface Instance {
  name: string;
  baseUrl: string;
  process: ChildProcess;
  /** Everything the process printed, for the failure message when it misbehaves. */
  output(): string;
}

export function startInstance(
  name: string,
  options: { port: number; databaseUrl: string; env?: Record<string, string> },
): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `soko-cluster-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      // The reconciliation job would only add its own database traffic to what is measured.
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      // No bootstrap admin from the developer's environment: the demo seed brings the admin.
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...options.env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    name,
    baseUrl: `http://127.0.0.1:${options.port}`,
    process: child,
    output: () => output,
  };
}

/** Resolves once GET /healthz answers 200; fails with the instance's output if it exits first. */
export async function waitUntilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) {
      throw new Error(`instance ${instance.name} exited while starting:\n${instance.output()}`);
    }
    try {
      const response = await fetch(`${instance.baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance ${instance.name} not healthy in time:\n${instance.output()}`);
}

/** SIGTERM (the server closes cleanly), then SIGKILL when it is still there after 5 s. */
export async function stopInstance(instance: Instance): Promise<void> {
  const child = instance.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(killer);
}
