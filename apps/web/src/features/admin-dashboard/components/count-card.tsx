import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

interface CountCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  to: string;
  linkLabel: string;
  /** Draws the eye when work is waiting (pending deposits or withdrawals). */
  attention?: boolean;
}

/** A count with a link to where it can be acted on; the whole card is one tap target. */
export function CountCard({ label, value, icon: Icon, to, linkLabel, attention }: CountCardProps) {
  const waiting = attention && value > 0;
  return (
    <Card
      className={cn(
        'relative flex flex-col gap-3 p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-600 hover:border-slate-300 sm:p-5',
        waiting && 'border-amber-300 bg-amber-50/40',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span
          className={cn(
            'inline-flex h-9 w-9 items-center justify-center rounded-lg',
            waiting ? 'bg-amber-100 text-amber-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon aria-hidden className="h-5 w-5" />
        </span>
      </div>
      <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
        {formatCount(value)}
      </p>
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 after:absolute after:inset-0 after:content-[''] focus:outline-none"
      >
        {linkLabel}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </Card>
  );
}
