import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiMacros } from './lingui-macros';

const apiTarget = process.env.SOKO_API_URL ?? 'http://localhost:3000';
// Names this build in index.html. The page reads it from there and the server sends it in a header:
// an open tab compares the two to notice a new release (decisions.md 29).
const appVersion = process.env.SOKO_WEB_VERSION ?? Date.now().toString(36);
const versionMeta: Plugin = {
  name: 'soko-version-meta',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'soko-version', content: appVersion }, injectTo: 'head' },
  ],
};

export default defineConfig({
  // The pre-render build (src/entry-prerender.tsx, run by Node at build time) bundles the shared
  // package, whose entry is TypeScript source Node cannot import itself.
  ssr: { noExternal: ['@soko/shared'] },
  plugins: [linguiMacros(), react(), lingui(), tailwindcss(), versionMeta],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    // Coin icons (/coins/*.svg) are this app's own public files, so only the API is proxied.
    // ws: the realtime socket (/api/realtime) goes through the same proxy as the API.
    proxy: { '/api': { target: apiTarget, ws: true }, '/healthz': apiTarget },
  },
  build: {
    target: 'es2022',
    // Sourcemaps stay out of the shipped bundle; the landing route's weight is a budget.
    sourcemap: false,
    reportCompressedSize: true,
    // Chrome, which nearly all our traders' Android phones run, preloads modules itself; a browser
    // that cannot (Safari before 17) still loads them, only without the head start. The polyfill
    // would be dead weight on the landing route's budget.
    modulePreload: { polyfill: false },
    // scripts/prerender.mjs reads it to preload each pre-rendered page's own files from its HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // On a phone's 150 ms round trips the number of files costs more than their bytes, and
          // the automatic split made a file of every module set shared by a different set of
          // pages: 62 to 71 files per signed-in page, half of them under 1 KB. Measured with
          // bench:web-real (bench/results/web-2911-app-ui-chunks.txt).
          groups: [
            // Every icon (150 to 400 bytes each) in one chunk, with React, their one dependency,
            // which every page loads anyway.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // sonner, downloaded after the page (lib/toasts.ts), under a name that says what it is.
            // Its dependencies (React DOM) stay where the pages' own code has them.
            {
              name: 'toasts',
              test: /node_modules[\\/]sonner[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The dropdown menus and tooltips with Floating UI, which only they need, in one chunk
            // of their own. Left to the app-ui merges below, they joined a neighbour such as the
            // password strength meter, and the login page downloaded Floating UI; kept apart by
            // the automatic split, they made two or three more files on the signed-in pages.
            // Radix's roving focus and collection are left out: the tabs use them too, and while
            // they were in this group the trade screen's tabs brought the whole chunk (16 KB
            // compressed, menus and tooltips it never shows) into its first download.
            {
              name: 'popper',
              test: /(src[\\/]components[\\/]ui[\\/](dropdown-menu|tooltip)\.tsx|node_modules[\\/](@floating-ui|@radix-ui[\\/]react-(popper|tooltip|dropdown-menu|menu|arrow|use-rect)))/,
              includeDependenciesRecursively: false,
            },
            // Radix's dialog with its scroll lock and focus guards, in a chunk of their own: only
            // pages that show a dialog as they load need it (the trade screen's order review). In
            // the app-ui merges below it shared a file with helpers the frame uses, and every
            // signed-in page and /market downloaded it; the phone's drawer, the frame's one
            // dialog, is downloaded after the page (components/layouts/mobile-drawer.tsx).
            {
              name: 'dialog',
              test: /(src[\\/]components[\\/]ui[\\/]dialog\.tsx|node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-guards)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|get-nonce)[\\/])/,
              includeDependenciesRecursively: false,
            },
            // The shared UI parts and helpers, split by which pages use them as before
            // (entriesAware), but a set under 8 KB joins its nearest neighbour instead of being a
            // file of its own. 8 KB keeps the landing page within its 150 KiB budget (16 KB
            // would put it at 158). The menus and tooltips are left to 'popper': matched by this
            // group too, they still ended up in its merged chunks (the login page preloaded 34
            // files instead of 33). deferred-dropdown.tsx stays with the wallet code that uses
            // it: merged here, the new split moved the Switch into a chunk the trade page preloads
            // (2.8 KB more for it, measured; 0.4 KB this way).
            {
              name: 'app-ui',
              test: /src[\\/](components[\\/]ui|lib)[\\/](?!dropdown-menu|tooltip|deferred-dropdown)/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8 * 1024,
            },
          ],
        },
      },
    },
  },
});
