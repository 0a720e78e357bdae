import { TransactionStatus } from '@soko/shared';
import { useCallback } from 'react';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useAdminTransactions } from '../api/get-transactions';
import { useDecision } from '../hooks/use-decision';
import { useListSearch } from '../hooks/use-list-search';
import { usePageClamp } from '../hooks/use-page-clamp';
import { subjectFromTransaction, type Decision } from '../lib/decision-subject';
import { loadFailureMessage } from '../lib/decision-messages';
import { DecisionDialog } from './decision-dialog';
import { ListFrame } from './list-frame';
import { ALL, StatusTabs, TransactionsFilters } from './transactions-filters';
import { TransactionCards, TransactionsTable } from './transactions-views';

/**
 * Every transaction on the platform: status tabs, a type filter, search and exact paging, with
 * the proof viewer and approve/reject on pending crypto deposits and withdrawals.
 */
export function TransactionsManager() {
  const { params, update, filtered } = useListSearch();
  const transactions = useAdminTransactions(params);
  const isDesktop = useIsDesktop();
  const decision = useDecision();
  const setPage = useCallback((page: number) => update({ page: String(page) }), [update]);
  usePageClamp(
    params.page,
    params.pageSize,
    transactions.isFetching ? undefined : transactions.data?.total,
    setPage,
  );

  const items = transactions.data?.items ?? [];
  const view = {
    transactions: items,
    onDecide: (transaction: (typeof items)[number], choice: Decision) =>
      decision.ask(subjectFromTransaction(transaction), choice),
  };
  const tab = params.status ?? ALL;
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        update({ status: TransactionStatus.safeParse(value).success ? value : undefined })
      }
      className="space-y-4"
    >
      <StatusTabs />
      <TransactionsFilters params={params} onChange={update} />
      {/* One panel, labelled by the active tab: the tabs filter one list rather than switch pages. */}
      <TabsContent value={tab}>
        <ListFrame
          isDesktop={isDesktop}
          status={transactions.status}
          isEmpty={items.length === 0}
          isStale={transactions.isPlaceholderData}
          error={{
            title: 'Error Loading Transactions',
            message: loadFailureMessage(transactions.error, 'Failed to load transactions.'),
            retryLabel: 'Try Again',
            onRetry: () => void transactions.refetch(),
          }}
          emptyText={
            filtered ? 'No transactions match your filters.' : 'There are no transactions yet.'
          }
          paging={
            transactions.data && {
              page: params.page,
              pageSize: params.pageSize,
              total: transactions.data.total,
              onPageChange: setPage,
              itemLabel: transactions.data.total === 1 ? 'transaction' : 'transactions',
            }
          }
        >
          {isDesktop ? <TransactionsTable {...view} /> : <TransactionCards {...view} />}
        </ListFrame>
      </TabsContent>
      <DecisionDialog state={decision.dialog} />
    </Tabs>
  );
}
