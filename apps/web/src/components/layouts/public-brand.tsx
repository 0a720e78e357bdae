import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The Soko mark and name, linking home. The mark is the favicon's shape, drawn inline. */
export function BrandLink({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Link
      to="/"
      aria-label={t`Soko home`}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900',
        className,
      )}
    >
      <BrandMark className="h-8 w-8" />
      <span>Soko</span>
    </Link>
  );
}

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M21.5 11.2c-1-1.4-2.9-2.2-5.2-2.2-3.2 0-5.3 1.6-5.3 4 0 2.3 1.7 3.3 4.6 3.9 2.1.4 2.8.8 2.8 1.6 0 .9-.9 1.4-2.3 1.4-1.6 0-2.8-.6-3.5-1.7l-2.4 1.6c1.1 1.8 3.2 2.8 5.8 2.8 3.4 0 5.6-1.6 5.6-4.1 0-2.4-1.7-3.4-4.8-4-1.9-.4-2.6-.7-2.6-1.5 0-.7.8-1.2 2-1.2 1.3 0 2.3.5 3 1.4z"
        fill="#fff"
      />
    </svg>
  );
}
