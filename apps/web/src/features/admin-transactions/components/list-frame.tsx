import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { cn } from '@/lib/cn';

interface ListFrameProps {
  isDesktop: boolean;
  status: 'pending' | 'error' | 'success';
  isEmpty: boolean;
  /** The previous page is still on screen while the next one loads. */
  isStale: boolean;
  error: { title: string; message: string; retryLabel?: string; onRetry: () => void };
  emptyText: ReactNode;
  paging?:
    | {
        page: number;
        pageSize: number;
        total: number;
        onPageChange: (page: number) => void;
        itemLabel: string;
      }
    | undefined;
  /** The table (wide screens) or the cards (narrow), already chosen by the caller. */
  children: ReactNode;
}

/**
 * Every admin list's loading, error, empty and loaded states in one place. Tables sit in a card;
 * on a phone the rows are cards themselves, so only the state panels get a frame there.
 */
export function ListFrame(props: ListFrameProps) {
  const { isDesktop, status, isEmpty, isStale, error, emptyText, paging, children } = props;
  let body: ReactNode;
  let framed = true;
  if (status === 'pending') {
    body = isDesktop ? <TableSkeleton /> : <CardsSkeleton />;
    framed = isDesktop;
  } else if (status === 'error') {
    body = (
      <ErrorState
        title={error.title}
        message={error.message}
        retryLabel={error.retryLabel}
        onRetry={error.onRetry}
      />
    );
  } else if (isEmpty) {
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
      {paging && paging.total > 0 && status === 'success' ? (
        <Pagination
          page={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          onPageChange={paging.onPageChange}
          itemLabel={paging.itemLabel}
        />
      ) : null}
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
