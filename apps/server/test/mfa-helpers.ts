import { expect } from 'vitest';
import type { TestClient } from './build-test-app.js';
import { totpCode } from './totp.js';

/**
 * Runs setup and enable through the API for a signed-in client. Returns the secret and the
 * recovery codes. The enabling code is taken from the step before `now`, so a test can still
 * sign in with the current step's code afterwards (a used step is refused as a replay).
 */
export async function enrolTotp(client: TestClient, now: Date) {
  const setup = await client.request({ method: 'POST', url: '/api/account/mfa/setup' });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const code = totpCode(secret, new Date(now.getTime() - 30_000));
  const enable = await client.request({
    method: 'POST',
    url: '/api/account/mfa/enable',
    payload: { code },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
