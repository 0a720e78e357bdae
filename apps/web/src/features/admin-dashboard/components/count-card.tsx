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
        'relative grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-600 hover:border-slate-300',
        // From 640 px the number gets its own line; on a phone the three cards stay short rows.
        'sm:grid-cols-[1fr_auto] sm:gap-y-3 sm:p-5',
        waiting && 'border-amber-300 bg-amber-50/40',
      )}
    >
      <span
        className={cn(
          'row-span-2 inline-flex h-9 w-9 items-center justify-center rounded-lg sm:order-2 sm:row-span-1',
          waiting ? 'bg-amber-100 text-amber-700' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <p className="text-sm font-medium text-slate-600 sm:order-1">{label}</p>
      <p className="row-span-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums sm:order-3 sm:col-span-2 sm:row-span-1">
        {formatCount(value)}
      </p>
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 after:absolute max-md:min-h-11 after:inset-0 after:content-[''] focus:outline-none sm:order-4 sm:col-span-2"
      >
        {linkLabel}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </Card>
  );
}
