import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { TransactionsManager } from '@/features/admin-transactions/components/transactions-manager';

export default function TransactionsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Transactions`}
        description={t`Every deposit, withdrawal and trade on the platform. Pending crypto requests can be approved or rejected here too.`}
      />
      <TransactionsManager />
    </div>
  );
}
