import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Language } from '@soko/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { FrameSkeleton } from '@/components/layouts/frame-skeleton';
import { SkeletonFor } from '@/components/layouts/skeleton-for';
import type { CatalogueName } from '@/lib/i18n/catalogues';
import { activateLoaded, i18n } from '@/lib/i18n/i18n';
import { openBrowserSocket } from '@/lib/realtime/browser-socket';
import { messages as enPublic } from '@/locales/en/public.po';
import { messages as swPublic } from '@/locales/sw/public.po';
import { RealtimeClient } from '@/lib/realtime/realtime-client';

/*
 * The build's pre-render (scripts/prerender.mjs runs this module, built for Node): the public
 * pages as HTML, so a phone paints them before any JavaScript has arrived; the browser then
 * hydrates them (main.tsx). Data (prices, coins) is not in the HTML: those parts show their grey
 * blocks and fill in from the API, as in the browser. A page can be rendered more than once
 * (one file per language).
 */
export const PRERENDERED_PATHS = ['/', '/market', '/login', '/register'] as const;
/**
 * Signed-in pages with a frame of their own: the page's shape and fixed texts, so their first
 * response already paints the largest text (the LCP) and nothing moves when the page takes over.
 * Every other signed-in page starts from the plain frame.
 */
export const FRAMED_PATHS = ['/dashboard', '/dashboard/wallet', '/dashboard/trade'] as const;
export { LANGUAGES } from '@soko/shared';

/* eslint-disable lingui/no-unlocalized-strings -- module paths of the build's manifest, not texts */
/** Every lazy route also loads the error screens (route-boundary.tsx); a signed-in page its frame. */
const ERROR_SCREENS = 'src/app/route-error.tsx';
const APP_LAYOUT = [ERROR_SCREENS, 'src/app/routes/app/layout.tsx'];

/**
 * The code each of those pages runs before its first render, as the client build's manifest names
 * it: the route modules (router.tsx) and the texts' catalogue. scripts/prerender.mjs lists their
 * files, and what they import, as <link rel="modulepreload"> in the page's HTML, so the downloads
 * start while the HTML arrives instead of after the first bundle has run, and no script has to add
 * some fifty links at run time (about 200 ms of blocking at a cheap phone's speed, issue 16).
 * Every path above needs an entry (the type says so); the build fails on a module it cannot find.
 */
export const PAGE_CODE: Record<
  (typeof PRERENDERED_PATHS)[number] | (typeof FRAMED_PATHS)[number],
  { modules: string[]; catalogue: CatalogueName }
> = {
  // The landing page is in the first bundle.
  '/': { modules: [], catalogue: 'public' },
  '/market': { modules: [ERROR_SCREENS, 'src/app/routes/public/market.tsx'], catalogue: 'public' },
  '/login': { modules: [ERROR_SCREENS, 'src/app/routes/auth/login.tsx'], catalogue: 'public' },
  '/register': {
    modules: [ERROR_SCREENS, 'src/app/routes/auth/register.tsx'],
    catalogue: 'public',
  },
  '/dashboard': { modules: [...APP_LAYOUT, 'src/app/routes/app/dashboard.tsx'], catalogue: 'app' },
  '/dashboard/wallet': {
    modules: [...APP_LAYOUT, 'src/app/routes/app/wallet.tsx'],
    catalogue: 'app',
  },
  '/dashboard/trade': {
    modules: [...APP_LAYOUT, 'src/app/routes/app/trade.tsx'],
    catalogue: 'app',
  },
};
/* eslint-enable lingui/no-unlocalized-strings */

// Public pages show only the public catalogue's texts: that is what the browser will have loaded.
const CATALOGUES: Record<Language, Messages> = { en: enPublic, sw: swPublic };
/** Texts a page asked for that its catalogue lacks: the build fails on any (scripts/prerender.mjs). */
export const missingMessages = new Set<string>();
i18n.on('missing', ({ locale, id }) => void missingMessages.add(`${locale}: ${id}`));

const origin = 'http://soko.prerender';

export async function renderPage(pathname: string, language: Language): Promise<string> {
  activateLoaded(language, CATALOGUES[language]);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The client is never connected here: sockets open in effects, which a server render skips.
  const realtime = new RealtimeClient({
    url: `${origin.replace(/^http/, 'ws')}/api/realtime`,
    openSocket: openBrowserSocket,
  });
  return renderToString(
    <StrictMode>
      <AppProvider realtime={realtime}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * What index.html holds for every other page: the frame, until the page's code replaces it; for
 * a path of FRAMED_PATHS, that page's own skeleton. Public texts only: the browser draws the same
 * skeleton before the page's catalogue has arrived.
 */
export function renderFrameSkeleton(language: Language, pathname?: string): string {
  activateLoaded(language, CATALOGUES[language]);
  return renderToString(
    <I18nProvider i18n={i18n}>
      {pathname ? <SkeletonFor pathname={pathname} /> : <FrameSkeleton />}
    </I18nProvider>,
  );
}
