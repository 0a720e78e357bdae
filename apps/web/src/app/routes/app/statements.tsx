import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { StatementPage } from '@/features/statements/components/statement-page';

/** Statements (decisions.md 25): per currency and period, on screen and as CSV or PDF. */
export default function StatementsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Statements`}
        description={t`Every movement of one currency over a period, with fees and a running balance.`}
      />
      <StatementPage />
    </div>
  );
}
