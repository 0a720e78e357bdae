import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

/**
 * HSTS and upgrade-insecure-requests go out on every answer that travelled over HTTPS, whether
 * the operator set COOKIE_SECURE=true or the request came through a trusted proxy that says
 * https; never on plain HTTP, where they would mean nothing (or break a local install).
 */
const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
const forced = await buildTestApp({ COOKIE_SECURE: 'true' });

describe('transport security headers', () => {
  test('over HTTPS through a trusted proxy: HSTS and upgrade-insecure-requests', async () => {
    const response = await proxied.app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });

  test('over plain HTTP: neither', async () => {
    const response = await proxied.app.inject({ url: '/api/coins' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  test('with COOKIE_SECURE=true every answer has both, errors included', async () => {
    const response = await forced.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });
});
