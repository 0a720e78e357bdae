import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageSize: number;
  /** The exact number of matching rows, from the server. */
  total: number;
  onPageChange: (page: number) => void;
  /** Plural noun for the summary line, already translated: "Showing 1–20 of 57 users". */
  itemLabel?: string;
}

export function Pagination({ page, pageSize, total, onPageChange, itemLabel }: PaginationProps) {
  const { t } = useLingui();
  const items = itemLabel ?? t`results`;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const firstText = formatCount(first);
  const lastText = formatCount(last);
  const totalText = formatCount(total);
  const pageText = formatCount(page);
  const pageCountText = formatCount(pageCount);
  return (
    <nav
      aria-label={t`Pagination`}
      className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        <Trans>
          Showing <span className="font-medium text-slate-900">{firstText}</span>–
          <span className="font-medium text-slate-900">{lastText}</span> of{' '}
          <span className="font-medium text-slate-900">{totalText}</span> {items}
        </Trans>
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
          <Trans>Previous</Trans>
        </Button>
        <span className="min-w-20 text-center text-sm text-slate-600">
          <Trans>
            Page {pageText} of {pageCountText}
          </Trans>
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          <Trans>Next</Trans>
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
