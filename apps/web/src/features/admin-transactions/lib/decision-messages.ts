import { ApiError } from '@/lib/api-client';
import type { Decision, DecisionSubject } from './decision-subject';
import { formatMoney } from '@/lib/format';

/** How far a request above the four-eyes threshold is (decisions.md 19): "1 of 2". */
export interface ApprovalProgress {
  approvals: number;
  required: number;
}

/**
 * The toast after a decision went through. An approval that is not yet the last one says so:
 * nothing has moved, the request waits for another admin.
 */
export function decisionDoneMessage(
  decision: Decision,
  subject: DecisionSubject,
  progress?: ApprovalProgress,
): { title: string; description: string } {
  const { kind, username, currency } = subject;
  if (decision === 'approve' && progress && progress.approvals < progress.required) {
    return {
      title: `${progress.approvals} of ${progress.required} approvals`,
      description: `Another admin must approve ${username}'s ${kind} of ${formatMoney(subject.amount, currency)} before it ${kind === 'deposit' ? 'is credited' : 'is sent'}.`,
    };
  }
  if (kind === 'deposit') {
    return decision === 'approve'
      ? {
          title: 'Deposit approved',
          description: `${formatMoney(subject.amount, currency)} credited to ${username}.`,
        }
      : { title: 'Deposit rejected', description: `Nothing was credited to ${username}.` };
  }
  return decision === 'approve'
    ? {
        title: 'Withdrawal approved',
        description: `${formatMoney(subject.net ?? subject.amount, currency)} to ${username}'s address is recorded as sent.`,
      }
    : {
        title: 'Withdrawal rejected',
        description: `${formatMoney(subject.amount, currency)} returned to ${username}'s balance.`,
      };
}

export type DecisionFailure =
  /** Someone else decided first: show the server's text, close the dialog, reload the list. */
  | { kind: 'already-processed'; message: string }
  /** The server named bad fields (the hash, the reason): show them under the fields. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** The owner was suspended after the list loaded: the dialog now asks for their username. */
  | { kind: 'owner-suspended'; message: string }
  /** Anything else: the dialog stays open so the same Idempotency-Key can be retried. */
  | { kind: 'failed'; message: string };

export function classifyDecisionError(error: unknown): DecisionFailure {
  if (error instanceof ApiError) {
    if (error.code === 'ALREADY_PROCESSED')
      return { kind: 'already-processed', message: error.message };
    if (error.code === 'OWNER_SUSPENDED')
      return { kind: 'owner-suspended', message: error.message };
    if (error.code === 'VALIDATION_ERROR' && Object.keys(error.fields).length > 0) {
      return { kind: 'fields', fields: error.fields };
    }
    if (error.status >= 400 && error.status < 500)
      return { kind: 'failed', message: error.message };
  }
  return { kind: 'failed', message: 'Please try again.' };
}

/**
 * The line under a list's load-failure title: while admin two-factor is required and not yet set
 * up, every admin list is refused, and retrying will not help until it is.
 */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code === 'MFA_ENROLMENT_REQUIRED'
    ? 'Turn on two-factor authentication in your account settings first.'
    : fallback;
}
