import { PageHeader } from '@/components/ui/page-header';
import { AuditLog } from '@/features/admin-audit/components/audit-log';

export default function AuditRoute() {
  return (
    <div>
      <PageHeader
        title="Audit Log"
        description="Every admin action: who did it, when, and the values before and after."
      />
      <AuditLog />
    </div>
  );
}
