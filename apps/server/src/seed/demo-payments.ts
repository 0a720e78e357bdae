import { DEFAULT_MPESA_MAX_KES } from '@soko/shared';
import type { Tx } from '../db/database.js';
import { recordCompletedDeposit } from '../modules/payments/index.js';

/** The demo traders' M-Pesa number: 0 as the last digit is "completed" in the simulator's table. */
export const DEMO_MPESA_PHONE = '254700000100';

/** Only a completed payment is seeded, so these timings never come into play; they are the defaults. */
const SEED_TIMING = { timeoutSeconds: 120, reconcileWindowMinutes: 30, reconcileAfterSeconds: 60 };

/**
 * A demo trader's opening KES, as completed simulated M-Pesa deposits credited through the same
 * settlement as a live callback. M-Pesa caps one payment (KES 150,000 by default), so a larger
 * balance arrives as several top-ups. Returns how many payments it took.
 */
export async function seedMpesaDeposits(
  tx: Tx,
  userId: string,
  amountMinor: bigint,
  at: Date,
): Promise<number> {
  if (amountMinor % 100n !== 0n) throw new Error('demo M-Pesa deposits are whole shillings');
  const capMinor = BigInt(DEFAULT_MPESA_MAX_KES) * 100n;
  let left = amountMinor;
  let payments = 0;
  while (left > 0n) {
    const chunk = left > capMinor ? capMinor : left;
    await recordCompletedDeposit(tx, {
      userId,
      amountMinor: chunk,
      phone: DEMO_MPESA_PHONE,
      timing: SEED_TIMING,
      at,
    });
    left -= chunk;
    payments += 1;
  }
  return payments;
}
