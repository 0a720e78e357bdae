import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { runMigrations } from './db/migrate.js';
import { openReadyDatabase } from './db/open-database.js';
import { DatabaseStartError } from './db/wait-for-database.js';
import { prettyLogTransport } from './lib/pretty-logs.js';
import { ensureBootstrapAdmin } from './modules/users/index.js';
import { seedDemoDataIfEmpty } from './seed/demo-seed.js';
import { startPaymentReconciliation } from './jobs/payment-reconciliation.js';

/** Process entry: config, database, migrations, app, listen; then close cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const logger = {
    level: config.logLevel,
    ...prettyLogTransport(config.logPretty),
  };
  // The app's logger exists only once the app does; until then a lost connection is retried.
  const logs: { to?: FastifyBaseLogger } = {};
  const db = await openReadyDatabase(config, {
    onConnectionError: (error) => logs.to?.warn({ err: error }, 'database connection lost'),
  });
  const applied = await runMigrations(db);
  const app = await buildApp({ config, db, logger });
  logs.to = app.log;
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

  await ensureBootstrapAdmin(app.services, config, app.log);
  if (config.seedDemoData) await seedDemoDataIfEmpty(app.services, db, app.log);

  // The simulator credits KES for any phone number ending 0–5: fine for a demo, a gift to anyone
  // on a real deployment. Say so loudly at every start, where an operator reads the log.
  if (config.payments.provider === 'simulator') {
    app.log.warn(
      'PAYMENT_PROVIDER=simulator: M-Pesa is simulated and anyone can top up KES. ' +
        'Set PAYMENT_PROVIDER=payhero or daraja before real money moves.',
    );
  }

  // M-Pesa payments whose callbacks are late or lost (0 seconds = off).
  const intervalSeconds = config.payments.reconcileIntervalSeconds;
  const reconciliation =
    intervalSeconds > 0
      ? startPaymentReconciliation(app.services.payments, {
          intervalMs: intervalSeconds * 1000,
          log: app.log,
        })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await reconciliation?.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL' },
    `Soko is ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  // A database that never answered is an operator's matter: one clear line, not a stack.
  console.error(error instanceof DatabaseStartError ? error.message : error);
  process.exit(1);
});
