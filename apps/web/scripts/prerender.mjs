// The build's pre-render step (after `vite build` and the Node build of src/entry-prerender.tsx):
// writes the public pages as HTML under dist/pages/ and the frame's grey blocks into index.html,
// with the whole stylesheet inlined, and dist/pages.json, which tells the server which file answers which path. A phone on slow
// mobile data then paints a page from its first response (decisions.md 29).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'dist-ssr');
// React's production build renders (and warns) as the browser's will.
process.env.NODE_ENV ??= 'production';
const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error('dist/index.html has no empty #root to fill');

/*
 * The stylesheet goes into the page itself: a separate file would block the first paint for
 * another round trip on mobile data. Tailwind's whole sheet is about 11 KB gzip (58 KB raw), so
 * it is inlined whole rather than split into "critical" rules (the split needs an inline
 * onload handler to load the rest, which the Content-Security-Policy forbids).
 */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const sheetHref = STYLESHEET.exec(template)?.[1];
if (!sheetHref) throw new Error('dist/index.html links no stylesheet to inline');
const css = readFileSync(path.join(dist, sheetHref), 'utf8');
const styledTemplate = template.replace(STYLESHEET, () => `<style>${css}</style>`);

const HTML_LANG = /<html lang="[^"]*"/;
if (!HTML_LANG.test(styledTemplate)) throw new Error('dist/index.html has no <html lang>');

/*
 * The client build's manifest (vite.config.ts) names each source module's file and the shared
 * chunks it imports. A page's own code (entry.PAGE_CODE) is preloaded from its HTML: its files and,
 * transitively, their imports, less what the template already preloads.
 */
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const templatePreloads = new Set([...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]));
const entryScript = /<script type="module" crossorigin src="([^"]+)">/.exec(template)?.[1];
if (!entryScript || templatePreloads.size === 0) {
  throw new Error('dist/index.html has no entry script or module preloads to extend');
}

function filesOf(moduleIds) {
  const files = new Set();
  const visit = (id) => {
    const chunk = manifest[id];
    if (!chunk) throw new Error(`the client manifest has no ${id} (PAGE_CODE is out of date)`);
    const href = `/${chunk.file}`;
    if (files.has(href) || href === entryScript) return;
    files.add(href);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const id of moduleIds) visit(id);
  return [...files].filter((href) => !templatePreloads.has(href));
}

function preloadsFor(pathname, language) {
  const code = entry.PAGE_CODE[pathname];
  if (!code) throw new Error(`PAGE_CODE has no entry for ${pathname}`);
  const catalogue = `src/locales/${language}/${code.catalogue}.po`;
  return filesOf([...code.modules, catalogue])
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n');
}

/** Placed after the template's own preloads, so the first bundle still comes first. */
function withPreloads(html, links) {
  if (!links) return html;
  const last = [...html.matchAll(MODULE_PRELOAD)].at(-1);
  if (!last) throw new Error('a page lost its module preloads');
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}\n${links}${html.slice(at)}`;
}

function page(rootHtml, { hydrate, language, pathname }) {
  const attrs = hydrate ? ' data-prerendered=""' : '';
  const html = styledTemplate
    .replace(HTML_LANG, `<html lang="${language}"`)
    .replace(ROOT, () => `<div id="root"${attrs}>${rootHtml}</div>`);
  return pathname ? withPreloads(html, preloadsFor(pathname, language)) : html;
}

/** "/" → pages/sw/index.html, "/market" → pages/sw/market.html: one folder per language. */
const fileFor = (pathname, language) =>
  `pages/${language}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
/** The frame: index.html in English (what the service worker keeps), index.sw.html and so on. */
const frameFor = (language) => (language === 'en' ? 'index.html' : `index.${language}.html`);

const pages = {};
const frames = {};
const framedPages = {};
for (const language of entry.LANGUAGES) {
  mkdirSync(path.join(dist, 'pages', language), { recursive: true });
  for (const pathname of entry.PRERENDERED_PATHS) {
    const file = fileFor(pathname, language);
    const html = await entry.renderPage(pathname, language);
    writeFileSync(path.join(dist, file), page(html, { hydrate: true, language, pathname }));
    (pages[pathname] ??= {})[language] = file;
  }
  // Every other path gets the frame's grey blocks until its code has run.
  const frame = entry.renderFrameSkeleton(language);
  writeFileSync(path.join(dist, frameFor(language)), page(frame, { hydrate: false, language }));
  frames[language] = frameFor(language);
  // Signed-in pages with a skeleton of their own (not hydrated: the session decides what shows).
  for (const pathname of entry.FRAMED_PATHS) {
    const file = `pages/${language}/${pathname.slice(1).replaceAll('/', '-')}.frame.html`;
    const html = entry.renderFrameSkeleton(language, pathname);
    writeFileSync(path.join(dist, file), page(html, { hydrate: false, language, pathname }));
    (framedPages[pathname] ??= {})[language] = file;
  }
}
// A public page showing a text its catalogue lacks would show the browser a message id.
if (entry.missingMessages.size > 0) {
  throw new Error(
    `texts missing from the public catalogue:\n${[...entry.missingMessages].join('\n')}`,
  );
}
writeFileSync(
  path.join(dist, 'pages.json'),
  `${JSON.stringify({ pages, frames, framedPages }, null, 2)}\n`,
);
rmSync(ssrDir, { recursive: true, force: true });
// The manifest is for this step only: it is not served.
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
console.log(
  `pre-rendered ${Object.keys(pages).join(', ')} and the frame in ${Object.keys(frames).join(', ')}`,
);
