import type { PairView } from '@soko/shared';
import { useId } from 'react';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { useUpdatePair } from '../api/pairs';
import { pairFailureMessage } from '../lib/pair-rules';

/**
 * The pair's active flag. It shows what the server holds: while the change is on its way the
 * switch shows the asked-for state, disabled; a refusal puts it back and says why in a toast.
 */
export function ActiveSwitch({ pair, showLabel = false }: { pair: PairView; showLabel?: boolean }) {
  const id = useId();
  const update = useUpdatePair();
  const name = `${pair.base}/${pair.quote}`;
  const checked = update.isPending ? !pair.active : pair.active;
  return (
    <div className="inline-flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending}
        aria-label={showLabel ? undefined : `${name} active`}
        onCheckedChange={(active) =>
          update.mutate(
            { id: pair.id, active },
            {
              onSuccess: ({ pair: saved }) =>
                toast.success(saved.active ? 'Pair activated' : 'Pair deactivated', {
                  description: saved.active
                    ? `${name} is open for new orders.`
                    : `${name} takes no new orders or trades.`,
                }),
              onError: (error) =>
                toast.error(`Failed to update ${name}`, { description: pairFailureMessage(error) }),
            },
          )
        }
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
    </div>
  );
}
