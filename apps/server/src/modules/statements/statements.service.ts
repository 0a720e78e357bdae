import type { Readable } from 'node:stream';
import {
  formatMinor,
  scaleOf,
  type Statement,
  type StatementQuery,
  type Language,
  type StatementRow,
  errorText,
} from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { statementLines, type StatementHeader } from './statement-lines.js';
import { resolvePeriod } from './statement-period.js';
import { statementCsv } from './statements-csv.js';
import { statementPdf } from './statements-pdf.js';
import { statementTexts } from './statement-texts.js';
import {
  findStatementHolder,
  isKnownCurrency,
  readStatementSummary,
} from './statements.repository.js';

export function createStatementsService(deps: ServiceDeps) {
  const { db, clock } = deps;

  /** Checks the query and reads the opening and closing totals (one statement, one snapshot). */
  async function headerOf(
    q: Queryable,
    userId: string,
    query: StatementQuery,
    language: Language,
  ): Promise<StatementHeader> {
    const period = resolvePeriod(query.from, query.to);
    const { currency } = query;
    if (!(await isKnownCurrency(q, userId, currency))) {
      const message = `${currency} is not a currency on Soko.`;
      throw new AppError('VALIDATION_ERROR', message, { fields: { currency: message } });
    }
    const holder = await findStatementHolder(q, userId);
    if (!holder) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
    const summary = await readStatementSummary(q, { userId, currency, ...period });
    const texts = statementTexts(language);
    return { userId, holder, currency, period, summary, generatedAt: clock.now(), texts };
  }

  function fileName(header: StatementHeader, extension: string) {
    const { currency, period } = header;
    return `soko-statement-${currency}-${period.from}-to-${period.to}.${extension}`;
  }

  return {
    /** The statement as JSON: every line read in one repeatable-read snapshot. */
    async get(
      userId: string,
      query: StatementQuery,
      language: Language = 'en',
    ): Promise<Statement> {
      return db.transaction(
        async (tx) => {
          const header = await headerOf(tx, userId, query, language);
          const rows: StatementRow[] = [];
          for await (const lines of statementLines(tx, header)) {
            rows.push(...lines.map((line) => line.row));
          }
          const scale = scaleOf(header.currency);
          return {
            currency: header.currency,
            from: header.period.from,
            to: header.period.to,
            openingBalance: formatMinor(header.summary.opening_minor, scale),
            closingBalance: formatMinor(header.summary.closing_minor, scale),
            rows,
          };
        },
        { isolation: 'repeatable read' },
      );
    },

    /**
     * The statement as a file that streams (CSV or PDF). The header is read before anything is
     * sent, so a bad query or a database failure still answers a proper error; the lines follow
     * in batches, each a separate read: a slow download must not hold a connection (PGlite has
     * only one).
     */
    async download(
      userId: string,
      query: StatementQuery & { format: 'csv' | 'pdf' },
      language: Language = 'en',
    ): Promise<{ filename: string; contentType: string; stream: Readable }> {
      const header = await headerOf(db, userId, query, language);
      const lines = statementLines(db, header);
      if (query.format === 'csv') {
        const stream = statementCsv(header, lines);
        return {
          filename: fileName(header, 'csv'),
          contentType: 'text/csv; charset=utf-8',
          stream,
        };
      }
      const stream = statementPdf(header, lines);
      return { filename: fileName(header, 'pdf'), contentType: 'application/pdf', stream };
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
