import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { createPasswordHasher } from '../lib/password.js';
import { printDemoAccounts, seedDemoData } from '../seed/demo-seed.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  await runMigrations(db);
  const created = await seedDemoData({ passwordHasher: createPasswordHasher(config) }, db);
  console.log(`Seeded ${created.coins} coins and ${created.accounts} accounts.`);
  printDemoAccounts();
} finally {
  await db.close();
}
