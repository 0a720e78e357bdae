import { PageHeader } from '@/components/ui/page-header';
import { TransactionHistory } from '@/features/transactions/components/transaction-history';

/** Transaction History (product-spec.md section 2). */
export default function TransactionsRoute() {
  return (
    <div>
      <PageHeader
        title="Transaction History"
        description="Every deposit, withdrawal and trade on your account."
      />
      <TransactionHistory />
    </div>
  );
}
