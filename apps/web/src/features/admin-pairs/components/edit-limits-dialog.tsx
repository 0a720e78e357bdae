import { zodResolver } from '@hookform/resolvers/zod';
import type { PairView } from '@soko/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DialogActions,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useUpdatePair } from '../api/pairs';
import {
  limitsSchema,
  pairFailureMessage,
  placePairError,
  type LimitsValues,
} from '../lib/pair-rules';
import { LimitFields } from './limit-fields';
import { PairDialogFrame } from './pair-dialog-frame';

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
  const name = `${pair.base}/${pair.quote}`;
  const form = useForm<LimitsValues>({
    resolver: zodResolver(limitsSchema),
    defaultValues: { minOrderSize: pair.minOrderSize, maxOrderSize: pair.maxOrderSize },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updatePair.mutateAsync({ id: pair.id, ...values });
      toast.success('Limits saved', {
        description: `${name} takes orders of ${values.minOrderSize} to ${values.maxOrderSize} ${pair.base}.`,
      });
      onDone();
    } catch (error) {
      const placed = placePairError(error);
      if (placed && placed.field !== 'base') {
        form.setError(placed.field, { type: 'server', message: placed.message });
      }
      toast.error(`Failed to update ${name}`, { description: pairFailureMessage(error) });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>Edit {name} limits</DialogTitle>
        <DialogDescription>
          New orders must fall within these sizes; orders already on the book stay as they are.
        </DialogDescription>
      </DialogHeader>
      <LimitFields register={form.register} errors={form.formState.errors} base={pair.base} />
      <DialogActions busy={updatePair.isPending}>
        <Button type="submit" loading={updatePair.isPending}>
          Save limits
        </Button>
      </DialogActions>
    </form>
  );
}
