import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { refreshAfterDecision, useDecideTransaction } from '../api/decide-transaction';
import { classifyDecisionError } from '../lib/decision-messages';
import { decisionDoneMessage } from '../lib/decision-texts';
import type { Decision, DecisionSubject } from '../lib/decision-subject';
import { approveBody } from '../lib/owner-confirm';

interface PendingDecision {
  subject: DecisionSubject;
  decision: Decision;
  idempotencyKey: string;
}

/** What the approve and reject dialogs send; both fields are optional. */
export interface DecisionInput {
  txHash?: string | undefined;
  reason?: string | undefined;
  /** The owner's username, typed to approve a suspended owner's withdrawal (decision 21). */
  confirm?: string | undefined;
}

/**
 * The approve/reject flow shared by the queues and the transactions list: which row is being
 * decided, the dialog's open state, and the outcome's toast. The chosen row stays in state while
 * the dialog animates closed, so its text never blanks mid-animation.
 */
export function useDecision() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useDecideTransaction();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (subject: DecisionSubject, decision: Decision) => {
    // A new key per opened dialog; retries from the same dialog reuse it.
    setPending({ subject, decision, idempotencyKey: newIdempotencyKey() });
    setOpen(true);
  };

  /** Resolves with the server's field errors when there are any, for the form to show. */
  const confirm = async (input: DecisionInput): Promise<Record<string, string> | undefined> => {
    if (!pending) return undefined;
    const { subject, decision, idempotencyKey } = pending;
    const common = { transactionId: subject.transactionId, idempotencyKey };
    try {
      const answer = await mutation.mutateAsync(
        decision === 'approve'
          ? { ...common, decision, body: approveBody(subject, input) }
          : { ...common, decision, body: { reason: input.reason } },
      );
      const done = decisionDoneMessage(
        i18n,
        decision,
        subject,
        'approvals' in answer ? answer : undefined,
      );
      toast.success(done.title, { description: done.description });
      setOpen(false);
      return undefined;
    } catch (error) {
      const failure = classifyDecisionError(error);
      if (failure.kind === 'fields') return failure.fields;
      if (failure.kind === 'owner-suspended') {
        // Suspended since the list loaded: the open form now shows the warning and the field.
        setPending({ ...pending, subject: { ...subject, ownerSuspended: true } });
        toast.error(t`Owner suspended`, { description: failure.message });
        return undefined;
      }
      if (failure.kind === 'already-processed') {
        toast.error(failure.message, { description: t`The list has been refreshed.` });
        setOpen(false);
        void refreshAfterDecision(queryClient);
      } else {
        toast.error(t`Update failed`, { description: failure.message ?? t`Please try again.` });
      }
      return undefined;
    }
  };

  return {
    ask,
    dialog: {
      open,
      onOpenChange: (next: boolean) => (mutation.isPending ? undefined : setOpen(next)),
      pending,
      loading: mutation.isPending,
      onConfirm: confirm,
    },
  };
}

export type DecisionDialogState = ReturnType<typeof useDecision>['dialog'];
