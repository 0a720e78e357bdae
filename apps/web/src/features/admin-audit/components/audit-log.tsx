import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { cn } from '@/lib/cn';
import { usePage } from '@/lib/search-params';
import { useAudit } from '../api/get-audit';
import { useAuditSearch } from '../hooks/use-audit-search';
import { AuditFilters } from './audit-filters';
import { AuditCards, AuditTable } from './audit-views';

/** Every admin action with who, when and what changed (decisions.md point 13). */
export function AuditLog() {
  const { t } = useLingui();
  const { params, dates, update, filtered } = useAuditSearch();
  const audit = useAudit(params);
  const isDesktop = useIsDesktop();

  // A link to a page past the end (the log was filtered since) steps back to the last page.
  const total = audit.isFetching ? undefined : audit.data?.total;
  const setPage = usePage(update, params.page, params.pageSize, total);

  let body: ReactNode;
  let framed = true;
  if (audit.isPending) {
    body = <AuditSkeleton />;
  } else if (audit.isError) {
    body = (
      <ErrorState
        title={t`Failed to load the audit log`}
        message={t`Please try again.`}
        onRetry={() => void audit.refetch()}
      />
    );
  } else if (audit.data.items.length === 0) {
    body = (
      <EmptyState>
        {filtered ? (
          <Trans>No entries match your filters.</Trans>
        ) : (
          <Trans>No admin actions have been recorded yet.</Trans>
        )}
      </EmptyState>
    );
  } else {
    framed = isDesktop;
    body = isDesktop ? (
      <AuditTable entries={audit.data.items} />
    ) : (
      <AuditCards entries={audit.data.items} />
    );
  }

  return (
    <div className="space-y-4">
      <AuditFilters params={params} dates={dates} filtered={filtered} onChange={update} />
      <div
        aria-busy={audit.isFetching || undefined}
        className={cn('transition-opacity', audit.isPlaceholderData && 'opacity-60')}
      >
        {framed ? <Card className="overflow-hidden">{body}</Card> : body}
      </div>
      {audit.data && audit.data.total > 0 ? (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={audit.data.total}
          onPageChange={setPage}
          itemLabel={audit.data.total === 1 ? t`entry` : t`entries`}
        />
      ) : null}
    </div>
  );
}

function AuditSkeleton() {
  return (
    <div aria-hidden className="divide-y divide-slate-100">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-start gap-6 px-4 py-3.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-5 w-28" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-56" />
            <Skeleton className="h-3 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
