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
          // Each icon would otherwise be a file of its own (150 to 400 bytes), about ten per
          // signed-in page: on a phone's 150 ms round trips those requests cost more than the
          // bytes. One chunk holds every icon, and React with them (their one dependency, which
          // every page loads anyway). Measured with bench:web-real: React draws the signed-in
          // pages 160 to 200 ms sooner; the landing page loads 3.6 KB more and is 27 ms later.
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
});
