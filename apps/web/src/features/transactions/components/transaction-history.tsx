import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { cn } from '@/lib/cn';
import { useTransactions } from '../api/get-transaction-history';
import { useTransactionsSearch } from '../hooks/use-transactions-search';
import { emptyCase } from '../lib/transactions-search';
import { emptyMessages } from './transaction-messages';
import { TransactionCards, TransactionCardsSkeleton } from './transaction-cards';
import { TransactionsFilters } from './transactions-filters';
import { TransactionsTable, TransactionsTableSkeleton } from './transactions-table';

/**
 * Transaction History (product-spec.md section 2): search, type and status filters in the
 * address, 10 rows a page with the exact count, a table from 768 px and cards below, CSV export.
 */
export function TransactionHistory() {
  const { i18n, t } = useLingui();
  const { filters, update } = useTransactionsSearch();
  const transactions = useTransactions(filters);
  const isDesktop = useIsDesktop();
  const { data } = transactions;

  // A shared link or a shrinking result can point past the last page; step back to it.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : filters.page;
  useEffect(() => {
    if (!transactions.isPlaceholderData && filters.page > lastPage) {
      update({ page: String(lastPage) });
    }
  }, [filters.page, lastPage, transactions.isPlaceholderData, update]);

  let body: React.ReactNode;
  if (transactions.isPending) {
    body = isDesktop ? <TransactionsTableSkeleton /> : <TransactionCardsSkeleton />;
  } else if (transactions.isError) {
    body = (
      <ErrorState
        title={t`Failed to load transactions.`}
        message={t`Check your connection and try again.`}
        onRetry={() => void transactions.refetch()}
      />
    );
  } else if (transactions.data.items.length === 0) {
    body = <EmptyState>{i18n._(emptyMessages[emptyCase(filters)])}</EmptyState>;
  } else {
    const items = transactions.data.items;
    body = isDesktop ? (
      <TransactionsTable transactions={items} />
    ) : (
      <TransactionCards transactions={items} />
    );
  }
  const framed = isDesktop || transactions.isError || data?.items.length === 0;

  return (
    <div className="space-y-4">
      <TransactionsFilters
        filters={filters}
        onChange={update}
        exportDisabled={!data || data.total === 0}
      />
      <div
        aria-busy={transactions.isFetching || undefined}
        className={cn('transition-opacity', transactions.isPlaceholderData && 'opacity-60')}
      >
        {framed ? <Card className="overflow-hidden">{body}</Card> : body}
      </div>
      {data && data.total > 0 ? (
        <Pagination
          page={filters.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(page) => {
            update({ page: String(page) });
            // The pager is under the list; the next page starts at the top.
            window.scrollTo({ top: 0 });
          }}
          itemLabel={data.total === 1 ? t`transaction` : t`transactions`}
        />
      ) : null}
    </div>
  );
}
