// Builds the web app and the server when their output is missing or older than any source file,
// so `npm start` and `npm run start:cluster` always run what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newestMtimeMs(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtimeMs(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfStale(workspace, output, sources) {
  const outputPath = path.join(root, output);
  const builtAt = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtimeMs(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The server alone (the API benchmarks serve no web app); answers the path of its entry file. */
export function buildServerIfStale() {
  buildIfStale('apps/server', 'apps/server/dist/main.js', [
    'apps/server/src',
    'packages/shared/src',
  ]);
  return 'apps/server/dist/main.js';
}

/** Both workspaces the server process needs; answers the path of the server's entry file. */
export function buildServerAndWebIfStale() {
  buildIfStale('apps/web', 'apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/public',
    'packages/shared/src',
  ]);
  return buildServerIfStale();
}
