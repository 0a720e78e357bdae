import { errorText, type ErrorText } from '@soko/shared';

/**
 * The approval state machine of deposit and withdrawal requests (product-spec.md section 4):
 * pending → approved | rejected. Only a pending request can be decided; anything else answers
 * ALREADY_PROCESSED with the status it already has.
 */
export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'forfeited' | 'completed';
export type Decision = 'approve' | 'reject';

export type DecisionResult =
  | { ok: true; statusAfter: 'approved' | 'rejected' }
  | ({ ok: false; code: 'ALREADY_PROCESSED' } & ErrorText);

export function decide(status: RequestStatus, decision: Decision): DecisionResult {
  if (status !== 'pending') {
    return {
      ok: false,
      code: 'ALREADY_PROCESSED',
      ...errorText('transactionAlreadyDecided', { status }),
    };
  }
  return { ok: true, statusAfter: decision === 'approve' ? 'approved' : 'rejected' };
}
