// `npm run start:cluster`: two server instances (the built dist, built first when stale) on ports
// 3001 and 3002 (CLUSTER_PORTS) against one PostgreSQL database, plus a round-robin proxy in
// front of them on port 3003 (CLUSTER_PROXY_PORT; 0 turns it off). The database is DATABASE_URL,
// or postgres://postgres@127.0.0.1:5432/soko_cluster, created when it does not exist yet. Each
// instance's output is prefixed [A], [B], ...; Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { buildServerAndWebIfStale, root } from './build-if-stale.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/soko_cluster';
const READY_TIMEOUT_MS = 120_000;

function fail(message) {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

function readPorts() {
  const text = process.env.CLUSTER_PORTS ?? '3001,3002';
  const ports = text.split(',').map((part) => Number(part.trim()));
  const valid = ports.every((p) => Number.isInteger(p) && p > 0 && p < 65536);
  if (!valid || ports.length < 2 || ports.length > 26 || new Set(ports).size !== ports.length) {
    fail(`CLUSTER_PORTS must list 2 to 26 different ports, like "3001,3002" (got "${text}")`);
  }
  const proxyPort = Number(process.env.CLUSTER_PROXY_PORT ?? '3003');
  if (!Number.isInteger(proxyPort) || proxyPort < 0 || proxyPort > 65535) {
    fail(`CLUSTER_PROXY_PORT must be a port, or 0 for no proxy (got "${proxyPort}")`);
  }
  return { ports, proxyPort };
}

/** Connects to the database, creating it first when the server says it does not exist. */
async function ensureDatabase(url) {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    // 3D000: invalid_catalog_name, the database is missing. Anything else is for the user.
    if (error?.code !== '3D000') fail(`cannot reach PostgreSQL at ${url}: ${error.message}`);
  } finally {
    await probe.end().catch(() => {});
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`Created the database ${name}.`);
  } catch (error) {
    fail(`cannot create the database ${name}: ${error.message}`);
  } finally {
    await admin.end().catch(() => {});
  }
}

/** Copies a child's output line by line under its tag, so interleaved logs stay readable. */
function prefixLines(stream, tag, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${tag} ${line}\n`));
}

function startInstance(entry, port, tag, databaseUrl) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Both share DATA_DIR (default ./data) so stored files, such as deposit proofs uploaded
    // through one instance, can be read through the other.
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
  });
  prefixLines(child.stdout, tag, process.stdout);
  prefixLines(child.stderr, tag, process.stderr);
  return child;
}

async function waitUntilHealthy(port, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  const { ports, proxyPort } = readPorts();
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  await ensureDatabase(databaseUrl);
  const entry = buildServerAndWebIfStale();

  const tags = ports.map((_, index) => `[${String.fromCharCode(65 + index)}]`);
  // Started together on purpose: migrations, the demo seed and the bootstrap admin each take an
  // advisory lock, so exactly one instance does each of them.
  const children = ports.map((port, i) => startInstance(entry, port, tags[i], databaseUrl));

  let stopping = false;
  const stopAll = (signal, exitCode) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
    let left = children.filter((child) => child.exitCode === null).length;
    if (left === 0) process.exit(exitCode);
    for (const child of children) {
      child.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal, 0));
  children.forEach((child, i) => {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${tags[i]} exited (${signal ?? `code ${code}`}); stopping the others.`);
      stopAll('SIGTERM', 1);
    });
  });

  const healthy = await Promise.all(ports.map((port, i) => waitUntilHealthy(port, children[i])));
  if (stopping) return;
  if (!healthy.every(Boolean)) {
    console.error('start:cluster: an instance did not become healthy in time.');
    stopAll('SIGTERM', 1);
    return;
  }
  let proxyLine = '';
  if (proxyPort > 0) {
    await startRoundRobinProxy({ port: proxyPort, targetPorts: ports, log: console.error }).catch(
      (error) => {
        console.error(`start:cluster: the proxy cannot listen on ${proxyPort}: ${error.message}`);
        stopAll('SIGTERM', 1);
      },
    );
    proxyLine = `\n  proxy  http://localhost:${proxyPort}  (each request goes to the next instance)`;
  }
  if (stopping) return;
  const lines = ports.map((port, i) => `  ${tags[i]}    http://localhost:${port}`);
  console.log(
    `\nSoko cluster: ${ports.length} instances on one PostgreSQL database (${new URL(databaseUrl).pathname.slice(1)})\n` +
      `${lines.join('\n')}${proxyLine}\n` +
      'Cookies are shared across ports on localhost, so a login on one is a login on the other.\n' +
      'Press Ctrl-C to stop them all.\n',
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
