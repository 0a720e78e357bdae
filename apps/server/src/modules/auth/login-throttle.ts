import { errorText } from '@soko/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import {
  clearAccountFailures,
  countRecentFailures,
  deleteFailuresBefore,
  deleteLoginFailure,
  insertLoginFailure,
  limitingFailureTime,
  lockThrottleKeys,
} from './login-throttle.repository.js';

/** One password or code check in progress. Doing nothing with it leaves it counted as a failure. */
export interface ThrottledAttempt {
  /** The caller proved who they are: uncount this attempt and clear the account's count. */
  succeeded(): Promise<void>;
  /** Neither success nor failure (a right password awaiting its second factor, say): uncount it. */
  release(): Promise<void>;
}

type ThrottleConfig = Pick<
  Config,
  'loginMaxFailuresPerAccount' | 'loginMaxFailuresPerIp' | 'loginWindowMinutes'
>;

/**
 * Limits guessing: at most N failures per account and M per IP address within a sliding window.
 * The counters are rows in PostgreSQL so every server instance sees the same ones.
 *
 * An attempt is recorded as a failure before the password is even checked, and uncounted only
 * when it turns out not to be one. Counting and recording happen under advisory locks on the
 * account and the IP, so parallel requests get exactly N guesses, never more. A refused attempt
 * records nothing, so hammering a blocked account does not push its unblocking further away.
 */
export function createLoginThrottle(deps: { db: Database; clock: Clock; config: ThrottleConfig }) {
  const { db, clock, config } = deps;
  const windowMs = config.loginWindowMinutes * 60_000;

  async function retryAfterSeconds(key: { accountKey: string; ip: string }, now: Date) {
    const since = new Date(now.getTime() - windowMs);
    const [byAccount, byIp] = await Promise.all([
      limitingFailureTime(
        db,
        { accountKey: key.accountKey },
        since,
        config.loginMaxFailuresPerAccount,
      ),
      limitingFailureTime(db, { ip: key.ip }, since, config.loginMaxFailuresPerIp),
    ]);
    const unblockMs = Math.max(byAccount?.getTime() ?? 0, byIp?.getTime() ?? 0) + windowMs;
    return Math.max(1, Math.ceil((unblockMs - now.getTime()) / 1000));
  }

  /** Records the attempt unless the account or the IP is already at its limit. */
  function reserve(key: { accountKey: string; ip: string }, id: string, now: Date) {
    return db.transaction(async (tx) => {
      await lockThrottleKeys(tx, key);
      const counts = await countRecentFailures(tx, key, new Date(now.getTime() - windowMs));
      if (
        counts.account >= config.loginMaxFailuresPerAccount ||
        counts.ip >= config.loginMaxFailuresPerIp
      ) {
        return false;
      }
      await insertLoginFailure(tx, { id, ...key, failedAt: now });
      return true;
    });
  }

  return {
    /** Records the attempt; throws RATE_LIMITED when the account or the IP is over its limit. */
    async begin(email: string, ip: string): Promise<ThrottledAttempt> {
      const key = { accountKey: email.trim().toLowerCase(), ip };
      const now = clock.now();
      const id = newId('lfa');
      if (!(await reserve(key, id, now))) {
        const seconds = await retryAfterSeconds(key, now);
        const minutes = Math.ceil(seconds / 60);
        throw new AppError(
          'RATE_LIMITED',
          minutes === 1
            ? errorText('tooManyLoginAttemptsOneMinute')
            : errorText('tooManyLoginAttempts', { minutes }),
          { retryAfterSeconds: seconds },
        );
      }
      return {
        succeeded: () =>
          db.transaction(async (tx) => {
            await deleteLoginFailure(tx, id);
            await clearAccountFailures(tx, key.accountKey);
            await deleteFailuresBefore(tx, new Date(now.getTime() - windowMs));
          }),
        release: () => db.transaction((tx) => deleteLoginFailure(tx, id)),
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
