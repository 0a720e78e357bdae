/**
 * Four-eyes on money (decisions.md 19 and 20), pure: who may give the next approval of a request,
 * and whether a request is worth enough to need two admins. No IO, no clock.
 */
import { COIN_SCALE, FIAT_CURRENCY, FOUR_EYES_REQUIRED_APPROVALS } from '@soko/shared';

export type ApprovalStep =
  | { ok: false; code: 'SELF_APPROVAL' | 'FOUR_EYES_REQUIRED'; message: string }
  /** This approval is recorded and the request stays pending until another admin approves. */
  | { ok: true; action: 'record'; approvals: number; required: number }
  /** This approval completes the request: settle it now. */
  | { ok: true; action: 'settle' };

export const SELF_APPROVAL_MESSAGE =
  'You cannot decide a request of your own or adjust your own balance; another admin must.';
export const FOUR_EYES_MESSAGE =
  'You have already approved this. A second, different admin must give the other approval.';

/**
 * The next step when `actorId` approves. Precedence: SELF_APPROVAL (the request is the actor's
 * own, at any amount) → FOUR_EYES_REQUIRED (the actor already approved) → record or settle.
 * Approvals by the requester never count (they cannot exist through this rule, but a rule that
 * counted them would let one person pass two eyes).
 */
export function nextApprovalStep(input: {
  actorId: string;
  requesterId: string;
  priorApproverIds: readonly string[];
  needsTwo: boolean;
}): ApprovalStep {
  const { actorId, requesterId, priorApproverIds, needsTwo } = input;
  if (actorId === requesterId) {
    return { ok: false, code: 'SELF_APPROVAL', message: SELF_APPROVAL_MESSAGE };
  }
  if (priorApproverIds.includes(actorId)) {
    return { ok: false, code: 'FOUR_EYES_REQUIRED', message: FOUR_EYES_MESSAGE };
  }
  const approvers = new Set(priorApproverIds.filter((id) => id !== requesterId)).add(actorId);
  if (!needsTwo || approvers.size >= FOUR_EYES_REQUIRED_APPROVALS)
    return { ok: true, action: 'settle' };
  return {
    ok: true,
    action: 'record',
    approvals: approvers.size,
    required: FOUR_EYES_REQUIRED_APPROVALS,
  };
}

/** A rejection needs one admin, but never the requester's own. */
export function mayReject(actorId: string, requesterId: string): ApprovalStep {
  if (actorId === requesterId) {
    return { ok: false, code: 'SELF_APPROVAL', message: SELF_APPROVAL_MESSAGE };
  }
  return { ok: true, action: 'settle' };
}

/**
 * Whether `amountMinor` of `currency` is worth at least the threshold. KES counts as itself; a
 * coin is valued at its KES pair's last trade price (KES minor units per whole coin), and a coin
 * with no price always counts as at or above. Exact: amount × price ÷ 10^8 ≥ threshold is
 * compared as amount × price ≥ threshold × 10^8, so no rounding decides an edge.
 */
export function atOrAboveThreshold(input: {
  currency: string;
  amountMinor: bigint;
  kesPriceMinor: bigint | null;
  thresholdKesMinor: bigint;
}): boolean {
  const { currency, amountMinor, kesPriceMinor, thresholdKesMinor } = input;
  if (currency === FIAT_CURRENCY) return amountMinor >= thresholdKesMinor;
  if (kesPriceMinor === null) return true;
  return amountMinor * kesPriceMinor >= thresholdKesMinor * 10n ** BigInt(COIN_SCALE);
}
