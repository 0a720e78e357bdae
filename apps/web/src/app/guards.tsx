import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { homeFor, paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';

/**
 * The route guards of product-spec.md sections 2 and 6. They only decide what to draw: the
 * server refuses every request the person may not make, whatever the browser shows.
 */
function LoginRedirect() {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
}

/** Customer area: anonymous → /login; admin → /admin. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner className="min-h-screen" />;
  if (!user) return <LoginRedirect />;
  if (user.role === 'admin') return <Navigate to={paths.admin.root} replace />;
  return children;
}

/** Admin area: anonymous → /login; a trader → /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner className="min-h-screen" />;
  if (!user) return <LoginRedirect />;
  if (user.role !== 'admin') return <Navigate to={paths.dashboard.root} replace />;
  return children;
}

/** /login and /register: a signed-in visitor goes to their home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner className="min-h-screen" />;
  if (user) return <Navigate to={homeFor(user.role)} replace />;
  return children;
}
