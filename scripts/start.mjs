// `npm start`: builds what is missing or older than its sources, then runs the server, which
// serves the API and the built web app at http://localhost:3000 (PORT) on embedded PGlite
// unless DATABASE_URL is set. In a terminal the logs are readable lines (LOG_PRETTY=true, one
// line per request, mailed links on their own line); piped to a file or a log collector they
// stay JSON. An explicit LOG_PRETTY (true or false) always wins.
import { spawn } from 'node:child_process';
import { buildServerAndWebIfStale, root } from './build-if-stale.mjs';

const entry = buildServerAndWebIfStale();
const env = { ...process.env };
if (env.LOG_PRETTY === undefined && process.stdout.isTTY) env.LOG_PRETTY = 'true';
const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
