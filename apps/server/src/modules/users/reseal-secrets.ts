import type { Database } from '../../db/database.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { listTotpSecretsNotUnder, replaceSealedTotpSecret } from './mfa.repository.js';

/**
 * Seals every stored TOTP secret again under the current key (the first of SECRET_KEYS), in one
 * transaction: after a key is added in front, this retires the old one; secrets stored in clear
 * before encryption at rest are sealed too. Returns how many were sealed again.
 */
export async function resealTotpSecrets(db: Database, secretBox: SecretBox): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await listTotpSecretsNotUnder(tx, secretBox.currentKeyId);
    for (const row of rows) {
      const sealed = secretBox.seal(secretBox.open(row.totp_secret));
      await replaceSealedTotpSecret(tx, row.id, row.totp_secret, sealed);
    }
    return rows.length;
  });
}
