import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';
import { activateLanguage } from '@/lib/i18n/i18n';
import { startingLanguage } from '@/lib/i18n/language-choice';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The build pre-renders the public pages (entry-prerender.tsx) and marks their root: those are
// hydrated, keeping the HTML that already shows. Any other page's root holds only the frame's
// grey blocks, which the first render replaces.
// (No top-level await: it would make the bundler split the first bundle into many small files.)
const prerendered = root.hasAttribute('data-prerendered');
// The texts of the language chosen (lib/i18n): the first render is already in it.
const language = activateLanguage(startingLanguage(prerendered));
void Promise.all([createAppRouter({ loadPageFirst: prerendered }), language]).then(([router]) => {
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

// The offline shell: registered once the page has loaded, so it never competes with the page's
// own downloads (its code is a separate file, outside the landing page's budget).
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('@/lib/service-worker').then((worker) => worker.registerServiceWorker());
  });
}
