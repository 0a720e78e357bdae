import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BrandMark } from './public-brand';
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
      {/* The favicon's mark, drawn: a lettered box would add an "S" to the link's visible text,
          which then no longer matches its spoken name (WCAG 2.5.3, label in name). */}
      <BrandMark className="h-9 w-9 shrink-0 rounded-lg shadow-sm" />
      {compact ? null : <span className="text-xl font-bold tracking-tight">Soko</span>}
    </Link>
  );
}
