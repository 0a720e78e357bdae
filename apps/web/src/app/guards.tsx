import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SkeletonFor } from '@/components/layouts/skeleton-for';
import { homeFor, paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { useStillLoading } from '@/lib/use-still-loading';
import { OfflineFrame } from './offline-frame';

/**
 * The route guards of product-spec.md sections 2 and 6. They only decide what to draw: the
 * server refuses every request the person may not make, whatever the browser shows. While the
 * session loads they draw the frame with grey blocks, never a blank screen (decisions.md 29);
 * without a connection, the offline frame with the last known balances.
 */
function LoginRedirect() {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
}

/** Customer area: anonymous → /login; admin → /admin. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { user, isLoading, isOffline } = useCurrentUser();
  // The frame and page then mount in slices (lib/use-still-loading.ts).
  const loading = useStillLoading(isLoading);
  const { pathname } = useLocation();
  if (isOffline) return <OfflineFrame />;
  // The page's own skeleton where it has one (the dashboard's is in its first HTML).
  if (loading) return <SkeletonFor pathname={pathname} />;
  if (!user) return <LoginRedirect />;
  if (user.role === 'admin') return <Navigate to={paths.admin.root} replace />;
  return children;
}

/** Admin area: anonymous → /login; a trader → /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isOffline } = useCurrentUser();
  const loading = useStillLoading(isLoading);
  const { pathname } = useLocation();
  if (isOffline) return <OfflineFrame />;
  if (loading) return <SkeletonFor pathname={pathname} />;
  if (!user) return <LoginRedirect />;
  if (user.role !== 'admin') return <Navigate to={paths.dashboard.root} replace />;
  return children;
}

/**
 * /login and /register: a signed-in visitor goes to their home. The form shows while the
 * session loads (it is in the pre-rendered page), and gives way if someone is signed in.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user) return <Navigate to={homeFor(user.role)} replace />;
  return children;
}
