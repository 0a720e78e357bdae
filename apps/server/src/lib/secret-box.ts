import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for the secrets we must be able to read back (TOTP secrets): AES-256-GCM
 * with a random 96-bit IV per value, so a copy of the database alone does not let anyone mint a
 * trader's second factor. Each value names the key that sealed it, so keys rotate: new values
 * use the first configured key, old ones still open under theirs until `npm run secrets:rotate`
 * seals them again under the current one.
 *
 * Stored form: `v1:<keyId>:<iv>:<tag>:<ciphertext>`, the last three base64url.
 */
export interface SecretKey {
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

export interface SecretBox {
  /** The key new values are sealed with. */
  readonly currentKeyId: string;
  /** True when no key was configured and the built-in development key is in use. */
  readonly usingBuiltInKey: boolean;
  seal(plaintext: string): string;
  open(stored: string): string;
  /** The id of the key a stored value was sealed with (undefined for a value stored in clear). */
  keyIdOf(stored: string): string | undefined;
}

const PREFIX = 'v1';
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Used only when SECRET_KEYS is not set, so a newcomer's `npm start` works; it is public (it is
 * in this file), so it protects nothing and main.ts says so in the log.
 */
export const BUILT_IN_KEY: SecretKey = {
  id: 'builtin',
  key: createHash('sha256').update('soko built-in development key; set SECRET_KEYS').digest(),
};

/** Parses SECRET_KEYS: "id1:base64key,id2:base64key", the first the current one. */
export function parseSecretKeys(text: string): SecretKey[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [id = '', encoded = ''] = entry.split(':', 2);
      const key = Buffer.from(encoded, 'base64');
      if (!KEY_ID_PATTERN.test(id) || key.length !== 32) {
        throw new Error(
          'SECRET_KEYS must be "id:base64" pairs separated by commas, each key 32 bytes ' +
            '(make one with: openssl rand -base64 32)',
        );
      }
      return { id, key };
    });
}

export function createSecretBox(keys: SecretKey[]): SecretBox {
  const usingBuiltInKey = keys.length === 0;
  const all = usingBuiltInKey ? [BUILT_IN_KEY] : keys;
  const current = all[0] ?? BUILT_IN_KEY;
  const byId = new Map(all.map((key) => [key.id, key.key]));
  // Values sealed before keys were configured still open, so turning keys on loses nothing.
  if (!byId.has(BUILT_IN_KEY.id)) byId.set(BUILT_IN_KEY.id, BUILT_IN_KEY.key);

  return {
    currentKeyId: current.id,
    usingBuiltInKey,
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
      return [PREFIX, current.id, ...parts].join(':');
    },
    open(stored) {
      const parts = stored.split(':');
      // A value from before encryption at rest is still in clear; rotation seals it.
      if (parts[0] !== PREFIX) return stored;
      const [, keyId = '', iv = '', tag = '', ciphertext = ''] = parts;
      const key = byId.get(keyId);
      if (!key) throw new Error(`No key "${keyId}" in SECRET_KEYS to open a stored secret`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const opened = Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]);
      return opened.toString('utf8');
    },
    keyIdOf(stored) {
      const parts = stored.split(':');
      return parts[0] === PREFIX ? parts[1] : undefined;
    },
  };
}
