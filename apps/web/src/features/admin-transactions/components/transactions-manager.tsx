import { useLingui } from '@lingui/react/macro';
import { TransactionStatus } from '@soko/shared';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useAdminTransactions } from '../api/get-transactions';
import { useDecision } from '../hooks/use-decision';
import { useListPaging } from '../hooks/use-list-paging';
import { useListSearch } from '../hooks/use-list-search';
import { subjectFromTransaction, type Decision } from '../lib/decision-subject';
import { DecisionDialog } from './decision-dialog';
import { ListFrame } from './list-frame';
import { ALL, StatusTabs, TransactionsFilters } from './transactions-filters';
import { TransactionCards, TransactionsTable } from './transactions-views';

/**
 * Every transaction on the platform: status tabs, a type filter, search and exact paging, with
 * the proof viewer and approve/reject on pending crypto deposits and withdrawals.
 */
export function TransactionsManager() {
  const { t } = useLingui();
  const search = useListSearch();
  const { params, update, filtered } = search;
  const transactions = useAdminTransactions(params);
  const isDesktop = useIsDesktop();
  const decision = useDecision();
  const paging = useListPaging(search, transactions, {
    one: t`transaction`,
    many: t`transactions`,
  });

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
          query={transactions}
          failure={{
            title: t`Error Loading Transactions`,
            fallback: t`Failed to load transactions.`,
            retryLabel: t`Try Again`,
          }}
          emptyText={
            filtered ? t`No transactions match your filters.` : t`There are no transactions yet.`
          }
          paging={paging}
        >
          {isDesktop ? <TransactionsTable {...view} /> : <TransactionCards {...view} />}
        </ListFrame>
      </TabsContent>
      <DecisionDialog state={decision.dialog} />
    </Tabs>
  );
}
