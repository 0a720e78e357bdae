import type { ApproveTransactionRequest } from '@soko/shared';
import type { DecisionSubject } from './decision-subject';

/**
 * Decision 21: approving the withdrawal of a suspended owner needs the owner's username typed
 * back, exactly as shown (the server compares it to the username). Only then is Approve enabled.
 * Spaces around it are dropped, as the server drops them: a phone keyboard's suggestion adds a
 * trailing space, which left Approve disabled for a name typed right.
 */
export function ownerConfirmed(subject: DecisionSubject, typed: string): boolean {
  return !subject.ownerSuspended || typed.trim() === subject.username;
}

/**
 * The approve request: the typed username goes along only for a suspended owner, so an ordinary
 * approval never carries a stray confirmation.
 */
export function approveBody(
  subject: DecisionSubject,
  values: { txHash?: string | undefined; confirm?: string | undefined },
): ApproveTransactionRequest {
  return subject.ownerSuspended
    ? { txHash: values.txHash, confirm: values.confirm?.trim() }
    : { txHash: values.txHash };
}
