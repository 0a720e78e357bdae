import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { TransactionHistory } from '@/features/transactions/components/transaction-history';

/** Transaction History (product-spec.md section 2). */
export default function TransactionsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Transaction History`}
        description={t`Every deposit, withdrawal and trade on your account.`}
      />
      <TransactionHistory />
    </div>
  );
}
