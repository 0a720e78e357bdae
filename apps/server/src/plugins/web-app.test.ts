import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

/**
 * Serving the built web app: hashed assets cached for a year and sent precompressed, index.html
 * revalidated every time, client routes answered with index.html, API paths never.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'soko-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'index.sw.html'), '<!doctype html><div id="root">Fremu</div>');
// The public pages the build pre-rendered in each language, and the file that maps their paths.
for (const [language, landing, market] of [
  ['en', 'Landing', 'Market'],
  ['sw', 'Ukurasa wa mwanzo', 'Soko'],
] as const) {
  mkdirSync(path.join(dist, 'pages', language), { recursive: true });
  const root = (text: string) => `<div id="root" data-prerendered>${text}</div>`;
  writeFileSync(path.join(dist, 'pages', language, 'market.html'), root(market));
  writeFileSync(path.join(dist, 'pages', language, 'index.html'), root(landing));
  writeFileSync(
    path.join(dist, 'pages', language, 'dashboard.frame.html'),
    `<div id="root">${language === 'en' ? 'Dashboard' : 'Dashibodi'}</div>`,
  );
}
writeFileSync(
  path.join(dist, 'pages.json'),
  JSON.stringify({
    pages: {
      '/': { en: 'pages/en/index.html', sw: 'pages/sw/index.html' },
      '/market': { en: 'pages/en/market.html', sw: 'pages/sw/market.html' },
    },
    frames: { en: 'index.html', sw: 'index.sw.html' },
    framedPages: {
      '/dashboard': { en: 'pages/en/dashboard.frame.html', sw: 'pages/sw/dashboard.frame.html' },
    },
  }),
);
const script = 'console.log("soko");'.repeat(100);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));

const { app } = await buildTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });

describe('web app serving', () => {
  test('a hashed asset is immutable for a year and sent as brotli when accepted', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
  });

  test('a client route gets index.html, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/dashboard/wallet' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  test("the dashboard gets its own frame, in the reader's language; its sub-pages the plain one", async () => {
    const english = await app.inject({ url: '/dashboard' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.body).toContain('Dashboard');
    expect(english.body).not.toContain('data-prerendered');
    const swahili = await app.inject({ url: '/dashboard', headers: { cookie: 'soko_lang=sw' } });
    expect(swahili.body).toContain('Dashibodi');
    expect(swahili.headers['content-language']).toBe('sw');
    expect((await app.inject({ url: '/dashboard/wallet' })).body).not.toContain('Dashboard');
  });

  test('a pre-rendered public page gets its own HTML, also with a query string', async () => {
    for (const [url, text] of [
      ['/', 'Landing'],
      ['/market', 'Market'],
      ['/market?sort=change', 'Market'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(text);
    }
    // Any other page is still the app's index.html.
    expect((await app.inject({ url: '/market/orders' })).body).not.toContain('data-prerendered');
  });

  test("pages come in the saved language, else the browser's, else English", async () => {
    const cases = [
      [{}, '/', 'Landing', 'en'],
      [{ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }, '/', 'Ukurasa wa mwanzo', 'sw'],
      [{ 'accept-language': 'sw-KE', cookie: 'soko_lang=en' }, '/market', 'Market', 'en'],
      [{ cookie: 'soko_lang=sw' }, '/market', 'Soko', 'sw'],
      [{ cookie: 'soko_lang=sw' }, '/dashboard/wallet', 'Fremu', 'sw'],
      // A cookie naming a language we do not speak is ignored.
      [{ cookie: 'soko_lang=fr', 'accept-language': 'fr' }, '/market', 'Market', 'en'],
    ] as const;
    for (const [headers, url, text, language] of cases) {
      const response = await app.inject({ url, headers });
      expect(response.body).toContain(text);
      expect(response.headers['content-language']).toBe(language);
      expect(response.headers.vary).toContain('Accept-Language');
    }
  });

  test('an unknown API path stays a JSON 404, never the web page', async () => {
    const response = await app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  test('a POST to a client route is a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
