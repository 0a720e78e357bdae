import { errorText } from '@soko/shared';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { countHit, type WindowCount } from '../../lib/rate-limit-counter.js';

/**
 * Registrations cost an argon2 hash and a mail each, and "this email is taken" tells an attacker
 * who has an account, so every attempt counts (answered or refused) against two hourly limits
 * shared by all instances: per address (REGISTER_MAX_PER_IP_PER_HOUR) and over the whole
 * platform (REGISTER_MAX_PER_HOUR). 0 turns a limit off. The per-address default leaves room for
 * the many people one carrier-grade NAT address can stand for.
 */
const HOUR_MS = 60 * 60 * 1000;

/** Which limit refused: each says so in its own sentence, with a singular form for one minute. */
const REFUSALS = {
  network: ['tooManyAccountsFromNetworkOneMinute', 'tooManyAccountsFromNetwork'],
  platform: ['tooManyRegistrationsOneMinute', 'tooManyRegistrations'],
} as const;

function refused(count: WindowCount, limit: keyof typeof REFUSALS): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(count.resetsInMs / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'RATE_LIMITED',
    minutes === 1 ? errorText(REFUSALS[limit][0]) : errorText(REFUSALS[limit][1], { minutes }),
    { retryAfterSeconds },
  );
}

export async function countRegistrationAttempt(
  q: Queryable,
  config: Pick<Config, 'registerMaxPerIpPerHour' | 'registerMaxPerHour'>,
  ip: string,
): Promise<void> {
  if (config.registerMaxPerIpPerHour > 0) {
    const count = await countHit(q, `register:ip:${ip}`, HOUR_MS);
    if (count.hits > config.registerMaxPerIpPerHour) {
      throw refused(count, 'network');
    }
  }
  if (config.registerMaxPerHour > 0) {
    const count = await countHit(q, 'register:all', HOUR_MS);
    if (count.hits > config.registerMaxPerHour) {
      throw refused(count, 'platform');
    }
  }
}
