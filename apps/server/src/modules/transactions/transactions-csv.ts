import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  MPESA_ENDING_LABELS,
  TRANSACTIONS_CSV_COLUMNS,
  formatMinor,
  formatNairobiTimestamp,
  mpesaEndingOf,
  scaleOf,
} from '@soko/shared';
import type { HistoryEntryRow } from './transactions.repository.js';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * so such a cell gets a leading apostrophe and is shown as text (OWASP, "CSV injection").
 */
export function csvSafeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * One CSV record, in the order of TRANSACTIONS_CSV_COLUMNS. Date is Nairobi time like the screens
 * (decisions.md 27), with its +03:00 offset written out so it stays exact in any spreadsheet.
 * Amount is the exact decimal of the currency (for a withdrawal, the gross that left the balance).
 */
export function toCsvRecord(row: HistoryEntryRow): string[] {
  return [
    formatNairobiTimestamp(row.created_at),
    row.type,
    row.currency,
    formatMinor(row.amount_minor, scaleOf(row.currency)),
    csvStatus(row),
  ].map(csvSafeCell);
}

/**
 * The status word, as the screens say it: an M-Pesa payment that did not go through is stored
 * rejected, but it failed, was cancelled or timed out (issue 16), so the export says which.
 */
function csvStatus(row: HistoryEntryRow): string {
  if (row.method !== 'mpesa' || row.status !== 'rejected') return row.status;
  return MPESA_ENDING_LABELS[mpesaEndingOf(row.reject_reason).ending].toLowerCase();
}

/**
 * Streams the records of `batches` as CSV with a header line. The source is pulled only as
 * fast as the client reads (stream backpressure), so memory stays flat however long the history;
 * a failing batch destroys the stream, which ends the response instead of sending half a file
 * that looks whole.
 */
export function csvStream(batches: AsyncIterable<HistoryEntryRow[]>): Readable {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield toCsvRecord(row);
    }
  }
  const stringifier = stringify({ header: true, columns: [...TRANSACTIONS_CSV_COLUMNS] });
  pipeline(Readable.from(records()), stringifier, () => undefined);
  return stringifier;
}
