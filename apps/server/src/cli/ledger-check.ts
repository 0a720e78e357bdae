import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { checkLedgerSnapshot, formatLedgerReport } from '../modules/ledger/index.js';

// npm run ledger:check: prints the report and exits 1 when any invariant is broken.
const config = loadConfig();
const db = await openDatabase(config);
try {
  await runMigrations(db);
  const report = await checkLedgerSnapshot(db);
  console.log(formatLedgerReport(report));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await db.close();
}
