import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { ContactSettingsCard } from '@/features/admin-settings/components/contact-settings-card';
import { SettingsPanel } from '@/features/admin-settings/components/settings-panel';
import { useCurrentUser } from '@/features/auth/api/get-session';

export default function SettingsRoute() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  return (
    <div>
      <PageHeader
        title={t`Settings`}
        description={t`Platform-wide settings. Every change is recorded in the audit log.`}
      />
      <SettingsPanel mfaEnabled={user?.mfaEnabled ?? false} />
      <ContactSettingsCard />
    </div>
  );
}
