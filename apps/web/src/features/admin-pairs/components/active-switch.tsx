import { Trans, useLingui } from '@lingui/react/macro';
import type { PairView } from '@soko/shared';
import { useId, useState } from 'react';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useUpdatePair } from '../api/pairs';
import { pairFailureMessage } from '../lib/pair-rules';
import { usePairText } from './pair-texts';

/** What a row's switch needs from the screen: whose change is on its way, and how to ask. */
export interface PairSwitching {
  pendingId: string | null;
  ask: (pair: PairView) => void;
}

/**
 * The pair's active flag in a row. It shows what the server holds: while the change is on its
 * way the switch shows the asked-for state, disabled. The question itself lives on the screen
 * (usePairSwitching), not in the row, so a row drawn again (table to cards, a refetch) never
 * drops an open question.
 */
export function ActiveSwitch({
  pair,
  switching,
  showLabel = false,
}: {
  pair: PairView;
  switching: PairSwitching;
  showLabel?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const pending = switching.pendingId === pair.id;
  const checked = pending ? !pair.active : pair.active;
  const name = `${pair.base}/${pair.quote}`;
  return (
    <div className="inline-flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        disabled={pending}
        aria-label={t`${name} active`}
        onCheckedChange={() => switching.ask(pair)}
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
    </div>
  );
}

/**
 * A tap on a pair's switch asks first: switching a market off stops every trader on it, and a
 * switch is easy to brush on a phone. A refusal puts the switch back and says why.
 */
export function usePairSwitching(): { switching: PairSwitching; dialog: React.ReactNode } {
  const { t } = useLingui();
  const pairText = usePairText();
  const update = useUpdatePair();
  // Kept while the dialog animates closed, so its title never blanks.
  const [asked, setAsked] = useState<PairView | null>(null);
  const [open, setOpen] = useState(false);
  const name = asked ? `${asked.base}/${asked.quote}` : '';
  const activate = asked ? !asked.active : false;

  const confirm = () => {
    if (!asked) return;
    update.mutate(
      { id: asked.id, active: activate },
      {
        onSuccess: ({ pair: saved }) => {
          setOpen(false);
          toast.success(saved.active ? t`Pair activated` : t`Pair deactivated`, {
            description: saved.active
              ? t`${name} is open for new orders.`
              : t`${name} takes no new orders or trades.`,
          });
        },
        onError: (error) => {
          setOpen(false);
          toast.error(t`Failed to update ${name}`, {
            description: pairText(pairFailureMessage(error)),
          });
        },
      },
    );
  };

  const switching: PairSwitching = {
    pendingId: update.isPending ? (update.variables?.id ?? null) : null,
    ask: (pair) => {
      setAsked(pair);
      setOpen(true);
    },
  };
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
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
  );
  return { switching, dialog };
}
