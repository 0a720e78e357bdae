import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApproveTransactionRequest, RejectTransactionRequest } from '@soko/shared';
import type { FormEvent, ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { AddressInput, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { DecisionDialogState } from '../hooks/use-decision';
import type { DecisionSubject } from '../lib/decision-subject';
import { ownerConfirmed } from '../lib/owner-confirm';
import { DecisionSummary } from './decision-summary';
import { placeFieldErrors } from '@/lib/form-errors';
import { approveText, rejectText } from '../lib/decision-texts';
import { useFieldText } from '@/lib/field-texts';

/** The approve or reject dialog for the row chosen in useDecision. */
export function DecisionDialog({ state }: { state: DecisionDialogState }) {
  const { pending } = state;
  return (
    <Dialog open={state.open} onOpenChange={state.onOpenChange}>
      <DialogContent
        hideClose={state.loading}
        // Focus the dialog, not its first field: on a phone a focused field opens the keyboard
        // over the summary the admin must read first. Tab still reaches every control.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        {/* Keyed by the Idempotency-Key: each opening starts with a blank form. */}
        {pending?.decision === 'approve' ? (
          <ApproveForm key={pending.idempotencyKey} subject={pending.subject} state={state} />
        ) : pending ? (
          <RejectForm key={pending.idempotencyKey} subject={pending.subject} state={state} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ApproveForm({ subject, state }: { subject: DecisionSubject; state: DecisionDialogState }) {
  const { i18n, t } = useLingui();
  const fieldText = useFieldText();
  const form = useForm({
    resolver: zodResolver(ApproveTransactionRequest.unwrap()),
    defaultValues: { txHash: '', confirm: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const fields = await state.onConfirm({ txHash: values.txHash, confirm: values.confirm });
    if (fields) placeFieldErrors(fields, ['txHash', 'confirm'], form.setError);
  });
  // Watched so Approve turns on the moment the username is typed exactly.
  const typed = useWatch({ control: form.control, name: 'confirm' });
  const confirmed = ownerConfirmed(subject, typed ?? '');
  const isWithdrawal = subject.kind === 'withdrawal';
  return (
    <DecisionForm
      subject={subject}
      busy={state.loading}
      onSubmit={onSubmit}
      title={isWithdrawal ? t`Approve withdrawal?` : t`Approve deposit?`}
      description={approveText(i18n, subject)}
      field={
        isWithdrawal ? (
          <div className="space-y-4">
            {subject.ownerSuspended ? (
              <OwnerSuspendedField
                username={subject.username}
                error={fieldText(form.formState.errors.confirm?.message)}
              >
                <Input
                  autoComplete="off"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  {...form.register('confirm')}
                />
              </OwnerSuspendedField>
            ) : null}
            <FormField
              label={t`Transaction hash (optional)`}
              error={fieldText(form.formState.errors.txHash?.message)}
              hint={t`The hash of the transfer you sent. Leave it blank if you have none.`}
            >
              <AddressInput {...form.register('txHash')} />
            </FormField>
          </div>
        ) : null
      }
    >
      <Button type="submit" loading={state.loading} disabled={!confirmed}>
        {isWithdrawal ? <Trans>Approve withdrawal</Trans> : <Trans>Approve deposit</Trans>}
      </Button>
    </DecisionForm>
  );
}

/** Decision 21: the warning and the field where the owner's username is typed back. */
function OwnerSuspendedField({
  username,
  error,
  children,
}: {
  username: string;
  error: string | undefined;
  children: Parameters<typeof FormField>[0]['children'];
}) {
  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <p role="alert" className="text-sm font-medium text-red-800">
        <Trans>The owner of this withdrawal is suspended</Trans>
      </p>
      <FormField
        label={
          <Trans>
            Type <span className="font-mono">{username}</span> to confirm
          </Trans>
        }
        error={error}
      >
        {children}
      </FormField>
    </div>
  );
}

function RejectForm({ subject, state }: { subject: DecisionSubject; state: DecisionDialogState }) {
  const { i18n, t } = useLingui();
  const fieldText = useFieldText();
  const form = useForm({
    resolver: zodResolver(RejectTransactionRequest.unwrap()),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const fields = await state.onConfirm({ reason: values.reason || undefined });
    if (fields) placeFieldErrors(fields, ['reason'], form.setError);
  });
  const isWithdrawal = subject.kind === 'withdrawal';
  return (
    <DecisionForm
      subject={subject}
      busy={state.loading}
      onSubmit={onSubmit}
      title={isWithdrawal ? t`Reject withdrawal?` : t`Reject deposit?`}
      description={rejectText(i18n, subject)}
      field={
        <FormField
          label={t`Reason (optional)`}
          error={fieldText(form.formState.errors.reason?.message)}
          hint={t`Saved with the transaction and in the audit log.`}
        >
          <Textarea maxLength={500} rows={3} {...form.register('reason')} />
        </FormField>
      }
    >
      <Button type="submit" variant="destructive" loading={state.loading}>
        {isWithdrawal ? <Trans>Reject withdrawal</Trans> : <Trans>Reject deposit</Trans>}
      </Button>
    </DecisionForm>
  );
}

/** Both forms' layout: what is asked, the request it is about, an optional field, the buttons. */
function DecisionForm({
  subject,
  busy,
  onSubmit,
  title,
  description,
  field,
  children,
}: {
  subject: DecisionSubject;
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  title: string;
  description: string;
  field: ReactNode;
  /** The submit button. */
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <DecisionSummary subject={subject} />
      {field ? <div className="mt-4">{field}</div> : null}
      <DialogActions busy={busy}>{children}</DialogActions>
    </form>
  );
}
