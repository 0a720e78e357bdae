import { PageHeader } from '@/components/ui/page-header';
import { TransactionsManager } from '@/features/admin-transactions/components/transactions-manager';

export default function TransactionsRoute() {
  return (
    <div>
      <PageHeader
        title="Transactions"
        description="Every deposit, withdrawal and trade on the platform. Pending crypto requests can be approved or rejected here too."
      />
      <TransactionsManager />
    </div>
  );
}
