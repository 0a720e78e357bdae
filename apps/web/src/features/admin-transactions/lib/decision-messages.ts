import { ApiError } from '@/lib/api-client';
import type { Decision } from './decision-subject';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/*
 * What a decision's outcome and failures mean, without their words: the words are translated in
 * decision-texts.ts (Lingui macros), and this file stays plain TypeScript that the unit tests run.
 */

/** How far a request above the four-eyes threshold is (decisions.md 19): "1 of 2". */
export interface ApprovalProgress {
  approvals: number;
  required: number;
}

/**
 * An approval that is not yet the last one: nothing has moved, the request waits for another
 * admin, and the toast must say so rather than "approved".
 */
export function awaitsAnotherApproval(
  decision: Decision,
  progress: ApprovalProgress | undefined,
): progress is ApprovalProgress {
  return decision === 'approve' && progress !== undefined && progress.approvals < progress.required;
}

export type DecisionFailure =
  /** Someone else decided first: show the server's text, close the dialog, reload the list. */
  | { kind: 'already-processed'; message: string }
  /** The server named bad fields (the hash, the reason): show them under the fields. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** The owner was suspended after the list loaded: the dialog now asks for their username. */
  | { kind: 'owner-suspended'; message: string }
  /**
   * Anything else: the dialog stays open so the same Idempotency-Key can be retried. `message` is
   * the server's reason for a refused request, null when there is none to show (a server or
   * network failure), and the screen then says to try again.
   */
  | { kind: 'failed'; message: string | null };

export function classifyDecisionError(error: unknown): DecisionFailure {
  if (error instanceof ApiError) {
    if (error.code === 'ALREADY_PROCESSED')
      return { kind: 'already-processed', message: errorText(error) };
    if (error.code === 'OWNER_SUSPENDED')
      return { kind: 'owner-suspended', message: errorText(error) };
    if (error.code === 'VALIDATION_ERROR' && Object.keys(fieldErrorTexts(error)).length > 0) {
      return { kind: 'fields', fields: fieldErrorTexts(error) };
    }
    if (error.status >= 400 && error.status < 500)
      return { kind: 'failed', message: errorText(error) };
  }
  return { kind: 'failed', message: null };
}

/**
 * While admin two-factor is required and not yet set up, every admin list is refused, and
 * retrying will not help until it is: the list's failure then says what to do instead.
 */
export function needsTwoFactorSetup(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'MFA_ENROLMENT_REQUIRED';
}
