import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { cn } from '@/lib/cn';
import { needsTwoFactorSetup } from '../lib/decision-messages';

interface ListFrameProps {
  isDesktop: boolean;
  /** The list's query; while the next page loads the previous one stays on screen, dimmed. */
  query: {
    status: 'pending' | 'error' | 'success';
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { items: readonly unknown[] } | undefined;
  };
  /** The error panel's title and retry label, and its text when the server gave no reason. */
  failure: { title: string; fallback: string; retryLabel?: string };
  emptyText: ReactNode;
  paging?: ComponentProps<typeof Pagination> | undefined;
  /** The table (wide screens) or the cards (narrow), already chosen by the caller. */
  children: ReactNode;
}

/**
 * Every admin list's loading, error, empty and loaded states in one place. Tables sit in a card;
 * on a phone the rows are cards themselves, so only the state panels get a frame there.
 */
export function ListFrame(props: ListFrameProps) {
  const { t } = useLingui();
  const { isDesktop, query, failure, emptyText, paging, children } = props;
  const { status } = query;
  const isStale = query.isPlaceholderData;
  let body: ReactNode;
  let framed = true;
  if (status === 'pending') {
    body = isDesktop ? <TableSkeleton /> : <CardsSkeleton />;
    framed = isDesktop;
  } else if (status === 'error') {
    body = (
      <ErrorState
        title={failure.title}
        message={
          needsTwoFactorSetup(query.error)
            ? t`Turn on two-factor authentication in your account settings first.`
            : failure.fallback
        }
        retryLabel={failure.retryLabel}
        onRetry={() => void query.refetch()}
      />
    );
  } else if ((query.data?.items.length ?? 0) === 0) {
    body = <EmptyState>{emptyText}</EmptyState>;
  } else {
    body = children;
    framed = isDesktop;
  }
  return (
    <div className="space-y-4">
      <div
        aria-busy={isStale || undefined}
        className={cn('transition-opacity', isStale && 'opacity-60')}
      >
        {framed ? <Card className="overflow-hidden">{body}</Card> : body}
      </div>
      {paging && paging.total > 0 && status === 'success' ? <Pagination {...paging} /> : null}
    </div>
  );
}

function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden className="divide-y divide-slate-100">
      <div className="h-10 bg-slate-50" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-6 px-4 py-3.5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-44" />
          </div>
          {['w-24', 'w-20', 'w-12', 'w-24'].map((width, cell) => (
            <Skeleton key={cell} className={`h-5 ${width}`} />
          ))}
          <Skeleton className="h-9 w-40" />
        </div>
      ))}
    </div>
  );
}

function CardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="space-y-3 p-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-48" />
          <Skeleton className="h-6 w-28" />
          <div className="grid grid-cols-2 gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </Card>
      ))}
    </div>
  );
}
