import { randomInt } from 'node:crypto';
import { formatPhone, normaliseKenyanPhone, errorText, type ErrorText } from '@soko/shared';
import type { Database, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { secretsEqual, sha256Hex } from '../../lib/secret-tokens.js';
import type { SmsConfig } from '../../sms-config.js';
import { markPhoneVerified } from './kyc-tiers.js';
import {
  consumeVerification,
  insertPhoneVerification,
  insertSms,
  lockOpenVerification,
  lockProfile,
  markSms,
  recentVerifications,
  recordAttempt,
  updateProfile,
} from './kyc.repository.js';
import type { SmsProvider } from './sms/sms-provider.js';

export interface PhoneVerificationDeps {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  config: SmsConfig;
}

const MINUTE_MS = 60_000;

/** The code is stored only as SHA-256 of "row id:code" (the id salts it). */
function hashCode(id: string, code: string) {
  return sha256Hex(`${id}:${code}`);
}

async function phoneTakenElsewhere(tx: Tx, userId: string, phone: string) {
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM kyc_profiles
      WHERE phone = $1 AND phone_verified_at IS NOT NULL AND user_id <> $2 LIMIT 1`,
    [phone, userId],
  );
  return rows.length > 0;
}

/** Resend throttle: one code per resendSeconds, at most maxPerHour an hour. */
async function checkThrottle(tx: Tx, deps: PhoneVerificationDeps, userId: string, at: Date) {
  const recent = await recentVerifications(tx, userId, new Date(at.getTime() - 60 * MINUTE_MS));
  const last = recent[0];
  if (last) {
    const waitMs = last.created_at.getTime() + deps.config.resendSeconds * 1000 - at.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', errorText('waitForCode', { seconds }), {
        retryAfterSeconds: seconds,
      });
    }
  }
  if (recent.length >= deps.config.maxPerHour) {
    throw new AppError('RATE_LIMITED', errorText('tooManyCodes'), {
      retryAfterSeconds: 3600,
    });
  }
}

/** POST /api/kyc/phone: records the number and a new code, then texts it (after commit). */
export async function startPhoneVerification(
  deps: PhoneVerificationDeps,
  userId: string,
  phoneInput: string,
) {
  const phone = normaliseKenyanPhone(phoneInput);
  if (!phone.ok) {
    throw new AppError('VALIDATION_ERROR', phone.message, { fields: { phone: phone.message } });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const smsId = newId('sms');
  const ttl = deps.config.codeTtlMinutes;
  const text = (shown: string) =>
    `Your Soko verification code is ${shown}. It expires in ${ttl} minutes. Never share it.`;
  const expiresAt = await deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const profile = await lockProfile(tx, userId, at);
    if (profile.phone_verified_at) {
      throw new AppError('CONFLICT', errorText('phoneAlreadyVerified'));
    }
    if (await phoneTakenElsewhere(tx, userId, phone.phone)) {
      throw new AppError('CONFLICT', errorText('phoneTakenElsewhere'), {
        fields: { phone: errorText('phoneTakenElsewhere') },
      });
    }
    await checkThrottle(tx, deps, userId, at);
    const id = newId('phv');
    const expires = new Date(at.getTime() + ttl * MINUTE_MS);
    await insertPhoneVerification(tx, {
      id,
      userId,
      phone: phone.phone,
      codeHash: hashCode(id, code),
      expiresAt: expires,
      at,
    });
    await updateProfile(tx, userId, {
      tier: profile.tier,
      phone: phone.phone,
      phoneVerifiedAt: null,
      at,
    });
    // Only the simulator's outbox keeps the code; a real provider's row never does.
    const kept = deps.sms.name === 'simulator' ? code : '••••••';
    await insertSms(tx, { id: smsId, to: phone.phone, body: text(kept), transport: deps.sms.name });
    return expires;
  });
  const result = await deps.sms.send({ to: phone.phone, text: text(code) });
  await markSms(deps.db, smsId, {
    providerMessageId: result.kind === 'sent' ? result.providerMessageId : null,
    error: result.kind === 'failed' ? result.error : null,
    at: deps.clock.now(),
  });
  if (result.kind === 'failed') {
    throw new AppError('PROVIDER_ERROR', errorText('smsFailed'));
  }
  return { phone: formatPhone(phone.phone), codeExpiresAt: expiresAt.toISOString() };
}

type ConfirmOutcome = { ok: true } | ({ ok: false } & ErrorText);

async function confirmInTx(
  tx: Tx,
  deps: PhoneVerificationDeps,
  userId: string,
  code: string,
): Promise<ConfirmOutcome> {
  const at = deps.clock.now();
  const profile = await lockProfile(tx, userId, at);
  if (profile.phone_verified_at) return { ok: true };
  const open = await lockOpenVerification(tx, userId);
  if (!open || open.phone !== profile.phone) {
    return { ok: false, ...errorText('noCodeWaiting') };
  }
  if (open.expires_at.getTime() <= at.getTime()) {
    await consumeVerification(tx, open.id, at);
    return { ok: false, ...errorText('codeExpired') };
  }
  if (!secretsEqual(open.code_hash, hashCode(open.id, code))) {
    const left = deps.config.codeMaxAttempts - open.attempts - 1;
    // The last allowed wrong guess uses the code up: a new one must be asked for.
    await recordAttempt(tx, open.id, left <= 0 ? at : null);
    return left <= 0
      ? { ok: false, ...errorText('tooManyWrongCodes') }
      : {
          ok: false,
          ...(left === 1
            ? errorText('wrongCodeOneTryLeft')
            : errorText('wrongCodeTriesLeft', { left })),
        };
  }
  await consumeVerification(tx, open.id, at);
  await markPhoneVerified(tx, profile, 'sms', at);
  return { ok: true };
}

/**
 * POST /api/kyc/phone/confirm. A wrong guess is committed (it counts) before the error is
 * answered, so the attempts limit cannot be dodged by the rollback an error would cause.
 */
export async function confirmPhone(deps: PhoneVerificationDeps, userId: string, code: string) {
  const outcome = await deps.db.transaction((tx) => confirmInTx(tx, deps, userId, code));
  if (!outcome.ok) {
    throw new AppError('INVALID_TOKEN', outcome, { fields: { code: outcome } });
  }
}
