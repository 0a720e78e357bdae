import { parseArgs } from 'node:util';
import { RegisterRequest } from '@soko/shared';
import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { createPasswordHasher } from '../lib/password.js';
import { provisionAdmin } from '../modules/users/index.js';

/** npm run admin:create -- --email E --username U --password P */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
  },
});
const input = RegisterRequest.safeParse(values);
if (!input.success) {
  console.error('Usage: npm run admin:create -- --email E --username U --password P');
  for (const issue of input.error.issues)
    console.error(`  ${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(config);
try {
  await runMigrations(db);
  const outcome = await provisionAdmin(db, createPasswordHasher(config), input.data);
  const said = {
    created: 'Created admin',
    promoted: 'Promoted to admin',
    already_admin: 'Already an admin (password updated):',
  };
  console.log(`${said[outcome]} ${input.data.email}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
