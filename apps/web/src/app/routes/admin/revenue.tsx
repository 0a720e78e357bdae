import { PageHeader } from '@/components/ui/page-header';
import { ExciseRatesSection } from '@/features/admin-revenue/components/excise-rates-section';
import { FeeReportView } from '@/features/admin-revenue/components/fee-report-view';

export default function RevenueRoute() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Revenue"
        description="Trading and withdrawal fees by month, their value in KES, and the excise duty to file."
      />
      <FeeReportView />
      <ExciseRatesSection />
    </div>
  );
}
