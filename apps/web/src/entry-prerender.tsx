import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { FrameSkeleton } from '@/components/layouts/frame-skeleton';
import { openBrowserSocket } from '@/lib/realtime/browser-socket';
import { RealtimeClient } from '@/lib/realtime/realtime-client';

/*
 * The build's pre-render (scripts/prerender.mjs runs this module, built for Node): the public
 * pages as HTML, so a phone paints them before any JavaScript has arrived; the browser then
 * hydrates them (main.tsx). Data (prices, coins) is not in the HTML: those parts show their grey
 * blocks and fill in from the API, as in the browser. A page can be rendered more than once
 * (one file per language, once the app speaks more than one).
 */
export const PRERENDERED_PATHS = ['/', '/market', '/login', '/register'] as const;

const origin = 'http://soko.prerender';

export async function renderPage(pathname: string): Promise<string> {
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

/** What index.html holds for every other page: the frame, until the page's code replaces it. */
export function renderFrameSkeleton(): string {
  return renderToString(<FrameSkeleton />);
}
