import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { TRANSACTIONS_CSV_COLUMNS, formatMinor, scaleOf } from '@soko/shared';
import type { HistoryEntryRow } from './transactions.repository.js';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * so such a cell gets a leading apostrophe and is shown as text (OWASP, "CSV injection").
 */
export function csvSafeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * One CSV record, in the order of TRANSACTIONS_CSV_COLUMNS. Date is ISO 8601 in UTC, like every
 * timestamp of the API: unambiguous in any spreadsheet and any time zone. Amount is the exact
 * decimal of the currency (for a withdrawal, the gross that left the balance).
 */
export function toCsvRecord(row: HistoryEntryRow): string[] {
  return [
    row.created_at.toISOString(),
    row.type,
    row.currency,
    formatMinor(row.amount_minor, scaleOf(row.currency)),
    row.status,
  ].map(csvSafeCell);
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
