import {
  ADMIN_CHANNEL,
  userChannel,
  type DepositWindow,
  type TransactionResponse,
  errorText,
} from '@soko/shared';
import { isUniqueViolation, type Queryable, type Tx } from '../../db/database.js';
import {
  depositWindowAt,
  depositWindowClosedText,
  DEPOSIT_TIME_ZONE,
  formatClockTime,
  type DepositWindowHours,
} from '../../domain/deposit-window.js';
import { lockActiveUser } from '../users/index.js';
import { AppError, keyedMessage } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyUsed, idempotent } from '../../lib/idempotency.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { AcceptedImage, FilesService, SaveFile } from '../files/index.js';
import { enforceLimit } from '../kyc/index.js';
import { getSettings } from '../settings/index.js';
import { toTransactionView, insertHistoryEntry } from '../transactions/index.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import {
  checkDepositAmount,
  checkDepositFields,
  CRYPTO_DEPOSIT_OPERATION,
  depositFingerprint,
  type CryptoDepositUpload,
} from './crypto-deposit-request.js';
import {
  countPendingCryptoDeposits,
  depositHashTaken,
  findCoinBySymbol,
  lockCoinForDeposit,
  findProofOfTransaction,
  lockUserDeposits,
} from './deposits.repository.js';

/** How many crypto deposits one user may have waiting for an admin at once. */
export const MAX_PENDING_CRYPTO_DEPOSITS = 20;

interface DepositDeps {
  clock: Clock;
  files: FilesService;
}

/** A request that passed every check that can be made before the transaction. */
interface PreparedDeposit {
  currency: string;
  amountMinor: bigint;
  txHash: string | undefined;
  proof: AcceptedImage;
}

async function windowHours(q: Queryable): Promise<DepositWindowHours> {
  const settings = await getSettings(q);
  return {
    opensMin: settings.deposit_window_opens_min,
    closesMin: settings.deposit_window_closes_min,
  };
}

async function checkCoin(q: Queryable, currency: string, lock?: Tx) {
  const coin = lock
    ? await lockCoinForDeposit(lock, currency)
    : await findCoinBySymbol(q, currency);
  if (!coin) throw new AppError('NOT_FOUND', errorText('coinNotFound'));
  if (!coin.active) {
    throw new AppError(
      'CONFLICT',
      errorText('coinNotAcceptingDeposits', { name: coin.name, symbol: coin.symbol }),
    );
  }
  return coin;
}

function duplicateHash(currency: string) {
  const text = errorText('depositHashTaken', { currency });
  return new AppError('CONFLICT', text, { fields: { txHash: text } });
}

/** The checks in precedence order up to the image; `q` is the database or, rarely, a Tx. */
async function prepareDeposit(
  deps: DepositDeps,
  q: Queryable,
  upload: CryptoDepositUpload,
): Promise<PreparedDeposit> {
  const fields = checkDepositFields(upload);
  await checkCoin(q, fields.currency);
  const amountMinor = checkDepositAmount(fields.amountText);
  const hours = await windowHours(q);
  const state = depositWindowAt(deps.clock.now(), hours);
  if (state.nextOpenAt) {
    throw new AppError('DEPOSIT_WINDOW_CLOSED', depositWindowClosedText(hours, state.nextOpenAt));
  }
  const proof = await deps.files.acceptImage(fields.proof, { label: 'proof' });
  return { currency: fields.currency, amountMinor, txHash: fields.txHash, proof };
}

/** The checks that need the user's lock, then the writes: the proof file and the pending row. */
async function recordDeposit(
  deps: DepositDeps,
  tx: Tx,
  save: SaveFile,
  userId: string,
  deposit: PreparedDeposit,
) {
  // A suspension may have committed since the session was checked (decisions.md 21).
  await lockActiveUser(tx, userId);
  await lockUserDeposits(tx, userId);
  // The coin may have been deactivated since prepareDeposit looked; hold it until commit.
  await checkCoin(tx, deposit.currency, tx);
  if (deposit.txHash && (await depositHashTaken(tx, deposit.currency, deposit.txHash))) {
    throw duplicateHash(deposit.currency);
  }
  if ((await countPendingCryptoDeposits(tx, userId)) >= MAX_PENDING_CRYPTO_DEPOSITS) {
    throw new AppError(
      'CONFLICT',
      errorText('tooManyPendingDeposits', { count: MAX_PENDING_CRYPTO_DEPOSITS }),
    );
  }
  await enforceLimit(tx, {
    userId,
    kind: 'deposit',
    currency: deposit.currency,
    amountMinor: deposit.amountMinor,
    at: deps.clock.now(),
  });
  const file = await save(tx, {
    ownerUserId: userId,
    purpose: 'deposit_proof',
    image: deposit.proof,
  });
  const row = await insertHistoryEntry(tx, {
    userId,
    type: 'deposit',
    method: 'crypto',
    currency: deposit.currency,
    amountMinor: deposit.amountMinor,
    status: 'pending',
    proofFileId: file.id,
    txHash: deposit.txHash ?? null,
    at: deps.clock.now(),
  });
  // A new row in the user's history and in the admins' pending queue (and its count).
  publishOnCommit(tx, userChannel(userId), ['transactions']);
  publishOnCommit(tx, ADMIN_CHANNEL, ['deposits', 'stats']);
  return { transaction: toTransactionView(row) };
}

