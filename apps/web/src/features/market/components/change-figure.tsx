import { useLingui } from '@lingui/react/macro';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/cn';
import { changeTone, formatChange } from '@/lib/change-percent';
import { describeChangeIn } from '@/lib/describe-change';

const toneClass = {
  up: 'text-emerald-700',
  down: 'text-red-600',
  flat: 'text-slate-600',
  none: 'text-slate-500',
} as const;

/** The 24-hour change: green up, red down, "—" with no trades; the words are for screen readers. */
export function ChangeFigure({ change, className }: { change: string | null; className?: string }) {
  const { i18n, t } = useLingui();
  const tone = changeTone(change);
  const Icon = tone === 'up' ? TrendingUp : tone === 'down' ? TrendingDown : null;
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', toneClass[tone], className)}>
      <span className="sr-only">{describeChangeIn(i18n, change)}</span>
      {Icon ? <Icon aria-hidden className="h-3.5 w-3.5" /> : null}
      <span aria-hidden title={tone === 'none' ? t`No trades yet` : undefined}>
        {formatChange(change)}
      </span>
    </span>
  );
}
