import { readerLanguage } from '../../lib/reader-language.js';
import { SAFEGUARDS_MAIL_TEXTS } from './safeguards-mail-texts.js';
import {
  COIN_NETWORK_LABELS,
  FIAT_CURRENCY,
  type CreateSavedAddressRequest,
  type SavedAddress,
  type UpdateWithdrawalSafeguardsRequest,
  type WithdrawalSafeguards,
  errorText,
} from '@soko/shared';
import { isUniqueViolation, type Queryable, type Tx } from '../../db/database.js';
import { checkWithdrawalAddress } from '../../domain/withdrawals/crypto-address.js';
import { AppError, keyedMessage } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { findCoinNetwork } from '../coins/index.js';
import { findUserById, lockUserById, type UserRow } from '../users/index.js';
import {
  SAVED_ADDRESS_UNIQUE_INDEX,
  countSavedAddresses,
  deleteSavedAddress,
  findCurrentPause,
  findPreferences,
  insertSavedAddress,
  listSavedAddresses,
  updateSavedAddressLabel,
  upsertPreferences,
  type SavedAddressRow,
} from './safeguards.repository.js';
import {
  TOTP_INVALID_MESSAGE,
  TOTP_REQUIRED_MESSAGE,
  cooldownMs,
  pauseText,
  savedOnlyInForce,
  type SecondFactorCheck,
} from './withdrawal-guard.js';

/** How many addresses one trader may keep: plenty for people, a bound for a script. */
export const MAX_SAVED_ADDRESSES = 50;

/** auth's login throttle, described here so this module need not import auth (built on it). */
export interface GuessThrottle {
  begin(email: string, ip: string): Promise<{ release(): Promise<void> }>;
}

export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    id: row.id,
    currency: row.currency,
    address: row.address,
    label: row.label,
    createdAt: row.created_at.toISOString(),
    usableFrom: row.usable_from.toISOString(),
  };
}

