import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { buildTestApp, TestClient } from '../../../test/build-test-app.js';
import { loginAs, logIn } from '../../../test/auth-helpers.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';
import { totpCode } from '../../../test/totp.js';
import { createSecretBox, parseSecretKeys } from '../../lib/secret-box.js';
import { resealTotpSecrets } from '../users/index.js';

/**
 * TOTP secrets at rest: the users table holds only the AES-256-GCM sealed form, named by key;
 * sign-in with a code still works; `secrets:rotate` (resealTotpSecrets) moves every secret to a
 * new first key, after which the new key alone opens them.
 */
const oldKey = `old:${randomBytes(32).toString('base64')}`;
const newKey = `new:${randomBytes(32).toString('base64')}`;
const { app, db, clock } = await buildTestApp({ SECRET_KEYS: oldKey });

async function storedSecret(userId: string): Promise<string> {
  const { rows } = await db.query<{ totp_secret: string }>(
    'SELECT totp_secret FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.totp_secret ?? '';
}

describe('TOTP secrets sealed at rest', () => {
  test('the database holds the sealed form only, and a code still signs in', async () => {
    const { client, account } = await loginAs(app, 'user');
    const { secret } = await enrolTotp(client, clock.now());
    const stored = await storedSecret(account.id);
    expect(stored).toMatch(/^v1:old:/);
    expect(stored).not.toContain(secret);
    expect(createSecretBox(parseSecretKeys(oldKey)).open(stored)).toBe(secret);
    const again = new TestClient(app);
    const user = await logIn(again, { ...account, code: totpCode(secret, clock.now()) });
    expect(user.id).toBe(account.id);
  });

  test('rotation seals every secret under the new key; the new key alone then opens them', async () => {
    const { client, account } = await loginAs(app, 'user');
    const { secret } = await enrolTotp(client, clock.now());
    // A row from before encryption at rest, still in clear, is sealed by the same pass.
    const legacy = await loginAs(app, 'user');
    await db.query(
      `UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = now() WHERE id = $1`,
      [legacy.account.id],
    );
    const rotated = createSecretBox(parseSecretKeys(`${newKey},${oldKey}`));
    expect(await resealTotpSecrets(db, rotated)).toBeGreaterThanOrEqual(3);
    expect(await resealTotpSecrets(db, rotated)).toBe(0);

    const newOnly = createSecretBox(parseSecretKeys(newKey));
    expect(await storedSecret(account.id)).toMatch(/^v1:new:/);
    expect(newOnly.open(await storedSecret(account.id))).toBe(secret);
    expect(newOnly.open(await storedSecret(legacy.account.id))).toBe('JBSWY3DPEHPK3PXP');
  });
});
