import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@soko/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../lib/request-language.js';

const ONE_YEAR_SECONDS = 31_536_000;
const VERSION_HEADER = 'x-soko-version';

/** The build's name, which the web build writes into index.html as <meta name="soko-version">. */
function readWebVersion(indexFile: string): string | undefined {
  return /<meta name="soko-version" content="([^"]+)"/.exec(readFileSync(indexFile, 'utf8'))?.[1];
}

/** One HTML file per language; English is always there. */
type LanguageFiles = Partial<Record<Language, string>> & { en: string };

/**
 * What the web build pre-rendered (apps/web/scripts/prerender.mjs writes pages.json): for each
 * public path, and for the frame every other page starts from, one HTML file per language.
 */
function readPrerendered(distDir: string): {
  pages: Record<string, LanguageFiles>;
  frames: LanguageFiles;
  framedPages: Record<string, LanguageFiles>;
} {
  const manifest = path.join(distDir, 'pages.json');
  if (!existsSync(manifest)) return { pages: {}, frames: { en: 'index.html' }, framedPages: {} };
  const read = JSON.parse(readFileSync(manifest, 'utf8')) as {
    pages?: Record<string, LanguageFiles>;
    frames?: LanguageFiles;
    framedPages?: Record<string, LanguageFiles>;
  };
  return {
    pages: read.pages ?? {},
    frames: read.frames ?? { en: 'index.html' },
    framedPages: read.framedPages ?? {},
  };
}

/** The file for the request's language, with the headers that say a page varies by it. */
function sendInLanguage(request: FastifyRequest, reply: FastifyReply, files: LanguageFiles) {
  const language = requestLanguage(request);
  return reply
    .header('cache-control', 'no-cache')
    .header('content-language', files[language] ? language : 'en')
    .header('vary', 'Cookie, Accept-Language')
    .sendFile(files[language] ?? files.en);
}

/**
 * Serves the built single-page app. Hashed files under /assets never change, so browsers keep
 * them for a year; HTML is always revalidated so a deploy reaches users at once. The public pages
 * the build pre-rendered (/, /market, /login, /register) get their own HTML, which paints before
 * any JavaScript runs and is then hydrated; any other GET that is not an API call gets index.html
 * (the frame's grey blocks), and the client router draws the page (or its 404).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | false> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  // Every answer names the build served, so a tab still running an older one can tell and reload.
  const version = readWebVersion(indexFile);
  if (version)
    app.addHook('onSend', async (_request, reply) => void reply.header(VERSION_HEADER, version));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file; the smallest one the browser takes is sent.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header(
        'cache-control',
        isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
  const { pages, frames, framedPages } = readPrerendered(distDir);
  // Public pages, and signed-in pages with a skeleton of their own (the dashboard's).
  for (const [route, files] of Object.entries({ ...pages, ...framedPages })) {
    app.get(route, (request, reply) => sendInLanguage(request, reply, files));
  }
  // Every other page: the frame's grey blocks in the reader's language.
  return (request, reply) => sendInLanguage(request, reply, frames);
}
