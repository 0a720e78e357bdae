import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { Badge, type BadgeTone } from './badge';

/** The statuses a transaction or a withdrawal can have (product-spec.md section 4). */
export type MoneyStatus = 'pending' | 'approved' | 'rejected' | 'forfeited' | 'completed';

const statusLook: Record<
  MoneyStatus,
  { label: MessageDescriptor; tone: BadgeTone; className?: string }
> = {
  pending: { label: msg`Pending`, tone: 'warning' },
  approved: { label: msg`Approved`, tone: 'success' },
  completed: { label: msg`Completed`, tone: 'brand' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
  // The spec shows forfeited gray/purple, set apart from rejected (red).
  forfeited: {
    label: msg`Forfeited`,
    tone: 'neutral',
    className: 'bg-purple-50 text-purple-800 ring-purple-200',
  },
};

/**
 * One badge per money status; the word carries the meaning, the colour repeats it. `label`
 * replaces the word where the status has a truer name for its kind: an M-Pesa payment the trader
 * cancelled or that timed out is stored rejected but reads "Cancelled" or "Timed out".
 */
export function StatusBadge({
  status,
  label,
  className,
}: {
  status: MoneyStatus;
  label?: string;
  className?: string;
}) {
  const { i18n } = useLingui();
  const look = statusLook[status];
  return (
    <Badge tone={look.tone} className={cn(look.className, className)}>
      {label ?? i18n._(look.label)}
    </Badge>
  );
}
