import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PairView } from '@soko/shared';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import {
  DialogActions,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useUpdatePair } from '../api/pairs';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  feeBpsOf,
  limitsSchema,
  pairFailureMessage,
  placePairError,
  type LimitsValues,
} from '../lib/pair-rules';
import { LimitFields } from './limit-fields';
import { PairDialogFrame } from './pair-dialog-frame';
import { usePairText } from './pair-texts';

interface EditLimitsDialogProps {
  /** Kept while the dialog animates closed, so its text never blanks. */
  pair: PairView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditLimitsDialog({ pair, open, onOpenChange }: EditLimitsDialogProps) {
  const updatePair = useUpdatePair();
  return (
    <PairDialogFrame open={open} onOpenChange={onOpenChange} busy={updatePair.isPending}>
      {open && pair ? (
        <EditLimitsForm
          key={pair.id}
          pair={pair}
          updatePair={updatePair}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </PairDialogFrame>
  );
}

interface EditLimitsFormProps {
  pair: PairView;
  updatePair: ReturnType<typeof useUpdatePair>;
  onDone: () => void;
}

function EditLimitsForm({ pair, updatePair, onDone }: EditLimitsFormProps) {
  const { t } = useLingui();
  const pairText = usePairText();
  const name = `${pair.base}/${pair.quote}`;
  const form = useForm<LimitsValues>({
    resolver: zodResolver(limitsSchema),
    defaultValues: {
      minOrderSize: pair.minOrderSize,
      maxOrderSize: pair.maxOrderSize,
      makerFeeBps: String(pair.makerFeeBps),
      takerFeeBps: String(pair.takerFeeBps),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updatePair.mutateAsync({
        id: pair.id,
        minOrderSize: values.minOrderSize,
        maxOrderSize: values.maxOrderSize,
        makerFeeBps: feeBpsOf(values.makerFeeBps) ?? pair.makerFeeBps,
        takerFeeBps: feeBpsOf(values.takerFeeBps) ?? pair.takerFeeBps,
      });
      const { minOrderSize, maxOrderSize, makerFeeBps, takerFeeBps } = values;
      const base = pair.base;
      toast.success(t`Limits and fees saved`, {
        description: t`${name} takes orders of ${minOrderSize} to ${maxOrderSize} ${base}; fees ${makerFeeBps} bps maker, ${takerFeeBps} bps taker.`,
      });
      onDone();
    } catch (error) {
      const placed = placePairError(error);
      if (placed && placed.field !== 'base') {
        form.setError(placed.field, { type: 'server', message: placed.message });
      }
      toast.error(t`Failed to update ${name}`, {
        description: pairText(pairFailureMessage(error)),
      });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>
          <Trans>Edit {name} limits and fees</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            New orders must fall within these sizes; orders already on the book stay as they are.
            Fees apply to every fill from now on, taken from what each side receives.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <LimitFields register={form.register} errors={form.formState.errors} base={pair.base} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`Maker fee (bps)`}
          hint={t`1 bps = 0.01 %; the resting order pays it`}
          error={pairText(form.formState.errors.makerFeeBps?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('makerFeeBps')} />
        </FormField>
        <FormField
          label={t`Taker fee (bps)`}
          hint={t`The order or take that crosses pays it`}
          error={pairText(form.formState.errors.takerFeeBps?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('takerFeeBps')} />
        </FormField>
      </div>
      <DialogActions busy={updatePair.isPending}>
        <Button type="submit" loading={updatePair.isPending}>
          <Trans>Save limits</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
