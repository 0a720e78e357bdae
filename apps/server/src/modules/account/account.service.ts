import { errorText } from '@soko/shared';
import type {
  ChangePasswordRequest,
  Language,
  SessionUser,
  UpdateProfileRequest,
} from '@soko/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertCurrentPassword, type MfaService } from './mfa.service.js';
import {
  INVALID_CODE_MESSAGE,
  assertNamesAvailable,
  assertStrongPassword,
  nameTakenError,
  retireEmailTokens,
  deleteUserSessions,
  type AuthMail,
  type LoginThrottle,
} from '../auth/index.js';
import {
  announceUserChange,
  toSessionUser,
  findUserById,
  lockUserById,
  setUserLanguage,
  setUserPassword,
  updateUserProfile,
  type UserRow,
} from '../users/index.js';
import { adminMfaRequiredFor } from '../settings/index.js';
import { startWithdrawalPause } from '../safeguards/index.js';
import type { PasswordHasher } from '../../lib/password.js';
import type { RequestAuth } from '../../lib/guards.js';

async function loadUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
  return user;
}

/** What a new email needs beyond the session, named per field so the form can point at it. */
function missingProofError(user: UserRow, input: UpdateProfileRequest): AppError | null {
  const fields: Record<string, string> = {};
  if (!input.currentPassword) {
    fields.currentPassword = 'Enter your current password to change your email';
  }
  if (user.totp_enabled_at && !input.code) {
    fields.code = 'Enter the code from your authenticator app to change your email';
  }
  const [first] = Object.values(fields);
  return first ? new AppError('VALIDATION_ERROR', first, { fields }) : null;
}

/**
 * A new email proves the person is the owner, not only someone holding the session: the current
 * password (wrong ones count against the sign-in limit) and, with two-factor on, a code (checked
 * in the transaction). Answers the attempt to release once the change is made; null for a rename.
 */
async function proveOwnerForEmail(
  deps: { hasher: PasswordHasher; throttle: LoginThrottle },
  user: UserRow,
  input: UpdateProfileRequest,
  ip: string,
) {
  if (user.email.toLowerCase() === input.email.toLowerCase()) return null;
  const missing = missingProofError(user, input);
  if (missing) throw missing;
  const attempt = await deps.throttle.begin(user.email, ip);
  await assertCurrentPassword(deps.hasher, user, input.currentPassword ?? '');
  return attempt;
}

export function createAccountService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'requireAdminMfa'>;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  authMail: AuthMail;
  mfa: Pick<MfaService, 'useSecondFactor'>;
}) {
  const { db, clock, config, hasher, throttle, authMail, mfa } = deps;

  /**
   * A new address (ignoring case) is unverified until its link is followed, the old address is
   * told of the change, and links sent to the old address stop working.
   */
  async function updateProfile(
    userId: string,
    input: UpdateProfileRequest,
    ip: string,
  ): Promise<SessionUser> {
    await assertNamesAvailable(db, input, userId);
    const user = await loadUser(db, userId);
    const attempt = await proveOwnerForEmail({ hasher, throttle }, user, input, ip);
    const { updated, mails } = await db
      .transaction(async (tx) => {
        const before = await lockUserById(tx, userId);
        if (!before) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
        const emailChanged = before.email.toLowerCase() !== input.email.toLowerCase();
        if (emailChanged && before.totp_enabled_at) {
          if (!attempt || !(await mfa.useSecondFactor(tx, before, input.code ?? ''))) {
            throw new AppError('INVALID_MFA_CODE', INVALID_CODE_MESSAGE, {
              fields: { code: INVALID_CODE_MESSAGE },
            });
          }
        }
        const now = clock.now();
        const row = await updateUserProfile(tx, userId, { ...input, emailChanged, now });
        if (!row) throw new Error('profile update matched no row');
        if (row.username !== before.username || row.email !== before.email) {
          announceUserChange(tx, userId);
        }
        if (!emailChanged) return { updated: row, mails: [] };
        // Whoever changed the address may not be the owner: withdrawals wait (decisions.md 23).
        await startWithdrawalPause(tx, userId, 'email_change', now);
        await retireEmailTokens(tx, userId, 'reset_password', now);
        const verification = await authMail.issueLink(tx, 'verify_email', row);
        const notice = authMail.emailChangedNotice(row, before.email, row.email);
        return { updated: row, mails: [verification, notice] };
      })
      .catch((error: unknown) => {
        throw nameTakenError(error);
      });
    await attempt?.release();
    mails.forEach((mail) => authMail.deliver(mail));
    return toSessionUser(updated, await adminMfaRequiredFor(db, config, updated));
  }

  /**
   * Verifies the current password on the server (wrong guesses count against the same limit as
   * sign-in), then ends every other session: a thief who had a cookie is out. Withdrawals pause
   * for the cool-down in the same transaction.
   */
  async function changePassword(
    auth: RequestAuth,
    input: ChangePasswordRequest,
    ip: string,
  ): Promise<void> {
    const user = await loadUser(db, auth.user.id);
    assertStrongPassword(input.newPassword, 'newPassword', [user.username, user.email]);
    const attempt = await throttle.begin(user.email, ip);
    await assertCurrentPassword(hasher, user, input.currentPassword);
    await attempt.release();
    const passwordHash = await hasher.hash(input.newPassword);
    await db.transaction(async (tx) => {
      await setUserPassword(tx, user.id, passwordHash);
      await deleteUserSessions(tx, user.id, auth.session.id);
      // A new password may be a thief's: withdrawals wait out the cool-down (decisions.md 23).
      await startWithdrawalPause(tx, user.id, 'password_change', clock.now());
    });
  }

  /** Keeps the trader's language on the account: screens, emails and statements follow it. */
  async function setLanguage(userId: string, language: Language): Promise<SessionUser> {
    const updated = await db.transaction((tx) =>
      setUserLanguage(tx, userId, language, clock.now()),
    );
    if (!updated) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
    return toSessionUser(updated, await adminMfaRequiredFor(db, config, updated));
  }

  return { updateProfile, changePassword, setLanguage };
}

export type AccountService = ReturnType<typeof createAccountService>;
