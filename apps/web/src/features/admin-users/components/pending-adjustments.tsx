import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toasts';
import type { AdjustmentView } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useDecideAdjustment, usePendingAdjustments } from '../api/adjustments';
import { reasonLabel } from '../lib/reason-labels';
import { errorText } from '@/lib/use-error-text';

/**
 * Balance adjustments waiting for a second admin: "1 of 2 approvals" with who proposed it. The
 * proposer sees no Approve button on their own (the server would answer FOUR_EYES_REQUIRED),
 * and nobody approves an adjustment of their own balance.
 */
export function PendingAdjustments({ currentUserId }: { currentUserId: string | undefined }) {
  const { t } = useLingui();
  const pending = usePendingAdjustments();
  const decide = useDecideAdjustment();
  const items = pending.data?.items ?? [];
  if (items.length === 0) return null;

  const act = (adjustment: AdjustmentView, action: 'approve' | 'reject') => {
    const { username } = adjustment.user;
    decide.mutate(
      { id: adjustment.id, action },
      {
        onSuccess: () =>
          toast.success(action === 'approve' ? t`Adjustment approved` : t`Adjustment rejected`, {
            description:
              action === 'approve' ? t`${username}'s balance has moved.` : t`Nothing moved.`,
          }),
        onError: (error) =>
          toast.error(t`Could not decide the adjustment`, {
            description: errorText(error, t`Please try again.`),
          }),
      },
    );
  };

  return (
    <Card className="mb-4 p-4">
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>Balance adjustments to approve</Trans>
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((adjustment) => {
          const mine = adjustment.proposedBy.id === currentUserId;
          const ownBalance = adjustment.user.id === currentUserId;
          return (
            <li
              key={adjustment.id}
              className="flex flex-col gap-3 py-3 md:flex-row md:items-center"
              data-testid="pending-adjustment"
            >
              <AdjustmentSummary adjustment={adjustment} />
              <div className="grid grid-cols-2 gap-2 md:flex">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={decide.isPending || ownBalance}
                  onClick={() => act(adjustment, 'reject')}
                >
                  <Trans>Reject</Trans>
                </Button>
                <Button
                  size="sm"
                  disabled={decide.isPending || mine || ownBalance}
                  title={mine ? t`A second admin must approve your proposal` : undefined}
                  onClick={() => act(adjustment, 'approve')}
                >
                  {mine ? <Trans>Waiting for another admin</Trans> : <Trans>Approve</Trans>}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Which way, how much, for whom and why, and who proposed it when. */
function AdjustmentSummary({ adjustment }: { adjustment: AdjustmentView }) {
  const { i18n } = useLingui();
  const debit = adjustment.amount.startsWith('-');
  const amountText = `${debit ? adjustment.amount.slice(1) : adjustment.amount} ${adjustment.currency}`;
  const { username } = adjustment.user;
  const proposer = adjustment.proposedBy.username;
  const proposedOn = formatDate(adjustment.createdAt);
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium text-slate-900">
        {debit ? (
          <Trans>
            Debit {amountText} · {username}
          </Trans>
        ) : (
          <Trans>
            Credit {amountText} · {username}
          </Trans>
        )}
      </p>
      <p className="text-sm break-words text-slate-600">
        {i18n._(reasonLabel[adjustment.reasonCode])}: {adjustment.reason}
      </p>
      <p className="text-xs text-slate-500">
        <Trans>
          1 of 2 approvals · proposed by {proposer} on {proposedOn}
        </Trans>
      </p>
    </div>
  );
}
