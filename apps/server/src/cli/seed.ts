import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { createPasswordHasher } from '../modules/auth/password.js';
import { DEMO_ACCOUNTS } from '../seed/demo-data.js';
import { seedDemoData } from '../seed/demo-seed.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  await runMigrations(db);
  const created = await seedDemoData({ passwordHasher: createPasswordHasher(config) }, db);
  console.log(`Seeded ${created.coins} coins and ${created.accounts} accounts.`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(5)}  ${a.email}  /  ${a.password}`);
} finally {
  await db.close();
}
