import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The Soko mark and word, linking to the landing page. `compact` shows the mark alone. */
export function Brand({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useLingui();
  return (
    <Link
      to="/"
      aria-label={t`Soko home`}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-slate-900 max-md:min-h-11',
        className,
      )}
    >
      <span
        aria-hidden
        className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-700 text-lg font-bold text-white shadow-sm"
      >
        S
      </span>
      {compact ? null : <span className="text-xl font-bold tracking-tight">Soko</span>}
    </Link>
  );
}
