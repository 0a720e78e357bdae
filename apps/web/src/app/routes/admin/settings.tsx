import { PageHeader } from '@/components/ui/page-header';
import { SettingsPanel } from '@/features/admin-settings/components/settings-panel';

export default function SettingsRoute() {
  return (
    <div>
      <PageHeader
        title="Settings"
        description="Platform-wide settings. Every change is recorded in the audit log."
      />
      <SettingsPanel />
    </div>
  );
}
