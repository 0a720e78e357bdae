import { useCallback } from 'react';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useAdminWithdrawals } from '../api/get-withdrawals';
import { useDecision } from '../hooks/use-decision';
import { useListSearch } from '../hooks/use-list-search';
import { usePageClamp } from '../hooks/use-page-clamp';
import { subjectFromWithdrawal } from '../lib/decision-subject';
import { loadFailureMessage } from '../lib/decision-messages';
import { DecisionDialog } from './decision-dialog';
import { ListFrame } from './list-frame';
import { WithdrawalCards, WithdrawalsTable } from './withdrawals-views';

/**
 * Crypto withdrawals waiting for an admin: the funds are already held. Approve after sending the
 * net amount to the address (with the transfer's hash when there is one); reject to release them.
 */
export function WithdrawalsQueue() {
  const search = useListSearch();
  const params = {
    status: 'pending' as const,
    page: search.params.page,
    pageSize: search.params.pageSize,
  };
  const withdrawals = useAdminWithdrawals(params);
  const isDesktop = useIsDesktop();
  const decision = useDecision();
  const { update } = search;
  const setPage = useCallback((page: number) => update({ page: String(page) }), [update]);
  usePageClamp(
    params.page,
    params.pageSize,
    withdrawals.isFetching ? undefined : withdrawals.data?.total,
    setPage,
  );

  const items = withdrawals.data?.items ?? [];
  const view = {
    withdrawals: items,
    onDecide: (withdrawal: (typeof items)[number], choice: 'approve' | 'reject') =>
      decision.ask(subjectFromWithdrawal(withdrawal), choice),
  };
  return (
    <>
      <ListFrame
        isDesktop={isDesktop}
        status={withdrawals.status}
        isEmpty={items.length === 0}
        isStale={withdrawals.isPlaceholderData}
        error={{
          title: 'Failed to load withdrawal requests.',
          message: loadFailureMessage(withdrawals.error, 'Please try again.'),
          onRetry: () => void withdrawals.refetch(),
        }}
        emptyText="No pending withdrawal requests. All caught up."
        paging={
          withdrawals.data && {
            page: params.page,
            pageSize: params.pageSize,
            total: withdrawals.data.total,
            onPageChange: setPage,
            itemLabel: withdrawals.data.total === 1 ? 'request' : 'requests',
          }
        }
      >
        {isDesktop ? <WithdrawalsTable {...view} /> : <WithdrawalCards {...view} />}
      </ListFrame>
      <DecisionDialog state={decision.dialog} />
    </>
  );
}
