import { errorText } from '@soko/shared';
import type { MfaDisableRequest, MfaEnableResponse, MfaSetupResponse } from '@soko/shared';
import QRCode from 'qrcode';
import type { Database, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { INVALID_CODE_MESSAGE, type LoginThrottle } from '../auth/index.js';
import { startWithdrawalPause } from '../safeguards/index.js';
import type { PasswordHasher } from '../../lib/password.js';
import {
  announceUserChange,
  claimRecoveryCode,
  claimTotpStep,
  disableTotp,
  enableTotp,
  findUserById,
  lockUserById,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  type UserRow,
} from '../users/index.js';
import {
  hashRecoveryCode,
  isTotpFormat,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
} from './totp.js';

function alreadyEnabled() {
  return new AppError('CONFLICT', errorText('mfaAlreadyEnabled'));
}

function invalidCode() {
  return new AppError('INVALID_MFA_CODE', INVALID_CODE_MESSAGE);
}

/** Refuses a wrong current password on its field, wherever one is asked for. */
export async function assertCurrentPassword(
  hasher: PasswordHasher,
  user: UserRow,
  password: string,
): Promise<void> {
  if (await hasher.verify(user.password_hash, password)) return;
  throw new AppError('VALIDATION_ERROR', errorText('currentPasswordIncorrect'), {
    fields: { currentPassword: errorText('currentPasswordIncorrect') },
  });
}

async function requireUserRow(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
  return user;
}

/**
 * Two-factor authentication with TOTP (RFC 6238) and single-use recovery codes. Setup stores a
 * pending secret; enabling confirms it with a first code, which proves the authenticator works
 * before the account depends on it.
 */
export function createMfaService(deps: {
  db: Database;
  clock: Clock;
  throttle: LoginThrottle;
  /** Seals TOTP secrets at rest (users.totp_secret holds only the sealed form). */
  secretBox: SecretBox;
  hasher: PasswordHasher;
}) {
  const { db, clock, throttle, secretBox, hasher } = deps;

  /**
   * Checks a second factor inside the caller's transaction and uses it up: a TOTP code's time
   * step (no replay) or a recovery code (once). False when it is not valid.
   */
  async function useSecondFactor(tx: Tx, user: UserRow, code: string): Promise<boolean> {
    if (!user.totp_secret || !user.totp_enabled_at) return false;
    if (isTotpFormat(code)) {
      const step = matchTotpStep(secretBox.open(user.totp_secret), code, clock.now());
      return step !== null && claimTotpStep(tx, user.id, step);
    }
    return claimRecoveryCode(tx, user.id, hashRecoveryCode(code), clock.now());
  }

  async function setup(userId: string): Promise<MfaSetupResponse> {
    const user = await requireUserRow(db, userId);
    if (user.totp_enabled_at) throw alreadyEnabled();
    const secret = newTotpSecret();
    const stored = await db.transaction((tx) =>
      setPendingTotpSecret(tx, user.id, secretBox.seal(secret), clock.now()),
    );
    if (!stored) throw alreadyEnabled();
    const url = otpauthUrl(secret, user.email);
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
    const qrCodeDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return { otpauthUrl: url, secret, qrCodeDataUrl };
  }

  async function enable(userId: string, code: string): Promise<MfaEnableResponse> {
    const user = await requireUserRow(db, userId);
    if (user.totp_enabled_at) throw alreadyEnabled();
    if (!user.totp_secret) {
      throw new AppError('CONFLICT', errorText('mfaSetupFirst'));
    }
    const step = matchTotpStep(secretBox.open(user.totp_secret), code, clock.now());
    if (step === null) throw invalidCode();
    // The sealed form as read: enabling matches on it, so a setup restarted meanwhile is noticed.
    const secret = user.totp_secret;
    const recoveryCodes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      // A setup started in another tab after this code was read would change the secret.
      if (!(await enableTotp(tx, user.id, secret, step, clock.now()))) {
        throw new AppError('CONFLICT', errorText('mfaSetupChanged'));
      }
      await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
      announceUserChange(tx, user.id);
    });
    return { recoveryCodes };
  }

  /**
   * Needs the current password and a current code (or a recovery code), so a stolen session
   * alone cannot strip the second factor; wrong ones count against the login limit.
   */
  async function disable(userId: string, input: MfaDisableRequest, ip: string): Promise<void> {
    const user = await requireUserRow(db, userId);
    if (!user.totp_enabled_at) {
      throw new AppError('CONFLICT', errorText('mfaNotEnabled'));
    }
    const attempt = await throttle.begin(user.email, ip);
    await assertCurrentPassword(hasher, user, input.currentPassword);
    const accepted = await db.transaction(async (tx) => {
      const locked = await lockUserById(tx, user.id);
      if (!locked || !(await useSecondFactor(tx, locked, input.code))) return false;
      await disableTotp(tx, user.id, clock.now());
      // Without the second factor a stolen password is enough: withdrawals wait (decisions.md 23).
      await startWithdrawalPause(tx, user.id, 'mfa_disabled', clock.now());
      announceUserChange(tx, user.id);
      return true;
    });
    if (!accepted) throw invalidCode();
    await attempt.release();
  }

  return { setup, enable, disable, useSecondFactor };
}

export type MfaService = ReturnType<typeof createMfaService>;
