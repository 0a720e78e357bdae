/**
 * Holds, after TigerBeetle's pending transfers: a hold moves money from a user's available
 * account to their held account (pending); posting sends some or all of it onward (a fill, a
 * settled withdrawal); voiding returns what remains. A hold is finished once nothing remains
 * (posted) or the rest went back (voided), and a finished hold never moves again.
 */
export type HoldStatus = 'pending' | 'posted' | 'voided';

export interface HoldState {
  id: string;
  status: HoldStatus;
  amountMinor: bigint;
  remainingMinor: bigint;
}

export interface HoldChange {
  remainingAfterMinor: bigint;
  statusAfter: HoldStatus;
}

function assertPending(hold: HoldState): void {
  if (hold.status !== 'pending') {
    // Callers check the business row's status first (ALREADY_PROCESSED), so reaching a finished
    // hold means two code paths disagree: fail loudly rather than move money twice.
    throw new Error(`hold ${hold.id} is already ${hold.status}`);
  }
}

/** Posts `amountMinor` of a pending hold (in full or in part). */
export function postHold(hold: HoldState, amountMinor: bigint): HoldChange {
  assertPending(hold);
  if (amountMinor <= 0n) throw new RangeError(`post amount must be positive: ${amountMinor}`);
  if (amountMinor > hold.remainingMinor) {
    throw new RangeError(
      `post of ${amountMinor} exceeds what hold ${hold.id} still holds (${hold.remainingMinor})`,
    );
  }
  const remainingAfterMinor = hold.remainingMinor - amountMinor;
  return { remainingAfterMinor, statusAfter: remainingAfterMinor === 0n ? 'posted' : 'pending' };
}

/** Voids a pending hold: its whole remainder goes back to the available account. */
export function voidHold(hold: HoldState): HoldChange & { releasedMinor: bigint } {
  assertPending(hold);
  return { remainingAfterMinor: 0n, statusAfter: 'voided', releasedMinor: hold.remainingMinor };
}
