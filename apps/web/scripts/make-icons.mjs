// Draws the install icons (public/icons/*.png) from the favicon's shape in headless Chromium,
// so no image library is needed: `node apps/web/scripts/make-icons.mjs` after changing the mark.
// The maskable icon keeps the "S" inside the middle 80 % (the safe zone Android crops to).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const letter = /<path [^>]+>/.exec(mark)?.[0];
if (!letter) throw new Error('favicon.svg has no path for the letter');

const rounded = mark.replace('<svg ', '<svg width="100%" height="100%" ');
// Full-bleed square with the letter scaled to 60 %, centred: safe under any mask shape.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%"><rect width="32" height="32" fill="#0f766e"/><g transform="translate(6.4 6.4) scale(0.6)">${letter}</g></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];
for (const { file, size, svg } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
  await page.close();
}
await browser.close();
console.log(`icons written to ${path.join(publicDir, 'icons')}`);
