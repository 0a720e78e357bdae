import { useCallback } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useAdminTransactions } from '../api/get-transactions';
import { useDecision } from '../hooks/use-decision';
import { useListSearch } from '../hooks/use-list-search';
import { usePageClamp } from '../hooks/use-page-clamp';
import { subjectFromTransaction } from '../lib/decision-subject';
import { loadFailureMessage } from '../lib/decision-messages';
import { DecisionDialog } from './decision-dialog';
import { DepositCards, DepositsTable } from './deposits-views';
import { ListFrame } from './list-frame';

/**
 * The crypto deposits waiting for an admin, oldest questions first to the eye: user, coin,
 * amount, the hash they gave and their proof image. Approving credits the balance.
 */
export function DepositsQueue() {
  const search = useListSearch();
  const params = { ...search.params, status: 'pending' as const, type: 'deposit' as const };
  const deposits = useAdminTransactions(params);
  const isDesktop = useIsDesktop();
  const decision = useDecision();
  const { update } = search;
  const setPage = useCallback((page: number) => update({ page: String(page) }), [update]);
  usePageClamp(
    params.page,
    params.pageSize,
    deposits.isFetching ? undefined : deposits.data?.total,
    setPage,
  );

  const items = deposits.data?.items ?? [];
  const view = {
    deposits: items,
    onDecide: (deposit: (typeof items)[number], choice: 'approve' | 'reject') =>
      decision.ask(subjectFromTransaction(deposit), choice),
  };
  return (
    <div className="space-y-4">
      <SearchInput
        value={params.q}
        onSearch={(q) => search.update({ q: q || undefined })}
        label="Search deposit requests"
        placeholder="Search user, email or coin"
      />
      <ListFrame
        isDesktop={isDesktop}
        status={deposits.status}
        isEmpty={items.length === 0}
        isStale={deposits.isPlaceholderData}
        error={{
          title: 'Failed to load deposit requests.',
          message: loadFailureMessage(deposits.error, 'Please try again.'),
          onRetry: () => void deposits.refetch(),
        }}
        emptyText={
          params.q
            ? 'No pending deposits match your search.'
            : 'No pending deposit requests. All caught up.'
        }
        paging={
          deposits.data && {
            page: params.page,
            pageSize: params.pageSize,
            total: deposits.data.total,
            onPageChange: setPage,
            itemLabel: deposits.data.total === 1 ? 'request' : 'requests',
          }
        }
      >
        {isDesktop ? <DepositsTable {...view} /> : <DepositCards {...view} />}
      </ListFrame>
      <DecisionDialog state={decision.dialog} />
    </div>
  );
}
