import { PageHeader } from '@/components/ui/page-header';
import { FeeReportView } from '@/features/admin-revenue/components/fee-report-view';

export default function RevenueRoute() {
  return (
    <div>
      <PageHeader
        title="Revenue"
        description="Trading and withdrawal fees by month, their value in KES, and the excise duty to file."
      />
      <FeeReportView />
    </div>
  );
}
