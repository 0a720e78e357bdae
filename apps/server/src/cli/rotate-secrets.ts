import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { createSecretBox } from '../lib/secret-box.js';
import { resealTotpSecrets } from '../modules/users/index.js';

/**
 * npm run secrets:rotate — after putting a new key first in SECRET_KEYS (keeping the old one
 * after it), seals every stored secret under the new key; then the old key may be removed.
 */
const config = loadConfig();
const secretBox = createSecretBox(config.secretKeys);
const db = await openDatabase(config);
try {
  await runMigrations(db);
  const count = await resealTotpSecrets(db, secretBox);
  console.log(`Sealed ${count} TOTP secret(s) again under key "${secretBox.currentKeyId}".`);
  if (secretBox.usingBuiltInKey) {
    console.log('SECRET_KEYS is not set: the built-in development key is in use.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
