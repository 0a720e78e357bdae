import { useLingui } from '@lingui/react/macro';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useAdminWithdrawals } from '../api/get-withdrawals';
import { useDecision } from '../hooks/use-decision';
import { useListPaging } from '../hooks/use-list-paging';
import { useListSearch } from '../hooks/use-list-search';
import { subjectFromWithdrawal, type Decision } from '../lib/decision-subject';
import { DecisionDialog } from './decision-dialog';
import { ListFrame } from './list-frame';
import { WithdrawalCards, WithdrawalsTable } from './withdrawals-views';

/**
 * Crypto withdrawals waiting for an admin: the funds are already held. Approve after sending the
 * net amount to the address (with the transfer's hash when there is one); reject to release them.
 */
export function WithdrawalsQueue() {
  const { t } = useLingui();
  const search = useListSearch();
  const params = {
    status: 'pending' as const,
    order: 'oldest' as const,
    page: search.params.page,
    pageSize: search.params.pageSize,
  };
  const withdrawals = useAdminWithdrawals(params);
  const isDesktop = useIsDesktop();
  const decision = useDecision();
  const paging = useListPaging(search, withdrawals, { one: t`request`, many: t`requests` });

  const items = withdrawals.data?.items ?? [];
  const view = {
    withdrawals: items,
    onDecide: (withdrawal: (typeof items)[number], choice: Decision) =>
      decision.ask(subjectFromWithdrawal(withdrawal), choice),
  };
  return (
    <>
      <ListFrame
        isDesktop={isDesktop}
        query={withdrawals}
        failure={{
          title: t`Failed to load withdrawal requests.`,
          fallback: t`Please try again.`,
        }}
        emptyText={t`No pending withdrawal requests. All caught up.`}
        paging={paging}
      >
        {isDesktop ? <WithdrawalsTable {...view} /> : <WithdrawalCards {...view} />}
      </ListFrame>
      <DecisionDialog state={decision.dialog} />
    </>
  );
}
