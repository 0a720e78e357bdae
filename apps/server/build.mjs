// Bundles the server into dist/ with esbuild. npm packages stay external (installed by npm ci);
// the workspace package @soko/shared is TypeScript source, so it is bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@soko/shared');

rmSync('dist', { recursive: true, force: true });
await build({
  // The command-line tools run from source through tsx; only the server process is bundled.
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built into apps/server/dist');
