import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useCreateDeposit } from '../api/create-deposit';
import { DEPOSIT_ERROR_TEXTS, describeDepositError } from '../lib/deposit-errors';
import {
  DepositForm as DepositFormSchema,
  MISSING_TEXT,
  MISSING_TITLE,
  type DepositFormInput,
  type DepositFormOutput,
} from '../lib/deposit-form';
import { DepositFields } from './deposit-fields';
import { useDepositText } from './deposit-messages';
import { UploadProgress } from './upload-progress';
import { toastSuccess } from '@/lib/toasts';

interface DepositFormProps {
  currency: string;
  /** False outside the deposit window: the form shows but cannot be used. */
  allowed: boolean;
  /** While a request is out, the dialog asks before closing; aborting it is handed up here. */
  onBusyChange: (abort: (() => void) | null) => void;
  /** The server said the window closed meanwhile: the dialog fetches it again. */
  onWindowClosed: () => void;
  onDone: () => void;
}

export function DepositForm(props: DepositFormProps) {
  const { currency, allowed, onBusyChange, onWindowClosed, onDone } = props;
  const { t } = useLingui();
  const text = useDepositText();
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const createDeposit = useCreateDeposit();
  const form = useForm<DepositFormInput, unknown, DepositFormOutput>({
    resolver: zodResolver(DepositFormSchema),
    defaultValues: { currency, amount: '', txHash: '', proof: null },
  });
  const { errors, isSubmitting } = form.formState;
  const missing = errors.amount?.message === MISSING_TEXT || errors.proof?.message === MISSING_TEXT;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.proof) return;
    setAlert(null);
    setProgress(0);
    const controller = new AbortController();
    onBusyChange(() => controller.abort());
    try {
      const { transaction } = await createDeposit.mutateAsync({
        currency,
        amount: values.amount,
        txHash: values.txHash,
        proof: values.proof,
        onProgress: setProgress,
        signal: controller.signal,
      });
      const amountText = formatMoney(transaction.amount, transaction.currency);
      toastSuccess(t`Deposit submitted`, {
        description: t`${amountText} is pending until an admin checks your proof.`,
      });
      onDone();
    } catch (error) {
      // The user closed the dialog and chose to stop: nothing is left to show the error in.
      if (controller.signal.aborted) return;
      const problem = describeDepositError(error);
      if (problem.kind === 'field') {
        form.setError(problem.field, { type: 'server', message: problem.message });
      } else if (problem.kind === 'window') {
        setAlert({ title: DEPOSIT_ERROR_TEXTS.notAllowedTitle, message: problem.message });
        onWindowClosed();
      } else {
        setAlert({ title: problem.title, message: problem.message });
      }
    } finally {
      setProgress(null);
      onBusyChange(null);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DepositFields form={form} currency={currency} disabled={!allowed || isSubmitting} />

      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      {missing ? <Alert title={text(MISSING_TITLE)} message={text(MISSING_TEXT)} /> : null}
      {alert ? <Alert title={text(alert.title)} message={text(alert.message)} /> : null}

      <Button type="submit" className="w-full" disabled={!allowed} loading={isSubmitting}>
        {isSubmitting ? <Trans>Submitting...</Trans> : <Trans>Submit deposit</Trans>}
      </Button>
    </form>
  );
}

function Alert({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <span className="font-semibold">{title}:</span> {message}
      </p>
    </div>
  );
}
