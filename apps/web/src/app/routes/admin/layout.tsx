import { RequireAdmin } from '@/app/guards';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';

export default function AdminArea() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}

function AdminShell() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  // RequireAdmin only renders this with a signed-in admin.
  if (!user) return null;
  return (
    <AdminLayout user={user} onLogout={() => logout.mutateAsync()} loggingOut={logout.isPending} />
  );
}
