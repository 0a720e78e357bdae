import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { NEW_PAIR_DEFAULTS, PAIR_MESSAGES, QUOTE_CURRENCIES, type PairView } from '@soko/shared';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import {
  DialogActions,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useCreatePair } from '../api/pairs';
import {
  newPairSchema,
  pairFailureMessage,
  placePairError,
  type NewPairValues,
} from '../lib/pair-rules';
import { CurrencyFields } from './currency-fields';
import { LimitFields } from './limit-fields';
import { PairDialogFrame } from './pair-dialog-frame';
import { usePairText } from './pair-texts';

interface AddPairDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pairs already listed, for "This trading pair already exists" before asking the server. */
  existing: PairView[];
}

export function AddPairDialog({ open, onOpenChange, existing }: AddPairDialogProps) {
  const createPair = useCreatePair();
  return (
    <PairDialogFrame open={open} onOpenChange={onOpenChange} busy={createPair.isPending}>
      {/* Mounted only while open, so every opening starts from the defaults. */}
      {open ? (
        <AddPairForm
          existing={existing}
          createPair={createPair}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </PairDialogFrame>
  );
}

interface AddPairFormProps {
  existing: PairView[];
  createPair: ReturnType<typeof useCreatePair>;
  onDone: () => void;
}

function AddPairForm({ existing, createPair, onDone }: AddPairFormProps) {
  const { t } = useLingui();
  const pairText = usePairText();
  const schema = useMemo(() => newPairSchema(existing), [existing]);
  const form = useForm<NewPairValues>({
    resolver: zodResolver(schema),
    defaultValues: { base: '', quote: 'KES', ...NEW_PAIR_DEFAULTS },
  });
  const { errors } = form.formState;
  const [base, quote] = useWatch({ control: form.control, name: ['base', 'quote'] });
  // New pairs start active (product-spec.md section 9); the admin may list one switched off.
  const [active, setActive] = useState(true);
  const activeId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    // The schema refused an empty quote; this narrows it to the type the request wants.
    const quote = QUOTE_CURRENCIES.find((currency) => currency === values.quote);
    if (!quote) return;
    try {
      const { pair } = await createPair.mutateAsync({ ...values, quote, active });
      const name = `${pair.base}/${pair.quote}`;
      toast.success(t`Trading pair added`, {
        description: pair.active ? t`${name} is open for orders.` : t`${name} is listed, inactive.`,
      });
      onDone();
    } catch (error) {
      const placed = placePairError(error);
      if (placed) form.setError(placed.field, { type: 'server', message: placed.message });
      toast.error(t`Failed to add trading pair`, {
        description: pairText(placed?.message ?? pairFailureMessage(error)),
      });
    }
  });

  // The spec's pair texts show as soon as the two choices clash, not only on submit.
  const pairHint =
    base && quote && base === quote
      ? PAIR_MESSAGES.mustDiffer
      : base && existing.some((pair) => pair.base === base && pair.quote === quote)
        ? PAIR_MESSAGES.exists
        : undefined;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>
          <Trans>Add trading pair</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Traders can place orders on it at once. Order sizes are in the base coin.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        <CurrencyFields
          register={form.register}
          baseError={pairText(errors.base?.message ?? pairHint)}
        />
        <LimitFields register={form.register} errors={errors} base={base} />
        <div className="flex items-center gap-3">
          <Switch id={activeId} checked={active} onCheckedChange={setActive} />
          <label htmlFor={activeId} className="text-sm text-slate-700">
            {active ? (
              <Trans>Active: open for orders when added</Trans>
            ) : (
              <Trans>Inactive: listed, takes no orders</Trans>
            )}
          </label>
        </div>
      </div>
      <DialogActions busy={createPair.isPending}>
        <Button type="submit" loading={createPair.isPending}>
          <Trans>Add pair</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
