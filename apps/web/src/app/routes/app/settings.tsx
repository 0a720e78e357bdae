import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { safeguardsQueryKeys } from '@/lib/safeguards-queries';
import { sessionQueryKey, useCurrentUser } from '@/features/auth/api/get-session';
import { WithdrawalSafeguardsSettings } from '@/features/safeguards/components/withdrawal-safeguards-settings';
import { AccountSettings } from '@/features/settings/components/account-settings';

export default function SettingsRoute() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <div className="space-y-8">
      <PageHeader
        title={t`Account Settings`}
        description={t`Manage your profile, password and login security.`}
      />
      <AccountSettings
        user={user}
        onSessionChanged={() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
            // A password, email or two-factor change may have paused withdrawals.
            queryClient.invalidateQueries({ queryKey: safeguardsQueryKeys.status }),
          ])
        }
      />
      <WithdrawalSafeguardsSettings />
    </div>
  );
}
