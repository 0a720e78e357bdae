import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, startingCatalogue } from '@/app/router';
import { warmDateFormat } from '@/lib/format';
import { activateLanguage } from '@/lib/i18n/i18n';
import { startingLanguage } from '@/lib/i18n/language-choice';
import { INTL_LOCALES } from '@soko/shared';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The build pre-renders the public pages (entry-prerender.tsx) and marks their root: those are
// hydrated, keeping the HTML that already shows. Any other page's root holds only the frame's
// grey blocks, which the first render replaces.
// (No top-level await: it would make the bundler split the first bundle into many small files.)
const prerendered = root.hasAttribute('data-prerendered');
// The texts of the language chosen (lib/i18n), from the catalogue of the page shown (its HTML
// preloads it): the first render is already in it.
const starting = startingLanguage(prerendered);
const language = activateLanguage(starting, startingCatalogue(window.location.pathname));
// While the page's code downloads, the main thread is free: the signed-in pages' date data loads
// then, in a short task of its own, not inside the first render's long one (issue 16). The
// pre-rendered public pages show no dates, so they never load it.
if (!prerendered) setTimeout(() => warmDateFormat(INTL_LOCALES[starting]), 0);
void Promise.all([createAppRouter(), language]).then(([router]) => {
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  // As a transition, React renders (or hydrates) the first page in slices of a few milliseconds,
  // yielding to the browser between them, instead of in one task that blocks a phone's main
  // thread for hundreds of milliseconds (Lighthouse's Total Blocking Time, issue 16). What shows
  // meanwhile is the HTML already there: the pre-rendered page or the frame's grey blocks.
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});

// The offline shell: registered once the page has loaded, so it never competes with the page's
// own downloads (its code is a separate file, outside the landing page's budget).
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('@/lib/service-worker').then((worker) => worker.registerServiceWorker());
  });
}
