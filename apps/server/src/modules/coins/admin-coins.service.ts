import { errorText } from '@soko/shared';
import type {
  AdminCoin,
  CreateCoinRequest,
  DeleteCoinResponse,
  UpdateCoinRequest,
} from '@soko/shared';
import { isUniqueViolation, type Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { recordAudit, type AuditRecord } from '../audit/index.js';
import type { FilesService } from '../files/index.js';
import { announcePairChange, deletePairsOfCoin, ensureDefaultPairs } from '../pairs/index.js';
import {
  deleteCoin,
  findAdminCoin,
  insertAdminCoin,
  listAdminCoins,
  lockCoin,
  updateCoin,
  type AdminCoinRecord,
  type CoinRecord,
  type CoinUsage,
} from './admin-coins.repository.js';
import { announceCoinChange } from './coin-events.js';

/** The unique index of 0001_platform.sql, so a lost insert race still answers 409. */
const SYMBOL_UNIQUE_INDEX = 'coins_symbol_key';

export interface AdminRequestContext {
  actorId: string;
  ip: string | null;
}

function inUseOf(usage: CoinUsage): boolean {
  return usage.has_balance || usage.has_history || usage.has_orders;
}

function toAdminCoin(row: AdminCoinRecord): AdminCoin {
  return {
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    depositAddress: row.deposit_address,
    network: row.network,
    iconUrl: row.icon_url,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    inUse: inUseOf(row),
  };
}

/** What the audit log keeps of a coin: everything an admin can see and change. */
function auditStateOf(row: CoinRecord) {
  return {
    name: row.name,
    symbol: row.symbol,
    depositAddress: row.deposit_address,
    network: row.network,
    iconUrl: row.icon_url,
    active: row.active,
  };
}

function coinNotFound() {
  return new AppError('NOT_FOUND', errorText('coinNotFoundAdmin'));
}

/** The coin as the admin list shows it, read inside the transaction that just changed it. */
async function readBack(tx: Tx, id: string): Promise<AdminCoin> {
  const row = await findAdminCoin(tx, id);
  if (!row) throw new Error(`coin ${id} vanished inside its own transaction`);
  return toAdminCoin(row);
}

function deactivatedMessage(symbol: string, usage: CoinUsage): string {
  const reason = usage.has_balance
    ? 'is held by users'
    : usage.has_history
      ? 'has transaction history'
      : 'has orders';
  return (
    `${symbol} ${reason}, so it was deactivated instead of deleted. ` +
    'It no longer appears for new deposits.'
  );
}

function auditEntry(
  context: AdminRequestContext,
  entry: Pick<AuditRecord, 'action' | 'targetId' | 'before' | 'after' | 'at'>,
): AuditRecord {
  return { ...entry, actorUserId: context.actorId, targetType: 'coin', ipAddress: context.ip };
}

type CoinValues = Parameters<typeof updateCoin>[2];

function valuesOf(coin: CoinRecord): CoinValues {
  return {
    name: coin.name,
    depositAddress: coin.deposit_address,
    network: coin.network,
    active: coin.active,
    iconUrl: coin.icon_url,
  };
}

async function lockedCoin(tx: Tx, id: string): Promise<CoinRecord> {
  const coin = await lockCoin(tx, id);
  if (!coin) throw coinNotFound();
  return coin;
}

/** Applies `values` to the locked coin if they differ from what is stored, and audits it. */
async function applyChange(
  tx: Tx,
  step: { context: AdminRequestContext; at: Date },
  coin: CoinRecord,
  values: CoinValues,
  action: 'coin.update' | 'coin.deactivate' | 'coin.icon',
): Promise<void> {
  const before = valuesOf(coin);
  const unchanged = (Object.keys(before) as (keyof CoinValues)[]).every(
    (key) => before[key] === values[key],
  );
  if (unchanged) return;
  const after = await updateCoin(tx, coin.id, values, step.at);
  announceCoinChange(tx);
  await recordAudit(
    tx,
    auditEntry(step.context, {
      action,
      targetId: coin.id,
      before: auditStateOf(coin),
      after: auditStateOf(after),
      at: step.at,
    }),
  );
}

/**
 * Deletes a coin nobody uses. A coin in use keeps its row, deactivated, because balances,
 * holds and history name it: it disappears from deposits and the public lists instead.
 */
async function removeCoin(
  tx: Tx,
  step: { context: AdminRequestContext; at: Date },
  id: string,
): Promise<DeleteCoinResponse> {
  const coin = await lockedCoin(tx, id);
  const usage = await findAdminCoin(tx, id);
  if (!usage) throw new Error(`coin ${id} vanished inside its own transaction`);
  if (inUseOf(usage)) {
    await applyChange(tx, step, coin, { ...valuesOf(coin), active: false }, 'coin.deactivate');
    return {
      outcome: 'deactivated',
      message: deactivatedMessage(coin.symbol, usage),
      coin: await readBack(tx, id),
    };
  }
  // The pairs made for it go first (the pairs module owns their rows), then the coin.
  await deletePairsOfCoin(tx, id);
  await deleteCoin(tx, id);
  announceCoinChange(tx, { pairsRemoved: true });
  await recordAudit(
    tx,
    auditEntry(step.context, {
      action: 'coin.delete',
      targetId: id,
      before: auditStateOf(coin),
      after: null,
      at: step.at,
    }),
  );
  return { outcome: 'deleted', message: `${coin.symbol} was deleted.`, coin: null };
}

/** A new coin's default pairs (and, for USDT, every coin's USDT pair), events and audit entry. */
async function announceNewCoin(
  tx: Tx,
  context: AdminRequestContext,
  coin: CoinRecord,
  at: Date,
  pairFees: ServiceDeps['config']['pairFees'],
) {
  // Its default pairs (and, for USDT, every coin's USDT pair) in the same transaction.
  announcePairChange(tx, await ensureDefaultPairs(tx, at, pairFees));
  announceCoinChange(tx);
  const after = auditStateOf(coin);
  await recordAudit(
    tx,
    auditEntry(context, { action: 'coin.create', targetId: coin.id, before: null, after, at }),
  );
}

/**
 * Manage Coins (product-spec.md section 5, decisions.md points 12 and 13). Every change runs in
 * one transaction with its audit entry: the coin row is locked first, so two admins editing the
 * same coin apply one after the other and each entry's "before" is what its change replaced.
 */
export function createAdminCoinsService(deps: ServiceDeps, files: FilesService) {
  const { db, clock } = deps;
  const stepOf = (context: AdminRequestContext) => ({ context, at: clock.now() });

  return {
    /** All coins, inactive ones too, by symbol, each saying whether it is in use. */
    async list(): Promise<AdminCoin[]> {
      return (await listAdminCoins(db)).map(toAdminCoin);
    },

    /**
     * A new coin, with its icon when one is sent. The icon is checked and re-encoded before the
     * transaction, so a file that is not an image refuses the whole request: no coin, no pairs,
     * no audit entry (all or nothing, rather than a coin listed without the icon it was given).
     */
    async create(
      context: AdminRequestContext,
      input: CreateCoinRequest,
      iconUpload?: Buffer,
    ): Promise<AdminCoin> {
      const { at } = stepOf(context);
      const image = iconUpload ? await files.acceptImage(iconUpload, { label: 'icon' }) : null;
      try {
        return await files.transaction(async (tx, save) => {
          let coin = await insertAdminCoin(tx, { ...input, at });
          if (image) {
            const file = await save(tx, { ownerUserId: null, purpose: 'coin_icon', image });
            const iconUrl = files.coinIconUrl(file.id);
            coin = await updateCoin(tx, coin.id, { ...valuesOf(coin), iconUrl }, at);
          }
          await announceNewCoin(tx, context, coin, at, deps.config.pairFees);
          return readBack(tx, coin.id);
        });
      } catch (error) {
        if (!isUniqueViolation(error, SYMBOL_UNIQUE_INDEX)) throw error;
        throw new AppError('CONFLICT', errorText('coinExists', { symbol: input.symbol }));
      }
    },

    /** Name, deposit address and the active flag; the schema refuses any attempt at the symbol. */
    async update(
      context: AdminRequestContext,
      id: string,
      input: UpdateCoinRequest,
    ): Promise<AdminCoin> {
      return db.transaction(async (tx) => {
        const coin = await lockedCoin(tx, id);
        await applyChange(
          tx,
          stepOf(context),
          coin,
          { ...valuesOf(coin), ...input },
          'coin.update',
        );
        return readBack(tx, id);
      });
    },

    async remove(context: AdminRequestContext, id: string): Promise<DeleteCoinResponse> {
      return db.transaction((tx) => removeCoin(tx, stepOf(context), id));
    },

    /**
     * A new icon: the upload is checked and re-encoded before any lock is taken (the slow part),
     * then stored and linked in one transaction; if that rolls back, files.transaction deletes
     * the bytes again. The previous icon's file stays, since cached pages may still show it.
     */
    async setIcon(context: AdminRequestContext, id: string, upload: Buffer): Promise<AdminCoin> {
      if (!(await findAdminCoin(db, id))) throw coinNotFound();
      const image = await files.acceptImage(upload, { label: 'icon' });
      return files.transaction(async (tx, save) => {
        const coin = await lockedCoin(tx, id);
        const file = await save(tx, { ownerUserId: null, purpose: 'coin_icon', image });
        const values = { ...valuesOf(coin), iconUrl: files.coinIconUrl(file.id) };
        await applyChange(tx, stepOf(context), coin, values, 'coin.icon');
        return readBack(tx, id);
      });
    },
  };
}

export type AdminCoinsService = ReturnType<typeof createAdminCoinsService>;
