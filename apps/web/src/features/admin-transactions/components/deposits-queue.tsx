import { useLingui } from '@lingui/react/macro';
import { SearchInput } from '@/components/ui/search-input';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useAdminTransactions } from '../api/get-transactions';
import { useDecision } from '../hooks/use-decision';
import { useListPaging } from '../hooks/use-list-paging';
import { useListSearch } from '../hooks/use-list-search';
import { subjectFromTransaction, type Decision } from '../lib/decision-subject';
import { DecisionDialog } from './decision-dialog';
import { DepositCards, DepositsTable } from './deposits-views';
import { ListFrame } from './list-frame';

/**
 * The crypto deposits waiting for an admin, the oldest first (first come, first served): user,
 * coin, amount, the hash they gave and their proof image. Approving credits the balance.
 */
export function DepositsQueue() {
  const { t } = useLingui();
  const search = useListSearch();
  const params = {
    ...search.params,
    status: 'pending' as const,
    type: 'deposit' as const,
    order: 'oldest' as const,
  };
  const deposits = useAdminTransactions(params);
  const isDesktop = useIsDesktop();
  const decision = useDecision();
  const paging = useListPaging(search, deposits, { one: t`request`, many: t`requests` });

  const items = deposits.data?.items ?? [];
  const view = {
    deposits: items,
    onDecide: (deposit: (typeof items)[number], choice: Decision) =>
      decision.ask(subjectFromTransaction(deposit), choice),
  };
  return (
    <div className="space-y-4">
      <SearchInput
        value={params.q}
        onSearch={(q) => search.update({ q: q || undefined })}
        label={t`Search deposit requests`}
        placeholder={t`Search user, email or coin`}
      />
      <ListFrame
        isDesktop={isDesktop}
        query={deposits}
        failure={{ title: t`Failed to load deposit requests.`, fallback: t`Please try again.` }}
        emptyText={
          params.q
            ? t`No pending deposits match your search.`
            : t`No pending deposit requests. All caught up.`
        }
        paging={paging}
      >
        {isDesktop ? <DepositsTable {...view} /> : <DepositCards {...view} />}
      </ListFrame>
      <DecisionDialog state={decision.dialog} />
    </div>
  );
}
