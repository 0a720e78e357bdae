import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatFigure } from '@/lib/format';
import type { CurrencyLine } from '../lib/stats-view';

interface VolumeCardProps {
  title: string;
  description: string;
  icon: LucideIcon;
  lines: CurrencyLine[];
  emptyText: string;
}

/** Approved totals, one line per currency: amounts in different currencies are never added. */
export function VolumeCard({ title, description, icon: Icon, lines, emptyText }: VolumeCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-sm font-medium text-slate-600">{title}</h2>
          <p className="text-xs text-slate-500">{description}</p>
        </div>
        <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <Icon aria-hidden className="h-5 w-5" />
        </span>
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <dl className="divide-y divide-slate-100">
          {lines.map((line) => (
            <div key={line.currency} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-sm font-medium text-slate-700">{line.currency}</dt>
              <dd className="text-right font-semibold break-all text-slate-900 tabular-nums">
                {formatFigure(line.amount, line.currency)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
