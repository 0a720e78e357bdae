import { userChannel, type KycTier } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import {
  insertTierHistory,
  lockProfile,
  updateProfile,
  type KycProfileRow,
  type TierSource,
} from './kyc.repository.js';

/**
 * Every tier change goes through here, on a locked profile: the row, its history line and the
 * trader's realtime "account" refresh, in the caller's transaction.
 */
export async function changeTier(
  tx: Tx,
  profile: KycProfileRow,
  change: {
    tier: KycTier;
    source: TierSource;
    reason: string | null;
    actorUserId: string | null;
    phoneVerifiedAt?: Date | null;
    at: Date;
  },
) {
  const phoneVerifiedAt =
    change.phoneVerifiedAt === undefined ? profile.phone_verified_at : change.phoneVerifiedAt;
  await updateProfile(tx, profile.user_id, {
    tier: change.tier,
    phone: profile.phone,
    phoneVerifiedAt,
    at: change.at,
  });
  if (change.tier !== profile.tier) {
    await insertTierHistory(tx, {
      userId: profile.user_id,
      fromTier: profile.tier,
      toTier: change.tier,
      source: change.source,
      reason: change.reason,
      actorUserId: change.actorUserId,
      at: change.at,
    });
  }
  publishOnCommit(tx, userChannel(profile.user_id), ['account']);
}

/** A verified phone: the phone is marked verified and a tier-0 trader reaches tier 1. */
export async function markPhoneVerified(
  tx: Tx,
  profile: KycProfileRow,
  source: 'sms' | 'mpesa_deposit',
  at: Date,
) {
  const reason =
    source === 'sms' ? 'Phone verified by SMS code' : 'Phone verified by an M-Pesa deposit';
  await changeTier(tx, profile, {
    tier: profile.tier === 0 ? 1 : profile.tier,
    source,
    reason,
    actorUserId: null,
    phoneVerifiedAt: at,
    at,
  });
}

/**
 * The M-Pesa hook (decisions.md 22): a completed deposit from the number a trader entered for
 * verification proves they hold it. Called by the payments settlement inside its transaction,
 * after the payment row's lock (business rows first, then this profile: the global order).
 */
export async function verifyPhoneByDeposit(
  tx: Tx,
  deposit: { userId: string; phone: string; at: Date },
): Promise<boolean> {
  const profile = await lockProfile(tx, deposit.userId, deposit.at);
  if (profile.phone !== deposit.phone || profile.phone_verified_at) return false;
  await markPhoneVerified(tx, profile, 'mpesa_deposit', deposit.at);
  return true;
}

/** The demo seed's established traders: a tier given with "demo data" as the reason. */
export async function seedTier(tx: Tx, userId: string, tier: KycTier, at: Date) {
  const profile = await lockProfile(tx, userId, at);
  await changeTier(tx, profile, {
    tier,
    source: 'admin',
    reason: 'Demo account (seeded)',
    actorUserId: null,
    at,
  });
}