export function createDepositsService(deps: ServiceDeps, files: FilesService) {
  const { db, clock } = deps;
  const deposit: DepositDeps = { clock, files };

  async function window(): Promise<DepositWindow> {
    const now = clock.now();
    const hours = await windowHours(db);
    const state = depositWindowAt(now, hours);
    return {
      open: state.open,
      timeZone: DEPOSIT_TIME_ZONE,
      opens: formatClockTime(hours.opensMin),
      closes: formatClockTime(hours.closesMin),
      nextOpenAt: state.nextOpenAt?.toISOString() ?? null,
      closesAt: state.closesAt?.toISOString() ?? null,
      ...(state.nextOpenAt
        ? keyedMessage(depositWindowClosedText(hours, state.nextOpenAt))
        : { message: null, messageKey: null }),
      serverTime: now.toISOString(),
    };
  }

  /**
   * A crypto deposit request: a pending transaction with its proof; nothing is credited until
   * an admin approves it. Rejections in precedence order (the route has answered 401 and a
   * malformed multipart body already): VALIDATION_ERROR (amount or proof missing, currency or
   * hash format, KES) → NOT_FOUND (unknown coin) → CONFLICT (inactive coin) → INVALID_AMOUNT →
   * DEPOSIT_WINDOW_CLOSED → VALIDATION_ERROR / PAYLOAD_TOO_LARGE (the image) → CONFLICT (hash
   * already claimed) → CONFLICT (too many pending) → LIMIT_EXCEEDED (the tier's deposit limit). With an Idempotency-Key already used, the
   * first answer is returned before any check, so a retry never meets a window closed since.
   */
  async function createCrypto(
    userId: string,
    upload: CryptoDepositUpload,
    idempotencyKey: string | undefined,
  ): Promise<TransactionResponse> {
    const context = {
      userId,
      key: idempotencyKey,
      operation: CRYPTO_DEPOSIT_OPERATION,
      request: depositFingerprint(upload),
    };
    const replay = idempotencyKey ? await idempotencyKeyUsed(db, userId, idempotencyKey) : false;
    const prepared = replay ? undefined : await prepareDeposit(deposit, db, upload);
    try {
      return await files.transaction((tx, save) =>
        idempotent(tx, context, async () =>
          recordDeposit(
            deposit,
            tx,
            save,
            userId,
            prepared ?? (await prepareDeposit(deposit, tx, upload)),
          ),
        ),
      );
    } catch (error) {
      // Two requests raced past the hash check: the unique index decided; answer as the check would.
      if (isUniqueViolation(error, 'transactions_deposit_hash_key')) {
        throw duplicateHash(prepared?.currency ?? context.request.currency ?? '');
      }
      throw error;
    }
  }

  /**
   * A transaction's proof image, for its owner or an admin. Anyone else gets the same 404 as
   * for an unknown id, so transaction ids cannot be probed.
   */
  async function readProof(viewer: { id: string; isAdmin: boolean }, transactionId: string) {
    const notFound = new AppError('NOT_FOUND', errorText('proofNotFound'));
    const found = await findProofOfTransaction(db, transactionId);
    if (!found?.proof_file_id) throw notFound;
    if (found.user_id !== viewer.id && !viewer.isAdmin) throw notFound;
    const file = await files.read(found.proof_file_id, { purpose: 'deposit_proof' });
    if (!file) throw notFound;
    return { bytes: file.bytes, contentType: file.contentType };
  }

  return { window, createCrypto, readProof };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
