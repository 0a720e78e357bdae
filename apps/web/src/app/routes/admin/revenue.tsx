import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { ExciseRatesSection } from '@/features/admin-revenue/components/excise-rates-section';
import { FeeReportView } from '@/features/admin-revenue/components/fee-report-view';

export default function RevenueRoute() {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Revenue`}
        description={t`Trading and withdrawal fees by month, their value in KES, and the excise duty to file.`}
      />
      <FeeReportView />
      <ExciseRatesSection />
    </div>
  );
}
