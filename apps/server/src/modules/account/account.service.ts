import type { ChangePasswordRequest, SessionUser, UpdateProfileRequest } from '@soko/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  assertNamesAvailable,
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
  setUserPassword,
  updateUserProfile,
  type UserRow,
} from '../users/index.js';
import { adminMfaRequiredFor } from '../settings/index.js';
import type { PasswordHasher } from '../../lib/password.js';
import type { RequestAuth } from '../../lib/guards.js';

async function loadUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  return user;
}

export function createAccountService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'requireAdminMfa'>;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  authMail: AuthMail;
}) {
  const { db, clock, config, hasher, throttle, authMail } = deps;

  /**
   * A new address (ignoring case) is unverified until its link is followed, the old address is
   * told of the change, and links sent to the old address stop working.
   */
  async function updateProfile(userId: string, input: UpdateProfileRequest): Promise<SessionUser> {
    await assertNamesAvailable(db, input, userId);
    const { updated, mails } = await db
      .transaction(async (tx) => {
        const before = await lockUserById(tx, userId);
        if (!before) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
        const emailChanged = before.email.toLowerCase() !== input.email.toLowerCase();
        const now = clock.now();
        const row = await updateUserProfile(tx, userId, { ...input, emailChanged, now });
        if (!row) throw new Error('profile update matched no row');
        if (row.username !== before.username || row.email !== before.email) {
          announceUserChange(tx, userId);
        }
        if (!emailChanged) return { updated: row, mails: [] };
        await retireEmailTokens(tx, userId, 'reset_password', now);
        const verification = await authMail.issueLink(tx, 'verify_email', row);
        const notice = authMail.emailChangedNotice(row, before.email, row.email);
        return { updated: row, mails: [verification, notice] };
      })
      .catch((error: unknown) => {
        throw nameTakenError(error);
      });
    mails.forEach((mail) => authMail.deliver(mail));
    return toSessionUser(updated, await adminMfaRequiredFor(db, config, updated));
  }

  /**
   * Verifies the current password on the server (wrong guesses count against the same limit as
   * sign-in), then ends every other session: a thief who had a cookie is out.
   */
  async function changePassword(
    auth: RequestAuth,
    input: ChangePasswordRequest,
    ip: string,
  ): Promise<void> {
    const user = await loadUser(db, auth.user.id);
    const attempt = await throttle.begin(user.email, ip);
    if (!(await hasher.verify(user.password_hash, input.currentPassword))) {
      throw new AppError('VALIDATION_ERROR', 'Current password is incorrect', {
        fields: { currentPassword: 'Current password is incorrect' },
      });
    }
    await attempt.release();
    const passwordHash = await hasher.hash(input.newPassword);
    await db.transaction(async (tx) => {
      await setUserPassword(tx, user.id, passwordHash);
      await deleteUserSessions(tx, user.id, auth.session.id);
    });
  }

  return { updateProfile, changePassword };
}

export type AccountService = ReturnType<typeof createAccountService>;
