// The server the browser tests drive: the production build on a brand-new embedded database
// (demo data seeded), so every run starts from the same world.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR lets two people (or helpers) run journeys side by side on different ports.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.data-e2e');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3300',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
