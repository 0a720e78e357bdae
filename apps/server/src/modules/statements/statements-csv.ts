import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { STATEMENT_CSV_COLUMNS, formatMinor, scaleOf } from '@soko/shared';
import { csvSafeCell } from '../transactions/index.js';
import type { StatementHeader, StatementLine } from './statement-lines.js';
import { nairobiDateTime } from './statement-period.js';

/**
 * A statement as CSV: the columns of STATEMENT_CSV_COLUMNS, an "Opening balance" record first and
 * a "Closing balance" record last, so the file is one table a spreadsheet reads as it is. Dates
 * are the Nairobi wall clock; amounts are exact plain decimals (no separators), signed. Text
 * cells that a spreadsheet would run as a formula are neutralised; numbers are left as numbers.
 */
export function statementCsv(
  header: StatementHeader,
  lines: AsyncIterable<StatementLine[]>,
): Readable {
  const scale = scaleOf(header.currency);
  const { period, summary } = header;
  const lastInstant = new Date(period.endAt.getTime() - 1000);
  async function* records() {
    const opening = formatMinor(summary.opening_minor, scale);
    yield [nairobiDateTime(period.startAt), header.texts.openingBalance, '', '', '', opening];
    for await (const batch of lines) {
      for (const { row, movement } of batch) {
        const at = nairobiDateTime(movement.created_at);
        const text = [row.description, row.reference].map(csvSafeCell);
        yield [at, ...text, row.amount, row.fee, row.balance];
      }
    }
    const closing = formatMinor(summary.closing_minor, scale);
    yield [nairobiDateTime(lastInstant), header.texts.closingBalance, '', '', '', closing];
  }
  const stringifier = stringify({ header: true, columns: [...STATEMENT_CSV_COLUMNS] });
  // A failing batch (or a statement that does not reconcile) destroys the stream: the response
  // ends broken instead of sending half a file that looks whole.
  pipeline(Readable.from(records()), stringifier, () => undefined);
  return stringifier;
}
