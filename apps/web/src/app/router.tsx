import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { LandingRoute } from './routes/landing';

/**
 * Every route of product-spec.md section 2. The landing page is in the first bundle; every other
 * route loads on demand (the spec's spinner with Loading... shows meanwhile), which keeps the
 * first visit light on mobile data.
 */
type PageModule = Promise<{ default: React.ComponentType }>;
const page = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
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
  { path: '/market/orders', ...page(() => import('./routes/public/market-orders')) },
  { path: '/orders', ...page(() => import('./routes/public/orders')) },
  { path: '/trade', ...page(() => import('./routes/public/trade')) },
  { path: '/trade/:pair', ...page(() => import('./routes/public/trade')) },
  {
    path: '/dashboard',
    // The layout module holds the guard, so neither reaches the landing page's bundle.
    ...page(() => import('./routes/app/layout')),
    children: [
      { index: true, ...page(() => import('./routes/app/dashboard')) },
      { path: 'trade', ...page(() => import('./routes/app/trade')) },
      { path: 'wallet', ...page(() => import('./routes/app/wallet')) },
      { path: 'wallet/deposit', ...page(() => import('./routes/app/wallet-deposit')) },
      { path: 'wallet/withdraw', ...page(() => import('./routes/app/wallet-withdraw')) },
      { path: 'orders', ...page(() => import('./routes/app/orders')) },
      { path: 'withdrawals', ...page(() => import('./routes/app/withdrawals')) },
      { path: 'transactions', ...page(() => import('./routes/app/transactions')) },
      { path: 'settings', ...page(() => import('./routes/app/settings')) },
    ],
  },
  {
    path: '/admin',
    ...page(() => import('./routes/admin/layout')),
    children: [
      { index: true, ...page(() => import('./routes/admin/dashboard')) },
      { path: 'users', ...page(() => import('./routes/admin/users')) },
      { path: 'coins', ...page(() => import('./routes/admin/coins')) },
      { path: 'trading-pairs', ...page(() => import('./routes/admin/trading-pairs')) },
      { path: 'settings', ...page(() => import('./routes/admin/settings')) },
      { path: 'withdrawals', ...page(() => import('./routes/admin/withdrawals')) },
      { path: 'deposits', ...page(() => import('./routes/admin/deposits')) },
      { path: 'transactions', ...page(() => import('./routes/admin/transactions')) },
      { path: 'audit', ...page(() => import('./routes/admin/audit')) },
      // The admin's own profile, password and two-factor settings.
      { path: 'account', ...page(() => import('./routes/admin/account')) },
      { path: 'market', ...page(() => import('./routes/public/market')) },
    ],
  },
  { path: '*', ...page(() => import('./routes/not-found')) },
];

const router = createBrowserRouter([
  { HydrateFallback: () => <PageSpinner className="min-h-screen" />, children: pageRoutes },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
