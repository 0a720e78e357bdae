/**
 * The in-transaction rules every withdrawal (crypto and M-Pesa) passes before money is held, and
 * the pause other modules start in the same transaction as a security change (decisions.md 23).
 * The caller has locked the user's row, so a password change, a switch of "only to saved
 * addresses" or a new saved address either commits before this reads or waits for it.
 */
import { errorText, type ErrorText, type WithdrawalPauseReason } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { formatNairobiMoment } from '../../domain/deposit-window.js';
import { AppError } from '../../lib/app-error.js';
import { findUserById, type UserRow } from '../users/index.js';
import { getSettings } from '../settings/index.js';
import {
  findCurrentPause,
  findPreferences,
  findSavedAddress,
  insertPause,
  type PreferencesRow,
} from './safeguards.repository.js';

const HOUR_MS = 3_600_000;

/** Account's MFA service, handed in by the composition root (it is built above this module). */
export interface SecondFactorCheck {
  useSecondFactor(tx: Tx, user: UserRow, code: string): Promise<boolean>;
}

export type WithdrawalDestination =
  { kind: 'crypto'; currency: string; address: string } | { kind: 'mpesa' };

export const TOTP_REQUIRED_MESSAGE =
  'Enter the 6-digit code from your authenticator app to confirm this withdrawal.';
export const TOTP_INVALID_MESSAGE =
  'That code is not valid. Enter the current 6-digit code from your authenticator app.';

const PAUSE_KEYS = {
  password_change: 'pausedPasswordChange',
  password_reset: 'pausedPasswordReset',
  email_change: 'pausedEmailChange',
  mfa_disabled: 'pausedMfaDisabled',
} as const satisfies Record<WithdrawalPauseReason, string>;

/** The pause's refusal by key: a sentence per reason, with the Nairobi time it ends. */
export function pauseText(reason: WithdrawalPauseReason, endsAt: Date): ErrorText {
  return errorText(PAUSE_KEYS[reason], { resumesAt: formatNairobiMoment(endsAt) });
}

export function pauseMessage(reason: WithdrawalPauseReason, endsAt: Date): string {
  return pauseText(reason, endsAt).message;
}

export async function cooldownMs(q: Queryable): Promise<number> {
  return (await getSettings(q)).withdrawal_cooldown_hours * HOUR_MS;
}

/**
 * Pauses the user's withdrawals for the cool-down, inside the caller's transaction (the one that
 * changes the password, the email or two-factor). Answers when it ends; null when the admin has
 * set the cool-down to 0.
 */
export async function startWithdrawalPause(
  tx: Tx,
  userId: string,
  reason: WithdrawalPauseReason,
  at: Date,
): Promise<Date | null> {
  const ms = await cooldownMs(tx);
  if (ms <= 0) return null;
  const endsAt = new Date(at.getTime() + ms);
  await insertPause(tx, { userId, reason, at, endsAt });
  return endsAt;
}

/** "Only to saved addresses" is in force at `now` (a switch-off waits out its cool-down). */
export function savedOnlyInForce(prefs: PreferencesRow | undefined, now: Date): boolean {
  if (!prefs?.saved_addresses_only) return false;
  return !prefs.saved_only_ends_at || prefs.saved_only_ends_at.getTime() > now.getTime();
}

async function assertSavedAddress(
  tx: Tx,
  userId: string,
  destination: { currency: string; address: string },
  at: Date,
) {
  const saved = await findSavedAddress(tx, { userId, ...destination });
  if (!saved) {
    throw new AppError(
      'ADDRESS_NOT_SAVED',
      'You allow withdrawals only to saved addresses. Save this address in your address book ' +
        'first (Settings → Withdrawal addresses).',
      { fields: { address: errorText('notInAddressBook') } },
    );
  }
  if (saved.usable_from.getTime() > at.getTime()) {
    const from = formatNairobiMoment(saved.usable_from);
    throw new AppError(
      'ADDRESS_NOT_YET_USABLE',
      errorText('addressNotYetUsable', { label: saved.label, from }),
      { fields: { address: errorText('usableFrom', { from }) } },
    );
  }
}

/**
 * Refuses a withdrawal the safeguards forbid, in precedence order: WITHDRAWALS_PAUSED →
 * ADDRESS_NOT_SAVED / ADDRESS_NOT_YET_USABLE (crypto, with "only to saved addresses") →
 * MFA_CODE_REQUIRED / INVALID_MFA_CODE (two-factor on). The code's time step is used up in this
 * transaction, so it rolls back with a withdrawal refused later (the trader may retry with it).
 */
export async function assertWithdrawalAllowed(
  tx: Tx,
  input: {
    userId: string;
    destination: WithdrawalDestination;
    totpCode: string | undefined;
    at: Date;
  },
  secondFactor: SecondFactorCheck,
): Promise<void> {
  const { userId, destination, at } = input;
  const pause = await findCurrentPause(tx, userId, at);
  if (pause) throw new AppError('WITHDRAWALS_PAUSED', pauseText(pause.reason, pause.ends_at));
  if (destination.kind === 'crypto' && savedOnlyInForce(await findPreferences(tx, userId), at)) {
    await assertSavedAddress(tx, userId, destination, at);
  }
  const user = await findUserById(tx, userId);
  if (!user?.totp_enabled_at) return;
  if (!input.totpCode) {
    throw new AppError('MFA_CODE_REQUIRED', TOTP_REQUIRED_MESSAGE, {
      fields: { totpCode: TOTP_REQUIRED_MESSAGE },
    });
  }
  if (!(await secondFactor.useSecondFactor(tx, user, input.totpCode))) {
    throw new AppError('INVALID_MFA_CODE', TOTP_INVALID_MESSAGE, {
      fields: { totpCode: TOTP_INVALID_MESSAGE },
    });
  }
}
