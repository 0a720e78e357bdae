import { useKeepLanguageOnAccount } from '@/app/account-language';
import { RequireCustomer } from '@/app/guards';
import { VerifyEmailBanner } from '@/app/layouts/verify-email-banner';
import { CustomerLayout } from '@/components/layouts/customer-layout';
import { sessionQueryKey, useCurrentUser } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { keepOfflineSnapshot } from '@/lib/offline-snapshot';
import { queryClient } from '@/lib/query-client';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';
import { useEffect } from 'react';

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
  const keepLanguage = useKeepLanguageOnAccount();
  // The account itself (suspended, verified, two-factor changed elsewhere) reloads the session;
  // following it also keeps the socket, and so the header's indicator, up on every page.
  useLiveQuery(useUserChannel(), ['account'], sessionQueryKey);
  // The balances any screen loads are kept for an offline start (the offline frame shows them).
  const userId = user?.id;
  const username = user?.username;
  useEffect(() => {
    if (userId && username) return keepOfflineSnapshot(queryClient, { id: userId, username });
  }, [userId, username]);
  // RequireCustomer only renders this with a signed-in user.
  if (!user) return null;
  return (
    <CustomerLayout
      user={user}
      onLogout={() => logout.mutateAsync()}
      loggingOut={logout.isPending}
      banner={user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      onLanguageChosen={keepLanguage}
    />
  );
}
