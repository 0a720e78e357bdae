import { errorText } from '@soko/shared';
import type { Language } from '@soko/shared';
import type { LoginRequest, RegisterRequest, SessionUser } from '@soko/shared';
import { passwordWeakness } from '@soko/shared/password-strength';
import type { Config } from '../../config.js';
import { isUniqueViolation, type Database, type Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  announceNewUser,
  toSessionUser,
  EMAIL_UNIQUE_INDEX,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  lockUserById,
  USERNAME_UNIQUE_INDEX,
  type UserRow,
} from '../users/index.js';
import { adminMfaRequiredFor } from '../settings/index.js';
import type { AuthMail } from './auth-mail.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from '../../lib/password.js';
import { countRegistrationAttempt } from './registration-limits.js';
import type { SessionsService, StartedSession } from './sessions.service.js';

export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const INVALID_CODE_MESSAGE =
  'The code is not valid. Check your authenticator app and try again.';

/**
 * The second factor as login needs it. Account's MFA service provides it, passed in by the
 * composition root: account builds on auth, so auth names the need instead of importing it.
 */
export interface SecondFactor {
  useSecondFactor(tx: Tx, user: UserRow, code: string): Promise<boolean>;
}

/** Where a request came from, as the routes see it. */
export interface RequestContext {
  ip: string;
  /** The session the request carried, replaced at sign-in (session fixation). */
  sessionId: string | undefined;
  /** The language the visitor reads in (cookie, else Accept-Language): a new account keeps it. */
  language?: Language;
}

export type SignedIn = { user: SessionUser; session: StartedSession };
export type LoginOutcome = SignedIn | { mfaRequired: true };

/** Checks both names up front for a friendly answer; the unique indexes still decide races. */
/**
 * Refuses a common or easily guessed password (zxcvbn-ts and its common-password dictionary) on
 * the field that carried it; the account's own names count as known words.
 */
export function assertStrongPassword(
  password: string,
  field: string,
  userInputs: string[] = [],
): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw new AppError('VALIDATION_ERROR', weakness, { fields: { [field]: weakness } });
}

export async function assertNamesAvailable(
  db: Database,
  names: { username: string; email: string },
  exceptUserId?: string,
) {
  const byUsername = await findUserByUsername(db, names.username);
  if (byUsername && byUsername.id !== exceptUserId) {
    throw new AppError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
  }
  const byEmail = await findUserByEmail(db, names.email);
  if (byEmail && byEmail.id !== exceptUserId) {
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  }
}

/** Maps a lost race on the unique indexes to the same answer as the up-front check. */
export function nameTakenError(error: unknown): unknown {
  if (isUniqueViolation(error, USERNAME_UNIQUE_INDEX)) {
    return new AppError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
  }
  if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) {
    return new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  }
  return error;
}

/** A registered account's row; the admins' user list and user count hear of it at commit. */
async function insertNewUser(tx: Tx, input: Parameters<typeof insertUser>[1]) {
  const row = await insertUser(tx, input);
  announceNewUser(tx);
  return row;
}

/**
 * Checks a password against an account that may not exist. Unknown emails still cost one argon2
 * verification (against a throwaway hash), so response time does not reveal which emails exist.
 */
function createPasswordCheck(hasher: PasswordHasher) {
  let dummyHash: Promise<string> | undefined;
  return async (user: UserRow | undefined, password: string): Promise<boolean> => {
    dummyHash ??= hasher.hash('not-a-real-password-only-spends-time');
    const ok = await hasher.verify(user?.password_hash ?? (await dummyHash), password);
    return user !== undefined && ok;
  };
}

interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'requireAdminMfa' | 'registerMaxPerIpPerHour' | 'registerMaxPerHour'>;
  hasher: PasswordHasher;
  sessions: SessionsService;
  throttle: LoginThrottle;
  mfa: SecondFactor;
  authMail: AuthMail;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, config, hasher, sessions, throttle, mfa, authMail } = deps;
  const verifyPassword = createPasswordCheck(hasher);

  async function register(input: RegisterRequest, context: RequestContext): Promise<SignedIn> {
    await countRegistrationAttempt(db, config, context.ip);
    assertStrongPassword(input.password, 'password', [input.username, input.email]);
    await assertNamesAvailable(db, input);
    const passwordHash = await hasher.hash(input.password);
    const { user, session, mail } = await db
      .transaction(async (tx) => {
        const row = await insertNewUser(tx, {
          ...input,
          passwordHash,
          createdAt: clock.now(),
          ...(context.language ? { language: context.language } : {}),
        });
        const started = await sessions.start(tx, row, {
          remember: false,
          replacesSessionId: context.sessionId,
        });
        return {
          user: row,
          session: started,
          mail: await authMail.issueLink(tx, 'verify_email', row),
        };
      })
      .catch((error: unknown) => {
        throw nameTakenError(error);
      });
    authMail.deliver(mail);
    return { user: toSessionUser(user, await adminMfaRequiredFor(db, config, user)), session };
  }

  /**
   * Precedence: RATE_LIMITED, then INVALID_CREDENTIALS (unknown email or wrong password, one
   * answer for both), then ACCOUNT_SUSPENDED (only once the password is right, so suspension is
   * not revealed to guessers), then the second factor: mfaRequired, or INVALID_MFA_CODE.
   */
  async function login(input: LoginRequest, context: RequestContext): Promise<LoginOutcome> {
    const attempt = await throttle.begin(input.email, context.ip);
    const user = await findUserByEmail(db, input.email);
    if (!(await verifyPassword(user, input.password)) || !user) {
      throw new AppError('INVALID_CREDENTIALS', errorText('invalidCredentials'));
    }
    if (user.status === 'suspended') {
      await attempt.release();
      throw new AppError('ACCOUNT_SUSPENDED', errorText('accountSuspendedContactSupport'));
    }
    if (user.totp_enabled_at && !input.code) {
      await attempt.release();
      return { mfaRequired: true };
    }
    const session = await db.transaction(async (tx) => {
      const locked = await lockUserById(tx, user.id);
      if (!locked) throw new AppError('INVALID_CREDENTIALS', errorText('invalidCredentials'));
      if (locked.totp_enabled_at && !(await mfa.useSecondFactor(tx, locked, input.code ?? ''))) {
        throw new AppError('INVALID_MFA_CODE', INVALID_CODE_MESSAGE);
      }
      return sessions.start(tx, locked, {
        remember: input.remember ?? false,
        replacesSessionId: context.sessionId,
      });
    });
    await attempt.succeeded();
    return { user: toSessionUser(user, await adminMfaRequiredFor(db, config, user)), session };
  }

  /** The account as a session answer shows it, read now; undefined if it is gone. */
  async function sessionUser(userId: string): Promise<SessionUser | undefined> {
    const row = await findUserById(db, userId);
    return row && toSessionUser(row, await adminMfaRequiredFor(db, config, row));
  }

  async function logout(sessionId: string | undefined): Promise<void> {
    if (sessionId) await sessions.end(sessionId);
  }

  return { register, login, sessionUser, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
