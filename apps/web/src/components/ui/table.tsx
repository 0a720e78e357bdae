import { Trans } from '@lingui/react/macro';
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A plain semantic table; the wrapper scrolls sideways rather than squeezing columns. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('ui-table', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('ui-thead', className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('ui-tbody', className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('ui-tr', className)} {...props} />;
}

export function TableHead({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('ui-th', className)} {...props} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('ui-td', className)} {...props} />;
}

/**
 * The row actions column's header, named for screen readers only. `relative` keeps the visually
 * hidden label inside the table's scroll box: positioned against the page, it widened the page.
 */
export function TableActionsHead() {
  return (
    <TableHead className="relative text-right">
      <span className="sr-only">
        <Trans>Actions</Trans>
      </span>
    </TableHead>
  );
}
