// `npm start`: builds what is missing or older than its sources, then runs the server, which
// serves the API and the built web app at http://localhost:3000 (PORT) on embedded PGlite
// unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { buildServerAndWebIfStale, root } from './build-if-stale.mjs';

const entry = buildServerAndWebIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
