import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PaymentType, Wallet } from '@soko/shared';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePaymentLimits } from '../api/get-payment-limits';
import { WithdrawalPauseNotice } from '@/components/withdrawal-pause-notice';
import { useWithdrawalSafeguards } from '@/lib/safeguards-queries';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import {
  paymentFormSchema,
  type PaymentFormInput,
  type PaymentFormOutput,
} from '../lib/payment-form';
import { MpesaConfirm } from './mpesa-confirm';
import { MpesaForm } from './mpesa-form';
import { MpesaProgress } from './mpesa-progress';

interface MpesaPaymentDialogProps {
  type: PaymentType;
  open: boolean;
  /** The KES wallet as it is now; a withdrawal checks its available balance. */
  wallet: Wallet | undefined;
  signedIn: boolean;
  onClose: () => void;
}

const copy = {
  deposit: {
    title: msg`Deposit Funds`,
    description: msg`Add KES to your balance from M-Pesa. You approve it on your phone.`,
    closeTitle: msg`Close while the deposit is processing?`,
    closeText: msg`Your deposit might still be processing. If you approve the M-Pesa prompt it will still reach your balance: check your Transaction History before you try again.`,
    mayComplete: msg`Your deposit may still complete`,
  },
  withdrawal: {
    title: msg`Withdraw Funds`,
    description: msg`Send KES from your balance to your M-Pesa number.`,
    closeTitle: msg`Close while the withdrawal is processing?`,
    closeText: msg`Your withdrawal might still be processing and may still be sent. Check your balance and Transaction History before you try again.`,
    mayComplete: msg`Your withdrawal may still complete`,
  },
} as const;

/**
 * Deposit Funds and Withdraw Funds (product-spec.md section 2): KES by M-Pesa. Closing while a
 * payment is on its way asks first, since it may still complete.
 */
export function MpesaPaymentDialog({
  type,
  open,
  wallet,
  signedIn,
  onClose,
}: MpesaPaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const { i18n, t } = useLingui();
  const text = copy[type];
  const close = () => {
    setBusy(false);
    onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          if (busy) setConfirmClose(true);
          else close();
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{i18n._(text.title)}</DialogTitle>
            <DialogDescription>{i18n._(text.description)}</DialogDescription>
          </DialogHeader>
          {open ? (
            <PaymentBody
              type={type}
              availableKes={wallet?.available}
              signedIn={signedIn}
              onBusyChange={setBusy}
              onClose={close}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={i18n._(text.closeTitle)}
        description={i18n._(text.closeText)}
        confirmLabel={t`Close anyway`}
        destructive
        onConfirm={() => {
          setConfirmClose(false);
          toast.info(i18n._(text.mayComplete), {
            description: t`Its result will show in your balance and Transaction History.`,
          });
          close();
        }}
      />
    </>
  );
}

interface PaymentBodyProps {
  type: PaymentType;
  availableKes: string | undefined;
  signedIn: boolean;
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
}

function PaymentBody({ type, availableKes, signedIn, onBusyChange, onClose }: PaymentBodyProps) {
  const limits = usePaymentLimits();
  const schema = useMemo(
    () => paymentFormSchema({ type, availableKes, limits }),
    [type, availableKes, limits],
  );
  const form = useForm<PaymentFormInput, unknown, PaymentFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', phone: '' },
  });
  const flow = usePaymentFlow({
    type,
    availableKes,
    onFieldProblem: (problem) =>
      form.setError(problem.field, { type: 'server', message: problem.message }),
    onClose,
  });
  useEffect(() => onBusyChange(flow.busy), [flow.busy, onBusyChange]);
  const safeguards = useWithdrawalSafeguards(signedIn && type === 'withdrawal');

  const { state } = flow;
  if (state.step === 'form') {
    return (
      <>
        {type === 'withdrawal' ? <WithdrawalPauseNotice enabled={signedIn} /> : null}
        <MpesaForm
          type={type}
          form={form}
          availableKes={availableKes}
          limits={limits}
          signedIn={signedIn}
          onReview={form.handleSubmit((values) => flow.review({ type, ...values }))}
        />
      </>
    );
  }
  if (state.step === 'confirm') {
    return (
      <MpesaConfirm
        request={state.request}
        alert={state.alert}
        totpRequired={safeguards.data?.totpRequired ?? false}
        onBack={flow.back}
        onConfirm={(totpCode) =>
          void flow.submit(totpCode ? { ...state.request, totpCode } : state.request)
        }
      />
    );
  }
  return <MpesaProgress state={state} onClose={onClose} />;
}

/** Deposit Funds: KES from the user's M-Pesa. */
export function DepositFundsDialog(props: Omit<MpesaPaymentDialogProps, 'type' | 'wallet'>) {
  return <MpesaPaymentDialog type="deposit" wallet={undefined} {...props} />;
}

/** Withdraw Funds: KES to the user's M-Pesa, at most the available balance. */
export function WithdrawFundsDialog(props: Omit<MpesaPaymentDialogProps, 'type'>) {
  return <MpesaPaymentDialog type="withdrawal" {...props} />;
}
