import type { PairView } from '@soko/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useUpdatePair } from '../api/pairs';
import { pairFailureMessage } from '../lib/pair-rules';

/**
 * The pair's active flag. A tap asks first: switching a market off stops every trader on it, and
 * a switch is easy to brush on a phone. It shows what the server holds: while the change is on
 * its way the switch shows the asked-for state, disabled; a refusal puts it back and says why.
 */
export function ActiveSwitch({ pair, showLabel = false }: { pair: PairView; showLabel?: boolean }) {
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
          toast.success(saved.active ? 'Pair activated' : 'Pair deactivated', {
            description: saved.active
              ? `${name} is open for new orders.`
              : `${name} takes no new orders or trades.`,
          });
        },
        onError: (error) => {
          setAsking(false);
          toast.error(`Failed to update ${name}`, { description: pairFailureMessage(error) });
        },
      },
    );

  return (
    <div className="inline-flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending}
        aria-label={`${name} active`}
        onCheckedChange={() => setAsking(true)}
      />
      {showLabel ? (
        <label htmlFor={id} className="text-sm text-slate-700">
          {checked ? 'Active' : 'Inactive'}
        </label>
      ) : (
        <span aria-hidden className="text-xs text-slate-500">
          {checked ? 'Active' : 'Inactive'}
        </span>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={activate ? `Activate ${name}?` : `Deactivate ${name}?`}
        description={
          activate
            ? `Traders can place and take orders on ${name} again.`
            : `Traders can place no new orders on ${name}, and its open orders cannot be taken until you activate it again.`
        }
        confirmLabel={activate ? 'Activate' : 'Deactivate'}
        destructive={!activate}
        loading={update.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
