/**
 * The web build's name travels in a header on every answer, read from the soko-version meta tag
 * the build writes into index.html, so an open tab can notice a new release (decisions.md 29).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/web-app';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function appServing(indexHtml: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'soko-web-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'assets', 'page-abc.js'), 'export {}');
  const app = Fastify();
  await registerWebApp(app, dir);
  app.get('/api/ping', async () => ({ ok: true }));
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  return app;
}

describe('registerWebApp', () => {
  it('names the served build in x-soko-version on pages, files and API answers', async () => {
    const app = await appServing('<head><meta name="soko-version" content="b42" /></head>');
    for (const url of ['/', '/dashboard/orders', '/assets/page-abc.js', '/api/ping']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-soko-version'], url).toBe('b42');
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.headers['x-soko-version']).toBe('b42');
    await app.close();
  });

  it('sends no header for a build that names no version', async () => {
    const app = await appServing('<head></head>');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-soko-version']).toBeUndefined();
    await app.close();
  });
});
