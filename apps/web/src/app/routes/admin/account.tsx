import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { sessionQueryKey, useCurrentUser } from '@/features/auth/api/get-session';
import { AccountSettings } from '@/features/settings/components/account-settings';

/** The admin's own account (profile, password, two-factor); /admin/settings is the platform's. */
export default function AdminAccountRoute() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <div>
      <PageHeader
        title="Account Settings"
        description="Your own profile, password and two-factor authentication."
      />
      <AccountSettings
        user={user}
        onSessionChanged={() => queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      />
    </div>
  );
}
