import { useKeepLanguageOnAccount } from '@/app/account-language';
import { RequireAdmin } from '@/app/guards';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { sessionQueryKey, useCurrentUser } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

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
  const keepLanguage = useKeepLanguageOnAccount();
  // The account itself (suspended, verified, two-factor changed elsewhere) reloads the session;
  // following it also keeps the socket, and so the header's indicator, up on every page.
  useLiveQuery(useUserChannel(), ['account'], sessionQueryKey);
  // RequireAdmin only renders this with a signed-in admin.
  if (!user) return null;
  return (
    <AdminLayout
      user={user}
      onLogout={() => logout.mutateAsync()}
      loggingOut={logout.isPending}
      onLanguageChosen={keepLanguage}
    />
  );
}
