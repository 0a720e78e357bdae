import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/** The route-loading state of product-spec.md: a spinner and the text Loading.... */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[40vh] flex-col items-center justify-center gap-3', className)}
    >
      <span
        aria-hidden
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
      />
      <span className="text-sm text-slate-500">
        <Trans>Loading...</Trans>
      </span>
    </div>
  );
}
