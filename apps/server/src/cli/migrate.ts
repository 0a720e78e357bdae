import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await runMigrations(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
