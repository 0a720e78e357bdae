import { Trans, useLingui } from '@lingui/react/macro';
import type { PairView } from '@soko/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useUpdatePair } from '../api/pairs';
import { pairFailureMessage } from '../lib/pair-rules';
import { usePairText } from './pair-texts';

/**
 * The pair's active flag. A tap asks first: switching a market off stops every trader on it, and
 * a switch is easy to brush on a phone. It shows what the server holds: while the change is on
 * its way the switch shows the asked-for state, disabled; a refusal puts it back and says why.
 */
export function ActiveSwitch({ pair, showLabel = false }: { pair: PairView; showLabel?: boolean }) {
  const { t } = useLingui();
  const pairText = usePairText();
  const id = useId();
  const update = useUpdatePair();
  const [asking, setAsking] = useState(false);
  const name = `${pair.base}/${pair.quote}`;
  const checked = update.isPending ? !pair.active : pair.active;
  const activate = !pair.active;

  const confirm = () =>
    update.mutate(
      { id: pair.id, active: activate },
      {
        onSuccess: ({ pair: saved }) => {
          setAsking(false);
          toast.success(saved.active ? t`Pair activated` : t`Pair deactivated`, {
            description: saved.active
              ? t`${name} is open for new orders.`
              : t`${name} takes no new orders or trades.`,
          });
        },
        onError: (error) => {
          setAsking(false);
          toast.error(t`Failed to update ${name}`, {
            description: pairText(pairFailureMessage(error)),
          });
        },
      },
    );

  return (
    <div className="inline-flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending}
        aria-label={t`${name} active`}
        onCheckedChange={() => setAsking(true)}
      />
      {showLabel ? (
        <label htmlFor={id} className="text-sm text-slate-700">
          {checked ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
        </label>
      ) : (
        <span aria-hidden className="text-xs text-slate-500">
          {checked ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
        </span>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={activate ? t`Activate ${name}?` : t`Deactivate ${name}?`}
        description={
          activate
            ? t`Traders can place and take orders on ${name} again.`
            : t`Traders can place no new orders on ${name}, and its open orders cannot be taken until you activate it again.`
        }
        confirmLabel={activate ? t`Activate` : t`Deactivate`}
        destructive={!activate}
        loading={update.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