async function requireUser(q: Queryable, userId: string): Promise<UserRow> {
  const user = await findUserById(q, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
  return user;
}

async function lockUser(tx: Tx, userId: string): Promise<UserRow> {
  const user = await lockUserById(tx, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
  return user;
}

/** The coin exists (not KES) and the address fits its network. */
async function assertAddressFits(q: Queryable, currency: string, address: string) {
  const invalidCurrency = (message: string) =>
    new AppError('VALIDATION_ERROR', message, { fields: { currency: message } });
  if (currency === FIAT_CURRENCY) {
    throw invalidCurrency('KES is withdrawn to M-Pesa, not to an address.');
  }
  const coin = await findCoinNetwork(q, currency);
  if (!coin) throw invalidCurrency('Coin information not found.');
  const check = checkWithdrawalAddress(coin.network, address, coin.symbol);
  if (!check.ok) {
    throw new AppError('INVALID_ADDRESS', check, { fields: { address: check } });
  }
  return coin;
}

async function statusOf(q: Queryable, userId: string, now: Date): Promise<WithdrawalSafeguards> {
  const [user, pause, prefs, ms] = await Promise.all([
    requireUser(q, userId),
    findCurrentPause(q, userId, now),
    findPreferences(q, userId),
    cooldownMs(q),
  ]);
  const inForce = savedOnlyInForce(prefs, now);
  return {
    pause: pause
      ? {
          reason: pause.reason,
          endsAt: pause.ends_at.toISOString(),
          ...keyedMessage(pauseText(pause.reason, pause.ends_at)),
        }
      : null,
    savedAddressesOnly: inForce,
    savedAddressesOnlyEndsAt: inForce ? (prefs?.saved_only_ends_at?.toISOString() ?? null) : null,
    totpRequired: user.totp_enabled_at !== null,
    cooldownHours: ms / 3_600_000,
  };
}

function addressSavedMail(user: UserRow, row: SavedAddressRow, network: string) {
  const texts = SAFEGUARDS_MAIL_TEXTS[readerLanguage(user)];
  const { label, address, currency } = row;
  const usableFrom = row.usable_from;
  const mail = { username: user.username, currency, label, address, network, usableFrom };
  return { to: user.email, ...texts.addressSaved(mail) };
}

export function createSafeguardsService(
  deps: ServiceDeps & {
    hasher: PasswordHasher;
    throttle: GuessThrottle;
    secondFactor: SecondFactorCheck;
  },
) {
  const { db, clock, mailer, log } = deps;
  const sendMail = (mail: { to: string; subject: string; text: string }) => {
    mailer?.send(mail).catch((error: unknown) => log.error({ err: error }, 'mail failed'));
  };

  return {
    status: (userId: string) => statusOf(db, userId, clock.now()),

    list: async (userId: string) => (await listSavedAddresses(db, userId)).map(toSavedAddress),

    /** Saves an address checked for its coin's network; its owner is told by email. */
    async create(userId: string, input: CreateSavedAddressRequest): Promise<SavedAddress> {
      const { row, mail } = await db
        .transaction(async (tx) => {
          const user = await lockUser(tx, userId);
          const coin = await assertAddressFits(tx, input.currency, input.address);
          if ((await countSavedAddresses(tx, userId)) >= MAX_SAVED_ADDRESSES) {
            throw new AppError(
              'CONFLICT',
              errorText('tooManySavedAddresses', { count: MAX_SAVED_ADDRESSES }),
            );
          }
          const at = clock.now();
          const usableFrom = new Date(at.getTime() + (await cooldownMs(tx)));
          const saved = await insertSavedAddress(tx, { userId, ...input, at, usableFrom });
          return {
            row: saved,
            mail: addressSavedMail(user, saved, COIN_NETWORK_LABELS[coin.network]),
          };
        })
        .catch((error: unknown) => {
          if (!isUniqueViolation(error, SAVED_ADDRESS_UNIQUE_INDEX)) throw error;
          throw new AppError('CONFLICT', errorText('addressAlreadySaved'));
        });
      sendMail(mail);
      return toSavedAddress(row);
    },

    async rename(userId: string, id: string, label: string): Promise<SavedAddress> {
      const row = await db.transaction((tx) => updateSavedAddressLabel(tx, { id, userId }, label));
      if (!row) throw new AppError('NOT_FOUND', errorText('savedAddressNotFound'));
      return toSavedAddress(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = await db.transaction((tx) => deleteSavedAddress(tx, { id, userId }));
      if (!removed) throw new AppError('NOT_FOUND', errorText('savedAddressNotFound'));
    },

    update: (userId: string, input: UpdateWithdrawalSafeguardsRequest, ip: string) =>
      updatePreferences({ ...deps, sendMail }, { userId, input, ip }),
  };
}

/**
 * Switching "only to saved addresses" on is immediate and needs nothing more: it only restricts.
 * Switching it off is what a thief holding a session would do, so, as large exchanges do, it
 * needs the current password (and a current code with two-factor on) and takes effect only after
 * the cool-down; the owner is told by email at once and can switch it back on meanwhile.
 */
async function updatePreferences(
  deps: ServiceDeps & {
    hasher: PasswordHasher;
    throttle: GuessThrottle;
    secondFactor: SecondFactorCheck;
    sendMail: (mail: { to: string; subject: string; text: string }) => void;
  },
  request: { userId: string; input: UpdateWithdrawalSafeguardsRequest; ip: string },
): Promise<WithdrawalSafeguards> {
  const { db, clock } = deps;
  const { userId, input, ip } = request;
  const now = clock.now();
  const prefs = await findPreferences(db, userId);
  const switchingOff =
    !input.savedAddressesOnly && savedOnlyInForce(prefs, now) && !prefs?.saved_only_ends_at;
  if (switchingOff) await provePassword(deps, userId, input, ip);
  const mail = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const at = clock.now();
    if (input.savedAddressesOnly) {
      await upsertPreferences(tx, { userId, savedOnly: true, savedOnlyEndsAt: null, at });
      return null;
    }
    const current = await findPreferences(tx, userId);
    if (!savedOnlyInForce(current, at)) {
      await upsertPreferences(tx, { userId, savedOnly: false, savedOnlyEndsAt: null, at });
      return null;
    }
    // Already switching off: asking again changes nothing (and proves nothing).
    if (current?.saved_only_ends_at) return null;
    if (!switchingOff) {
      throw new AppError('CONFLICT', errorText('settingsChanged'));
    }
    await assertCode(tx, deps.secondFactor, user, input.totpCode);
    const ends = new Date(at.getTime() + (await cooldownMs(tx)));
    const off = ends.getTime() <= at.getTime();
    await upsertPreferences(tx, {
      userId,
      savedOnly: !off,
      savedOnlyEndsAt: off ? null : ends,
      at,
    });
    return switchOffMail(user, ends);
  });
  if (mail) deps.sendMail(mail);
  return statusOf(db, userId, clock.now());
}

async function provePassword(
  deps: { db: Queryable; hasher: PasswordHasher; throttle: GuessThrottle },
  userId: string,
  input: UpdateWithdrawalSafeguardsRequest,
  ip: string,
) {
  const message = 'Enter your current password to switch this off.';
  if (!input.currentPassword) {
    throw new AppError('VALIDATION_ERROR', message, { fields: { currentPassword: message } });
  }
  const user = await requireUser(deps.db, userId);
  const attempt = await deps.throttle.begin(user.email, ip);
  if (!(await deps.hasher.verify(user.password_hash, input.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', errorText('currentPasswordIncorrect'), {
      fields: { currentPassword: errorText('currentPasswordIncorrect') },
    });
  }
  await attempt.release();
}

async function assertCode(
  tx: Tx,
  secondFactor: SecondFactorCheck,
  user: UserRow,
  code: string | undefined,
) {
  if (!user.totp_enabled_at) return;
  if (!code) {
    throw new AppError('MFA_CODE_REQUIRED', TOTP_REQUIRED_MESSAGE, {
      fields: { totpCode: TOTP_REQUIRED_MESSAGE },
    });
  }
  if (!(await secondFactor.useSecondFactor(tx, user, code))) {
    throw new AppError('INVALID_MFA_CODE', TOTP_INVALID_MESSAGE, {
      fields: { totpCode: TOTP_INVALID_MESSAGE },
    });
  }
}

function switchOffMail(user: UserRow, endsAt: Date) {
  const texts = SAFEGUARDS_MAIL_TEXTS[readerLanguage(user)];
  return { to: user.email, ...texts.switchOff(user.username, endsAt) };
}

export type SafeguardsService = ReturnType<typeof createSafeguardsService>;
