import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Wallet, WithdrawalView } from '@soko/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { WithdrawalPauseNotice } from '@/components/withdrawal-pause-notice';
import { formatMoney } from '@/lib/format';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawalFee } from '../api/get-withdrawal-fee';
import { useWithdrawSafeguards } from '../hooks/use-withdraw-safeguards';
import {
  checkWithdrawAmount,
  withdrawFormSchema,
  type WithdrawFormInput,
  type WithdrawFormOutput,
  type WithdrawPreview,
} from '../lib/withdraw-amount';
import { describeWithdrawError, type WithdrawProblem } from '../lib/withdraw-errors';
import { EmailNotVerified } from './email-not-verified';
import { WithdrawDone } from './withdraw-done';
import { WithdrawForm } from './withdraw-form';
import { useWithdrawText } from './withdraw-messages';
import { WithdrawReview } from './withdraw-review';
import { toastSuccess } from '@/lib/toasts';

interface WithdrawDialogProps {
  /** The coin to withdraw, with its live balance; the dialog is open while it is set. */
  wallet: Wallet | undefined;
  /** From the session: warn before the form is filled rather than after. */
  emailVerified: boolean;
  onClose: () => void;
}

/** Withdraw {coin} (product-spec.md section 2): form, then review, then done. */
export function WithdrawDialog({ wallet, emailVerified, onClose }: WithdrawDialogProps) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  return (
    <>
      <Dialog
        open={wallet !== undefined}
        onOpenChange={(next) => {
          if (next) return;
          // The request may already be on the server; leaving is the user's call, knowingly.
          if (sending) setConfirmClose(true);
          else onClose();
        }}
      >
        <DialogContent>
          {wallet ? (
            <WithdrawBody
              wallet={wallet}
              emailVerified={emailVerified}
              onSendingChange={setSending}
              onClose={onClose}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t`Close while sending?`}
        description={t`Your withdrawal request is still being sent and may still be recorded. Check My Withdrawals before you try again.`}
        confirmLabel={t`Close anyway`}
        destructive
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
      />
    </>
  );
}

type Step =
  | { name: 'form' }
  | { name: 'review'; values: WithdrawFormOutput; preview: WithdrawPreview }
  | { name: 'done'; withdrawal: WithdrawalView };

interface WithdrawBodyProps {
  wallet: Wallet;
  emailVerified: boolean;
  onSendingChange: (sending: boolean) => void;
  onClose: () => void;
}

function WithdrawBody({ wallet, emailVerified, onSendingChange, onClose }: WithdrawBodyProps) {
  const toastRequested = useRequestedToast();
  const text = useWithdrawText(wallet.available, wallet.currency);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [problem, setProblem] = useState<Exclude<WithdrawProblem, { kind: 'field' }> | null>(null);
  const fee = useWithdrawalFee();
  const feeBps = fee.data?.feeBps;
  const schema = useMemo(
    () => withdrawFormSchema(wallet.currency, wallet.available, feeBps),
    [wallet.currency, wallet.available, feeBps],
  );
  const form = useForm<WithdrawFormInput, unknown, WithdrawFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { currency: wallet.currency, address: '', amount: '' },
  });
  const createWithdrawal = useCreateWithdrawal();
  const safeguards = useWithdrawSafeguards(wallet.currency);

  const review = form.handleSubmit((values) => {
    // The schema passed, so the exact split exists; computed from the same inputs it checked.
    const check = checkWithdrawAmount(values.amount, wallet.available, wallet.currency, feeBps);
    if (!check.ok || !check.preview) return;
    setProblem(null);
    setStep({ name: 'review', values, preview: check.preview });
  });

  const confirm = async (values: WithdrawFormOutput) => {
    setProblem(null);
    onSendingChange(true);
    try {
      const body = { ...values, ...safeguards.codeField };
      const { withdrawal } = await createWithdrawal.mutateAsync(body);
      toastRequested(withdrawal);
      setStep({ name: 'done', withdrawal });
    } catch (error) {
      const found = describeWithdrawError(error, wallet.available, wallet.currency);
      if (found.kind === 'field') {
        // Back to the form, everything typed still there, the field marked with the reason.
        setStep({ name: 'form' });
        form.setError(found.field, { type: 'server', message: found.message });
      } else {
        setProblem(inLanguage(found, text));
      }
    } finally {
      onSendingChange(false);
    }
  };

  return (
    <>
      <StepHeader step={step.name} currency={wallet.currency} />
      {step.name === 'form' ? (
        <div className="space-y-4">
          {emailVerified ? null : <EmailNotVerified onNavigate={onClose} />}
          <WithdrawalPauseNotice />
          <WithdrawForm
            wallet={wallet}
            form={form}
            savedAddresses={safeguards.savedAddresses}
            savedOnly={safeguards.savedOnly}
            fee={{ data: fee.data, isError: fee.isError, retry: () => void fee.refetch() }}
            onReview={review}
          />
        </div>
      ) : step.name === 'review' ? (
        <WithdrawReview
          currency={wallet.currency}
          address={step.values.address}
          preview={step.preview}
          feePercent={fee.data?.withdrawalTaxPercent ?? 0}
          submitting={createWithdrawal.isPending}
          problem={problem}
          totp={safeguards.totp}
          onBack={() => setStep({ name: 'form' })}
          onConfirm={() => void confirm(step.values)}
          onNavigate={onClose}
        />
      ) : (
        <WithdrawDone withdrawal={step.withdrawal} onClose={onClose} />
      )}
    </>
  );
}

type ShownProblem = Exclude<WithdrawProblem, { kind: 'field' }>;

/** An alert's words in the language on screen (see withdraw-messages.ts). */
function inLanguage(problem: ShownProblem, text: (words: string) => string): ShownProblem {
  return problem.kind === 'alert'
    ? { ...problem, title: text(problem.title), message: text(problem.message) }
    : problem;
}

/** The success toast, in the language on screen. */
function useRequestedToast() {
  const { t } = useLingui();
  return (withdrawal: WithdrawalView) => {
    const amountText = formatMoney(withdrawal.amount, withdrawal.currency);
    toastSuccess(t`Withdrawal requested`, {
      description: t`${amountText} will be sent once an admin approves it.`,
    });
  };
}

/** Each step names itself: what the person is about to do, checking, or has done. */
function StepHeader({ step, currency }: { step: Step['name']; currency: string }) {
  return (
    <DialogHeader>
      <DialogTitle>
        {step === 'review' ? (
          <Trans>Confirm {currency} withdrawal</Trans>
        ) : step === 'done' ? (
          <Trans>Withdrawal requested</Trans>
        ) : (
          <Trans>Withdraw {currency}</Trans>
        )}
      </DialogTitle>
      <DialogDescription>
        {step === 'form' ? (
          <Trans>Send coins from your Soko balance to your own wallet address.</Trans>
        ) : step === 'review' ? (
          <Trans>Check every detail. Nothing moves until you confirm.</Trans>
        ) : (
          <Trans>We will send it after an admin approves the request.</Trans>
        )}
      </DialogDescription>
    </DialogHeader>
  );
}
