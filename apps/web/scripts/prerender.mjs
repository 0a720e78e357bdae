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

function page(rootHtml, { hydrate }) {
  const attrs = hydrate ? ' data-prerendered=""' : '';
  return styledTemplate.replace(ROOT, () => `<div id="root"${attrs}>${rootHtml}</div>`);
}

/** "/" → pages/index.html, "/market" → pages/market.html (one folder per language later). */
const fileFor = (pathname) => `pages/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;

mkdirSync(path.join(dist, 'pages'), { recursive: true });
const pages = {};
for (const pathname of entry.PRERENDERED_PATHS) {
  const file = fileFor(pathname);
  writeFileSync(path.join(dist, file), page(await entry.renderPage(pathname), { hydrate: true }));
  pages[pathname] = file;
}
// Every other path gets index.html: the signed-in frame's grey blocks until its code has run.
writeFileSync(path.join(dist, 'index.html'), page(entry.renderFrameSkeleton(), { hydrate: false }));
writeFileSync(path.join(dist, 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`pre-rendered ${Object.keys(pages).join(', ')} and the frame of index.html`);
