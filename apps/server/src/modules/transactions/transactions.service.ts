import type {
  TransactionResponse,
  TransactionsExportQuery,
  TransactionsPage,
  TransactionsQuery,
} from '@soko/shared';
import { formatNairobiTimestamp, errorText } from '@soko/shared';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  countHistory,
  listHistoryBatch,
  listHistoryPage,
  type HistoryFilters,
} from './transaction-history.repository.js';
import { toTransactionView } from './transaction-views.js';
import { findHistoryEntry, type HistoryEntryRow } from './transactions.repository.js';
import { csvStream } from './transactions-csv.js';

/** Rows read per query of the CSV export: memory stays flat, round trips stay few. */
export const CSV_BATCH_SIZE = 500;

function filtersOf(query: TransactionsExportQuery): HistoryFilters {
  return { type: query.type, status: query.status, q: query.q || undefined };
}

export function createTransactionsService(deps: ServiceDeps) {
  const { db, clock } = deps;

  /** Every matching row, newest first, one keyset batch at a time (the first already read). */
  async function* batches(userId: string, filters: HistoryFilters, first: HistoryEntryRow[]) {
    let batch = first;
    while (batch.length > 0) {
      yield batch;
      if (batch.length < CSV_BATCH_SIZE) return;
      const lastId = batch[batch.length - 1]?.id;
      batch = await listHistoryBatch(db, userId, filters, lastId, CSV_BATCH_SIZE);
    }
  }

  return {
    /** One snapshot for the page and its exact total, so the two always agree. */
    async list(userId: string, query: TransactionsQuery): Promise<TransactionsPage> {
      const filters = filtersOf(query);
      const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      return db.transaction(
        async (tx) => {
          const rows = await listHistoryPage(tx, userId, filters, page);
          const total = await countHistory(tx, userId, filters);
          return {
            items: rows.map(toTransactionView),
            total,
            page: query.page,
            pageSize: query.pageSize,
          };
        },
        { isolation: 'repeatable read' },
      );
    },

    /** Another user's row answers exactly like a missing one: ids reveal nothing. */
    async get(userId: string, id: string): Promise<TransactionResponse> {
      const row = await findHistoryEntry(db, id);
      if (!row || row.user_id !== userId) {
        throw new AppError('NOT_FOUND', errorText('transactionNotFound'));
      }
      return { transaction: toTransactionView(row) };
    },

    /**
     * The CSV export of every matching row (no paging). The first batch is read before anything
     * is sent, so a database failure still answers a proper error; the rest streams. The batches
     * are separate reads, not one long transaction: a slow download must not hold a connection
     * (PGlite has only one), and keyset paging keeps them consistent enough for a download.
     */
    async exportCsv(
      userId: string,
      query: TransactionsExportQuery,
    ): Promise<{ filename: string; stream: Readable }> {
      const filters = filtersOf(query);
      const first = await listHistoryBatch(db, userId, filters, undefined, CSV_BATCH_SIZE);
      // The file is named by the UTC date, like the timestamps inside it.
      const filename = `soko-transactions-${formatNairobiTimestamp(clock.now()).slice(0, 10)}.csv`;
      return { filename, stream: csvStream(batches(userId, filters, first)) };
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
