import { toast } from 'sonner';
import type { AdjustmentView } from '@soko/shared';
import { ADJUSTMENT_REASON_LABELS } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDecideAdjustment, usePendingAdjustments } from '../api/adjustments';

/**
 * Balance adjustments waiting for a second admin: "1 of 2 approvals" with who proposed it. The
 * proposer sees no Approve button on their own (the server would answer FOUR_EYES_REQUIRED),
 * and nobody approves an adjustment of their own balance.
 */
export function PendingAdjustments({ currentUserId }: { currentUserId: string | undefined }) {
  const pending = usePendingAdjustments();
  const decide = useDecideAdjustment();
  const items = pending.data?.items ?? [];
  if (items.length === 0) return null;

  const act = (adjustment: AdjustmentView, action: 'approve' | 'reject') =>
    decide.mutate(
      { id: adjustment.id, action },
      {
        onSuccess: () =>
          toast.success(action === 'approve' ? 'Adjustment approved' : 'Adjustment rejected', {
            description:
              action === 'approve'
                ? `${adjustment.user.username}'s balance has moved.`
                : 'Nothing moved.',
          }),
        onError: (error) =>
          toast.error('Could not decide the adjustment', {
            description: error instanceof ApiError ? error.message : 'Please try again.',
          }),
      },
    );

  return (
    <Card className="mb-4 p-4">
      <h2 className="text-base font-semibold text-slate-900">Balance adjustments to approve</h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((adjustment) => {
          const mine = adjustment.proposedBy.id === currentUserId;
          const ownBalance = adjustment.user.id === currentUserId;
          const debit = adjustment.amount.startsWith('-');
          return (
            <li
              key={adjustment.id}
              className="flex flex-col gap-3 py-3 md:flex-row md:items-center"
              data-testid="pending-adjustment"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {debit ? 'Debit' : 'Credit'}{' '}
                  {debit ? adjustment.amount.slice(1) : adjustment.amount} {adjustment.currency} ·{' '}
                  {adjustment.user.username}
                </p>
                <p className="text-sm break-words text-slate-600">
                  {ADJUSTMENT_REASON_LABELS[adjustment.reasonCode]}: {adjustment.reason}
                </p>
                <p className="text-xs text-slate-500">
                  1 of 2 approvals · proposed by {adjustment.proposedBy.username} on{' '}
                  {formatDate(adjustment.createdAt)}
                </p>
              </div>
              <div className="grid grid-cols-2 gap-2 md:flex">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={decide.isPending || ownBalance}
                  onClick={() => act(adjustment, 'reject')}
                >
                  Reject
                </Button>
                <Button
                  size="sm"
                  disabled={decide.isPending || mine || ownBalance}
                  title={mine ? 'A second admin must approve your proposal' : undefined}
                  onClick={() => act(adjustment, 'approve')}
                >
                  {mine ? 'Waiting for another admin' : 'Approve'}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
