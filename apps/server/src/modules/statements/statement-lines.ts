import type { StatementTexts } from './statement-texts.js';
import type { StatementRow } from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import type { StatementPeriod } from './statement-period.js';
import { toStatementRow } from './statement-rows.js';
import {
  readMovementBatch,
  readMovementWindow,
  type MovementCursor,
  type MovementRow,
  type StatementSummaryRow,
} from './statements.repository.js';

/**
 * The trader's ledger entries a batch spans (a movement is one to a few of them, a hold between
 * their own accounts two): memory stays flat, round trips stay few.
 */
export const STATEMENT_WINDOW_ENTRIES = 1000;

/** What a statement is about, checked and resolved before a line is read. */
export interface StatementHeader {
  userId: string;
  holder: { username: string; email: string };
  currency: string;
  period: StatementPeriod;
  summary: StatementSummaryRow;
  /** When it was made (the server's clock). */
  generatedAt: Date;
  /** The reader's words (decisions.md 28): descriptions, and every label of the CSV and PDF. */
  texts: StatementTexts;
}

export interface StatementLine {
  movement: MovementRow;
  row: StatementRow;
  /** The total after this line. */
  balanceMinor: bigint;
}

/**
 * Every line of the statement, oldest first, each with the running total after it. Batches are
 * read by windows of time (see readMovementWindow) and never past the newest entry the summary saw, so money moving while a long
 * statement downloads does not creep in. If the lines still fail to run from the opening to the
 * closing balance (an operation committed late with an earlier time), this throws rather than
 * let a statement that does not reconcile look whole.
 */
export async function* statementLines(
  q: Queryable,
  header: StatementHeader,
): AsyncGenerator<StatementLine[]> {
  const { userId, currency, period, summary } = header;
  let balance = summary.opening_minor;
  let after: MovementCursor;
  for (;;) {
    const range = {
      userId,
      currency,
      startAt: period.startAt,
      endAt: period.endAt,
      lastEntryId: summary.last_entry_id,
      after,
    };
    const window = await readMovementWindow(q, { ...range, entries: STATEMENT_WINDOW_ENTRIES });
    if (window.endAt === null) break;
    const batch = await readMovementBatch(q, { ...range, windowEndAt: window.endAt });
    yield batch.map((movement) => {
      balance += movement.amount_minor - movement.fee_minor;
      return {
        movement,
        row: toStatementRow(movement, currency, balance, header.texts),
        balanceMinor: balance,
      };
    });
    if (window.last) break;
    // The window's end as PostgreSQL wrote it, to the microsecond: a Date keeps milliseconds, and
    // an entry at 12.345678 s would be read again after a window that ended at 12.345 s.
    after = window.endAt;
  }
  if (balance !== summary.closing_minor) {
    throw new Error(
      `statement of ${currency} for ${userId} ran to ${balance}, not its closing ${summary.closing_minor}`,
    );
  }
}
