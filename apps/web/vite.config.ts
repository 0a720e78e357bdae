import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.SOKO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
