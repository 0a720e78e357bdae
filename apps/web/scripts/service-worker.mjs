// Writes dist/sw.js with Workbox (workbox-build's generateSW) after the pre-render, so the copy
// of index.html it keeps for offline use is the final one. What it does (decisions.md 29):
// - precaches the app's shell: index.html (the frame), the code and styles under /assets, the
//   icons and the manifest; the password dictionary (235 KiB, only for the password forms) is
//   left to the network;
// - page loads always go to the network (so a release, and the pre-rendered public pages, arrive
//   at once); only when the network fails does it answer with the precached index.html, which
//   draws the frame and the offline view with the last known balances;
// - /api and the realtime socket are never touched: no answer carrying money is ever cached;
// - a new version waits until the page asks it to take over ("Update available").
import path from 'node:path';
import { generateSW } from 'workbox-build';

const dist = path.resolve(import.meta.dirname, '../dist');
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: [
    'index.html',
    'assets/**/*.{js,css}',
    'icons/*.png',
    'coins/*.svg',
    'favicon.svg',
    'manifest.webmanifest',
  ],
  globIgnores: ['assets/password-strength-*.js'],
  // Hashed names change with their content: no revision needed, nor a cache-busting query.
  dontCacheBustURLsMatching: /^assets\//,
  swDest: path.join(dist, 'sw.js'),
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  cleanupOutdatedCaches: true,
  // A first install controls the open page at once (nothing older to disagree with); an update
  // waits for the page's "Update available" answer (skipWaiting false adds the message listener).
  clientsClaim: true,
  skipWaiting: false,
  navigateFallback: null,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: 'index.html' } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB)`);
