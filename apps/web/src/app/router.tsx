import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { SkeletonFor } from '@/components/layouts/frame-skeleton';
import { lazyPage, RouteError, watchReleasesOf } from './route-boundary';
import { LandingRoute } from './routes/landing';

/**
 * Every route of product-spec.md section 2. The landing page is in the first bundle; every other
 * route loads on demand (the frame with grey blocks shows meanwhile), which keeps the first visit
 * light on mobile data. Every route has an error boundary, and a page whose code
 * fails to download is retried, then offered again with Retry (decisions.md 29).
 */
type PageModule = Promise<{ default: React.ComponentType }>;
// A page outside the frames has nothing around it to keep, so the root's boundary serves it.
const page = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({ lazy: lazyPage(load) });
/** A page inside the customer or admin frame: its errors show there, the navigation stays. */
const framedPage = (load: () => PageModule): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> => ({
  lazy: lazyPage(load),
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
  { path: '/terms', ...page(() => import('./routes/public/terms')) },
  { path: '/privacy', ...page(() => import('./routes/public/privacy')) },
  { path: '/contact', ...page(() => import('./routes/public/contact')) },
  { path: '/market/orders', ...page(() => import('./routes/public/market-orders')) },
  { path: '/orders', ...page(() => import('./routes/public/orders')) },
  { path: '/trade', ...page(() => import('./routes/public/trade')) },
  { path: '/trade/:pair', ...page(() => import('./routes/public/trade')) },
  {
    path: '/dashboard',
    // The layout module holds the guard, so neither reaches the landing page's bundle.
    ...page(() => import('./routes/app/layout')),
    children: [
      { index: true, ...framedPage(() => import('./routes/app/dashboard')) },
      { path: 'trade', ...framedPage(() => import('./routes/app/trade')) },
      { path: 'wallet', ...framedPage(() => import('./routes/app/wallet')) },
      { path: 'wallet/deposit', ...framedPage(() => import('./routes/app/wallet-deposit')) },
      { path: 'wallet/withdraw', ...framedPage(() => import('./routes/app/wallet-withdraw')) },
      { path: 'orders', ...framedPage(() => import('./routes/app/orders')) },
      { path: 'withdrawals', ...framedPage(() => import('./routes/app/withdrawals')) },
      { path: 'transactions', ...framedPage(() => import('./routes/app/transactions')) },
      { path: 'statements', ...framedPage(() => import('./routes/app/statements')) },
      { path: 'settings', ...framedPage(() => import('./routes/app/settings')) },
      { path: 'verification', ...framedPage(() => import('./routes/app/verification')) },
    ],
  },
  {
    path: '/admin',
    ...page(() => import('./routes/admin/layout')),
    children: [
      { index: true, ...framedPage(() => import('./routes/admin/dashboard')) },
      { path: 'users', ...framedPage(() => import('./routes/admin/users')) },
      { path: 'coins', ...framedPage(() => import('./routes/admin/coins')) },
      { path: 'trading-pairs', ...framedPage(() => import('./routes/admin/trading-pairs')) },
      { path: 'settings', ...framedPage(() => import('./routes/admin/settings')) },
      { path: 'revenue', ...framedPage(() => import('./routes/admin/revenue')) },
      { path: 'withdrawals', ...framedPage(() => import('./routes/admin/withdrawals')) },
      { path: 'deposits', ...framedPage(() => import('./routes/admin/deposits')) },
      { path: 'transactions', ...framedPage(() => import('./routes/admin/transactions')) },
      { path: 'audit', ...framedPage(() => import('./routes/admin/audit')) },
      { path: 'verification', ...framedPage(() => import('./routes/admin/verification')) },
      // The admin's own profile, password and two-factor settings.
      { path: 'account', ...framedPage(() => import('./routes/admin/account')) },
      { path: 'market', ...framedPage(() => import('./routes/public/market')) },
    ],
  },
  { path: '*', ...page(() => import('./routes/not-found')) },
];

/** The whole route tree; the build renders the public pages from it too (entry-prerender.tsx). */
export const appRoutes: RouteObject[] = [
  {
    // Before the first page's code has arrived: the frame (or public header) with grey blocks.
    HydrateFallback: () => <SkeletonFor pathname={window.location.pathname} />,
    ErrorBoundary: RouteError,
    children: pageRoutes,
  },
];

/**
 * The browser's router. For a page the build pre-rendered, the code of the routes it shows is
 * loaded first, so the first render is that page (and hydrates the HTML) instead of a fallback.
 */
export async function createAppRouter(options: { loadPageFirst: boolean }) {
  if (options.loadPageFirst) {
    const matches = matchRoutes(appRoutes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(appRoutes);
  watchReleasesOf(router);
  return router;
}

export type AppRouterInstance = Awaited<ReturnType<typeof createAppRouter>>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
