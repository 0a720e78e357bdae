import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import type { CatalogueName } from '@/lib/i18n/catalogues';
import { lazyPage, RouteError, watchReleasesOf } from './route-boundary';
import { LandingRoute } from './routes/landing';

/**
 * Every route of product-spec.md section 2. The landing page is in the first bundle; every other
 * route loads on demand (the frame with grey blocks shows meanwhile), which keeps the first visit
 * light on mobile data. Every route has an error boundary, and a page whose code
 * fails to download is retried, then offered again with Retry (decisions.md 29).
 */
type PageModule = Promise<{ default: React.ComponentType }>;
/** A lazy route's `handle`: the catalogue its page loads with its code. */
type RouteCatalogue = { catalogue: CatalogueName };
// A page outside the frames has nothing around it to keep, so the root's boundary serves it.
// Each page names the message catalogue its texts are in (lib/i18n/catalogues.ts).
const page = (
  load: () => PageModule,
  catalogue: CatalogueName = 'public',
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: lazyPage(load, catalogue),
  handle: { catalogue } satisfies RouteCatalogue,
});
/** A page inside the customer or admin frame: its errors show there, the navigation stays. */
const framedPage = (
  load: () => PageModule,
  catalogue: CatalogueName,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary' | 'handle'> => ({
  lazy: lazyPage(load, catalogue),
  handle: { catalogue } satisfies RouteCatalogue,
  ErrorBoundary: RouteError,
});

const pageRoutes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  // The register and login pages wrap themselves in RedirectIfSignedIn.
  { path: '/register', ...page(() => import('./routes/auth/register')) },
  { path: '/login', ...page(() => import('./routes/auth/login')) },
  { path: '/forgot-password', ...page(() => import('./routes/auth/forgot-password')) },
  { path: '/reset-password', ...page(() => import('./routes/auth/reset-password')) },
  { path: '/verify-email', ...page(() => import('./routes/auth/verify-email')) },
  { path: '/market', ...page(() => import('./routes/public/market')) },
  { path: '/terms', ...page(() => import('./routes/public/terms'), 'legal') },
  { path: '/privacy', ...page(() => import('./routes/public/privacy'), 'legal') },
  { path: '/contact', ...page(() => import('./routes/public/contact'), 'legal') },
  { path: '/market/orders', ...page(() => import('./routes/public/market-orders'), 'app') },
  { path: '/orders', ...page(() => import('./routes/public/orders'), 'app') },
  { path: '/trade', ...page(() => import('./routes/public/trade'), 'app') },
  { path: '/trade/:pair', ...page(() => import('./routes/public/trade'), 'app') },
  {
    path: '/dashboard',
    // The layout module holds the guard, so neither reaches the landing page's bundle.
    ...page(() => import('./routes/app/layout'), 'app'),
    children: [
      { index: true, ...framedPage(() => import('./routes/app/dashboard'), 'app') },
      { path: 'trade', ...framedPage(() => import('./routes/app/trade'), 'app') },
      { path: 'wallet', ...framedPage(() => import('./routes/app/wallet'), 'app') },
      { path: 'wallet/deposit', ...framedPage(() => import('./routes/app/wallet-deposit'), 'app') },
      {
        path: 'wallet/withdraw',
        ...framedPage(() => import('./routes/app/wallet-withdraw'), 'app'),
      },
      { path: 'orders', ...framedPage(() => import('./routes/app/orders'), 'app') },
      { path: 'withdrawals', ...framedPage(() => import('./routes/app/withdrawals'), 'app') },
      { path: 'transactions', ...framedPage(() => import('./routes/app/transactions'), 'app') },
      { path: 'statements', ...framedPage(() => import('./routes/app/statements'), 'app') },
      { path: 'settings', ...framedPage(() => import('./routes/app/settings'), 'app') },
      { path: 'verification', ...framedPage(() => import('./routes/app/verification'), 'app') },
    ],
  },
  {
    path: '/admin',
    ...page(() => import('./routes/admin/layout'), 'admin'),
    children: [
      { index: true, ...framedPage(() => import('./routes/admin/dashboard'), 'admin') },
      { path: 'users', ...framedPage(() => import('./routes/admin/users'), 'admin') },
      { path: 'coins', ...framedPage(() => import('./routes/admin/coins'), 'admin') },
      {
        path: 'trading-pairs',
        ...framedPage(() => import('./routes/admin/trading-pairs'), 'admin'),
      },
      { path: 'settings', ...framedPage(() => import('./routes/admin/settings'), 'admin') },
      { path: 'revenue', ...framedPage(() => import('./routes/admin/revenue'), 'admin') },
      { path: 'withdrawals', ...framedPage(() => import('./routes/admin/withdrawals'), 'admin') },
      { path: 'deposits', ...framedPage(() => import('./routes/admin/deposits'), 'admin') },
      { path: 'transactions', ...framedPage(() => import('./routes/admin/transactions'), 'admin') },
      { path: 'audit', ...framedPage(() => import('./routes/admin/audit'), 'admin') },
      { path: 'verification', ...framedPage(() => import('./routes/admin/verification'), 'admin') },
      // The admin's own profile, password and two-factor settings.
      { path: 'account', ...framedPage(() => import('./routes/admin/account'), 'admin') },
      { path: 'market', ...framedPage(() => import('./routes/public/market'), 'admin') },
    ],
  },
  { path: '*', ...page(() => import('./routes/not-found')) },
];

/** The whole route tree; the build renders the public pages from it too (entry-prerender.tsx). */
export const appRoutes: RouteObject[] = [
  {
    // No HydrateFallback: the first render waits for the page's code (createAppRouter), and until
    // then the HTML's own pre-rendered page or grey blocks show.
    ErrorBoundary: RouteError,
    children: pageRoutes,
  },
];

/**
 * The catalogue the page at `pathname` shows its texts from: the deepest matched route's, and
 * `public` for the landing page (in the first bundle, it has no loader of its own). Every
 * catalogue holds the public texts, so the page's own is the only one its first render needs;
 * loading `public` as well would cost a page of the customer area a download (11 KB) that its
 * first render waited for, requested only once the first bundle ran (issue 16).
 */
export function startingCatalogue(pathname: string): CatalogueName {
  const named = (matchRoutes(appRoutes, pathname) ?? [])
    .map((match) => (match.route.handle as RouteCatalogue | undefined)?.catalogue)
    .filter((name) => name !== undefined);
  return named.at(-1) ?? 'public';
}

/**
 * The browser's router, once it has loaded the code of the routes the address shows, so the first
 * render is that page (hydrating a pre-rendered page's HTML, or replacing the frame's grey blocks
 * the HTML arrived with) and there is no fallback to draw and throw away.
 *
 * Waiting is also what keeps the first render correct: RouterProvider reads the router's state when
 * it renders but subscribes to changes only in its layout effect, so a route that finished loading
 * between the two was lost and the page stayed on its fallback. A first render sliced by
 * startTransition (main.tsx) widened that gap enough to lose it about one load in three.
 */
export async function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  watchReleasesOf(router);
  return router;
}

export type AppRouterInstance = Awaited<ReturnType<typeof createAppRouter>>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
