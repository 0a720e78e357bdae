import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { sessionQueryKey, useCurrentUser } from '@/features/auth/api/get-session';
import { AccountSettings } from '@/features/settings/components/account-settings';

export default function SettingsRoute() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <div>
      <PageHeader
        title="Account Settings"
        description="Manage your profile, password and login security."
      />
      <AccountSettings
        user={user}
        onSessionChanged={() => queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      />
    </div>
  );
}
