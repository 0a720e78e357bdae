import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { AuditLog } from '@/features/admin-audit/components/audit-log';

export default function AuditRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Audit Log`}
        description={t`Every admin action: who did it, when, and the values before and after.`}
      />
      <AuditLog />
    </div>
  );
}
