import { Badge, type BadgeTone } from './badge';

/** The statuses a transaction or a withdrawal can have (product-spec.md section 4). */
export type MoneyStatus = 'pending' | 'approved' | 'rejected' | 'forfeited' | 'completed';

const statusLook: Record<MoneyStatus, { label: string; tone: BadgeTone; className?: string }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  completed: { label: 'Completed', tone: 'brand' },
  rejected: { label: 'Rejected', tone: 'danger' },
  // The spec shows forfeited gray/purple, set apart from rejected (red).
  forfeited: {
    label: 'Forfeited',
    tone: 'neutral',
    className: 'bg-purple-50 text-purple-800 ring-purple-200',
  },
};

/** One badge per money status; the word carries the meaning, the colour repeats it. */
export function StatusBadge({ status }: { status: MoneyStatus }) {
  const look = statusLook[status];
  return (
    <Badge tone={look.tone} className={look.className}>
      {look.label}
    </Badge>
  );
}
