/**
 * The secret token in our callback URLs (/api/payments/callbacks/:provider/:token). Neither
 * PayHero nor Daraja signs its callbacks, so a URL nobody can guess is the authentication
 * (reference/mpesa-providers.md §2.8), compared in constant time.
 *
 * PAYMENT_CALLBACK_SECRET wins when set. Otherwise the first instance to need one makes 32
 * random bytes and stores them in the database (payment_callback_secret): every instance on the
 * same database then shares it, and it survives restarts, so URLs handed to the provider for
 * payments still in flight keep working. A file in DATA_DIR would do neither for several
 * instances on PostgreSQL.
 */
import type { Database } from '../../db/database.js';
import { newSecretToken, secretsEqual } from '../../lib/secret-tokens.js';
import { ensureCallbackSecret } from './payments.repository.js';

export function createCallbackSecret(db: Database, configured: string | undefined) {
  let cached: Promise<string> | undefined = configured ? Promise.resolve(configured) : undefined;

  function secret(): Promise<string> {
    cached ??= db
      .transaction((tx) => ensureCallbackSecret(tx, newSecretToken()))
      .catch((error) => {
        cached = undefined;
        throw error;
      });
    return cached;
  }

  return {
    secret,
    async matches(token: string): Promise<boolean> {
      return secretsEqual(token, await secret());
    },
  };
}

export type CallbackSecret = ReturnType<typeof createCallbackSecret>;
