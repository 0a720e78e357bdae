import { RequireCustomer } from '@/app/guards';
import { CustomerLayout } from '@/components/layouts/customer-layout';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';

export default function CustomerArea() {
  return (
    <RequireCustomer>
      <CustomerShell />
    </RequireCustomer>
  );
}

function CustomerShell() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  // RequireCustomer only renders this with a signed-in user.
  if (!user) return null;
  return (
    <CustomerLayout
      user={user}
      onLogout={() => logout.mutateAsync()}
      loggingOut={logout.isPending}
    />
  );
}
