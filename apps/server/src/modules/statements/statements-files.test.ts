/**
 * GET /api/statements?format=csv|pdf: the attachment names, the CSV's columns with the opening
 * and closing records and Nairobi dates, the PDF's pages ("Page X of Y", the page count in the
 * file itself, the header on page 1), and a statement of a few thousand movements that streams
 * out in many chunks across many batches, every line in order and reconciled.
 */
import type { Readable, Writable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { STATEMENT_CSV_COLUMNS, type Statement } from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { createCoin, fundDirectly } from '../../../test/wallet-funding.js';
import { applyLedger, ensureSystemAccount, ensureUserAccounts } from '../ledger/index.js';
import { pageCount } from './statements-pdf-layout.js';

const { app, db } = await buildTestApp();
await createCoin(app, 'BTC');

/** WinAnsi, the standard fonts' encoding: Latin-1 but for a few punctuation marks. */
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x96: '–', 0x97: '—' };
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/**
 * How much of a file stream sits unread once its producer has stopped (no client reading): a
 * streaming producer stops after a batch, so this stays far below the whole file.
 */
async function unreadWhenIdle(stream: Readable) {
  const queued = () => stream.readableLength + (stream as Readable & Writable).writableLength;
  let previous = -1;
  while (queued() !== previous) {
    previous = queued();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return previous;
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The text a PDF draws, one string per text operation (pdfkit writes hex strings in TJ arrays). */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  // Each stream is cut by its dictionary's /Length: compressed bytes may contain anything.
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      continue; // not a compressed content stream
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(op[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return texts;
}

/** A document information entry (pdfkit writes each as an object of its own: /Subject 13 0 R). */
function pdfInfo(pdf: Buffer, key: string): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  if (ref === undefined) return undefined;
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(raw)?.[1];
  // A PDF literal string escapes its parentheses and backslashes.
  return literal?.replace(/\\([()\\])/g, '$1');
}

function pdfPageCount(pdf: Buffer): number {
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'));
  return Number(match?.[1]);
}

async function download(client: TestClient, query: string) {
  const response = await client.request({ url: `/api/statements?${query}` });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

describe('CSV', () => {
  test('the columns, an opening and a closing record, Nairobi dates, exact signed amounts', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'BTC', '0.5', new Date('2026-05-31T20:00:00Z'));
    await fundDirectly(app, account.id, 'BTC', '1.25', new Date('2026-06-10T09:15:30Z'));
    const response = await download(
      client,
      'currency=BTC&from=2026-06-01&to=2026-06-30&format=csv',
    );
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="soko-statement-BTC-2026-06-01-to-2026-06-30.csv"',
    );
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe(STATEMENT_CSV_COLUMNS.join(','));
    expect(lines.slice(1, 2)).toEqual(['2026-06-01 00:00:00,Opening balance,,,,0.50000000']);
    expect(lines[2]).toMatch(
      /^2026-06-10 12:15:30,Crypto deposit,txn_\w+,1\.25000000,0\.00000000,1\.75000000$/,
    );
    expect(lines.slice(3)).toEqual(['2026-06-30 23:59:59,Closing balance,,,,1.75000000']);
  });
});

describe('PDF', () => {
  test('a bank-style statement: header, balances, rows, "Page 1 of 1"', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'BTC', '0.5', new Date('2026-07-02T06:00:00Z'));
    const response = await download(
      client,
      'currency=BTC&from=2026-07-01&to=2026-07-31&format=pdf',
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="soko-statement-BTC-2026-07-01-to-2026-07-31.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    // The document's metadata names the trader, the currency and the period.
    expect(pdfInfo(pdf, 'Subject')).toBe(
      `Account statement of ${account.username} in BTC, 2026-07-01 to 2026-07-31 (Nairobi days)`,
    );
    const text = pdfText(pdf);
    for (const expected of [
      'Soko',
      'Account statement',
      account.username,
      'BTC',
      '1 Jul 2026 – 31 Jul 2026 (Nairobi time)',
      'Opening balance',
      '0.0000 BTC',
      'Closing balance',
      '0.5000 BTC',
      'Crypto deposit',
      '2 Jul 2026 09:00',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('in Kiswahili', () => {
  test('a trader reading Kiswahili gets the PDF, the CSV lines and the screen rows in it', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'BTC', '0.5', new Date('2026-08-03T06:00:00Z'));
    const query = 'currency=BTC&from=2026-08-01&to=2026-08-31';
    // Choosing Kiswahili keeps it on the account and sets the language cookie the app sends.
    const chosen = await client.request({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'sw' },
    });
    expect(chosen.statusCode).toBe(200);
    const pdf = (await download(client, `${query}&format=pdf`)).rawPayload;
    expect(pdfInfo(pdf, 'Subject')).toBe(
      `Taarifa ya akaunti ya ${account.username} kwa BTC, 2026-08-01 hadi 2026-08-31 (siku za Nairobi)`,
    );
    const text = pdfText(pdf);
    for (const expected of [
      'Taarifa ya akaunti',
      'Salio la kuanzia',
      'Salio la mwisho',
      'Uwekaji wa crypto',
      'Ukurasa 1 kati ya 1',
      'Maelezo',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Month names are Kiswahili's (Agosti), on the Nairobi clock.
    expect(text.join(' ')).toMatch(/1 Ago 2026 – 31 Ago 2026 \(saa za Nairobi\)/);
    expect(text.join(' ')).not.toContain('Opening balance');
    const csv = (await download(client, `${query}&format=csv`)).body.trimEnd().split('\n');
    // Column names stay as spreadsheets match them; the lines are in the reader's words.
    expect(csv[0]).toBe(STATEMENT_CSV_COLUMNS.join(','));
    expect(csv[1]).toBe('2026-08-01 00:00:00,Salio la kuanzia,,,,0.00000000');
    expect(csv[2]).toMatch(/^2026-08-03 09:00:00,Uwekaji wa crypto,/);
    const screen = await client.request({ url: `/api/statements?${query}` });
    const { rows } = screen.json<Statement>();
    expect(rows.map((row) => row.description)).toEqual(['Uwekaji wa crypto']);
  });
});

/** `count` deposits of 0.00000001 … spread over 1 to 20 June 2026, written straight to the ledger. */
async function manyMovements(userId: string, count: number) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status, created_at)
       SELECT 'txn_bulk_' || $1 || '_' || n, $1, 'deposit', 'crypto', 'BTC', n, 'approved', now()
       FROM generate_series(1, $2::int) AS n ORDER BY n RETURNING id`,
      [userId, count],
    );
    const custody = await ensureSystemAccount(tx, 'BTC', 'custody');
    const { availableAccountId } = await ensureUserAccounts(tx, userId, 'BTC');
    const perCall = 100;
    for (let start = 0; start < rows.length; start += perCall) {
      const at = new Date(Date.UTC(2026, 5, 1, 6) + (start / perCall) * 17 * 3_600_000);
      const operations = rows.slice(start, start + perCall).map((row, index) => ({
        kind: 'transfer' as const,
        debitAccountId: custody,
        creditAccountId: availableAccountId,
        amountMinor: BigInt(start + index + 1),
        code: 'deposit' as const,
        refs: { transactionId: row.id },
      }));
      const applied = await applyLedger(tx, operations, at);
      expect(applied.ok).toBe(true);
    }
  });
}

describe('a long statement', () => {
  const COUNT = 2_500;

  // Thousands of ledger writes and three full reads: generous on a busy machine.
  test('streams every line, in order, across batches and pages', async () => {
    const { client, account } = await loginAs(app, 'user');
    await manyMovements(account.id, COUNT);
    const total = (COUNT * (COUNT + 1)) / 2;
    const query = 'currency=BTC&from=2026-06-01&to=2026-06-30';

    const json = (await download(client, query)).json<Statement>();
    expect(json.rows).toHaveLength(COUNT);
    expect(json.closingBalance).toBe(`0.0${String(total).padStart(7, '0')}`);
    expect(json.rows.map((r) => Number(r.amount.slice(2)))).toEqual(
      Array.from({ length: COUNT }, (_, i) => i + 1),
    );

    // The files come from the service as streams. Nobody reads at first: the producers must
    // stop after a batch or so rather than build the whole file in memory.
    const asked = { currency: 'BTC', from: '2026-06-01', to: '2026-06-30' } as const;
    const csv = await app.services.statements.download(account.id, { ...asked, format: 'csv' });
    const csvUnread = await unreadWhenIdle(csv.stream);
    const csvText = (await readAll(csv.stream)).toString();
    expect(csvUnread).toBeLessThan(csvText.length / 4);
    const records = csvText.trimEnd().split('\n');
    expect(records).toHaveLength(COUNT + 3);
    expect(records.at(-2)?.split(',').slice(3)).toEqual([
      '0.00002500',
      '0.00000000',
      `0.0${String(total).padStart(7, '0')}`,
    ]);

    const pdf = await app.services.statements.download(account.id, { ...asked, format: 'pdf' });
    const pdfUnread = await unreadWhenIdle(pdf.stream);
    const file = await readAll(pdf.stream);
    expect(pdfUnread).toBeLessThan(file.length / 2);
    const pages = pageCount(COUNT);
    expect(pages).toBeGreaterThan(40);
    expect(pdfPageCount(file)).toBe(pages);
    const text = pdfText(file);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The table's header is drawn again on every page.
    expect(text.filter((t) => t === 'Description')).toHaveLength(pages);
    expect(text.filter((t) => t === 'Crypto deposit')).toHaveLength(COUNT);
  }, 180_000);
});

describe('entries timed to the microsecond', () => {
  // The server's clock writes whole milliseconds (a JavaScript Date), but a time written in SQL
  // (a default of now(), older rows) has microseconds. A batch's cursor that kept only the
  // milliseconds read the last movements of a batch again, and the statement did not add up.
  test('a batch boundary inside one millisecond reads each movement once', async () => {
    const { client, account } = await loginAs(app, 'user');
    const COUNT = 600;
    await manyMovements(account.id, COUNT);
    // 1 to 100 µs later, in id order within each instant of 100 movements: the order holds.
    await db.query(
      `UPDATE ledger_transfers t
          SET created_at = t.created_at + ((r.rn - 1) % 100 + 1) * interval '1 microsecond'
         FROM (SELECT x.id, row_number() OVER (ORDER BY x.seq) AS rn
                 FROM ledger_transfers x JOIN ledger_accounts a ON a.id = x.credit_account_id
                WHERE a.owner_user_id = $1) r
        WHERE t.id = r.id`,
      [account.id],
    );
    const json = (
      await download(client, 'currency=BTC&from=2026-06-01&to=2026-06-30')
    ).json<Statement>();
    expect(json.rows).toHaveLength(COUNT);
    expect(json.rows.map((r) => Number(r.amount.slice(2)))).toEqual(
      Array.from({ length: COUNT }, (_, i) => i + 1),
    );
  });
});

describe('windows with no movement in them', () => {
  // A batch spans a window of the trader's entries; a hold and its release (between their own two
  // accounts) are entries but no movement, so whole windows can hold nothing to show. The
  // statement must read on past them, not stop at the first empty one.
  test('thousands of holds and releases between two deposits: both deposits, reconciled', async () => {
    const { client, account } = await loginAs(app, 'user');
    const HOLDS = 1_500;
    await db.transaction(async (tx) => {
      const custody = await ensureSystemAccount(tx, 'BTC', 'custody');
      const own = await ensureUserAccounts(tx, account.id, 'BTC');
      const deposit = async (amountMinor: bigint, at: Date) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status)
           VALUES ('txn_window_' || $1 || '_' || $2, $1, 'deposit', 'crypto', 'BTC', $2::bigint, 'approved')
           RETURNING id`,
          [account.id, amountMinor],
        );
        const applied = await applyLedger(
          tx,
          [
            {
              kind: 'transfer',
              debitAccountId: custody,
              creditAccountId: own.availableAccountId,
              amountMinor,
              code: 'deposit',
              refs: { transactionId: rows[0]?.id },
            },
          ],
          at,
        );
        expect(applied.ok).toBe(true);
        return rows[0]?.id;
      };
      // The holds name the first deposit's history row (a transfer needs a reference); between
      // the trader's own accounts, they are no movement whatever they name.
      const transactionId = await deposit(700n, new Date(Date.UTC(2026, 6, 1, 6)));
      for (let n = 0; n < HOLDS; n += 1) {
        const [from, to] =
          n % 2 === 0
            ? [own.availableAccountId, own.heldAccountId]
            : [own.heldAccountId, own.availableAccountId];
        const hold = {
          kind: 'transfer' as const,
          debitAccountId: from,
          creditAccountId: to,
          amountMinor: 500n,
          code: n % 2 === 0 ? ('order_hold' as const) : ('order_release' as const),
          refs: { transactionId },
        };
        const applied = await applyLedger(tx, [hold], new Date(Date.UTC(2026, 6, 2) + n * 60_000));
        expect(applied.ok).toBe(true);
      }
      await deposit(50n, new Date(Date.UTC(2026, 6, 5, 6)));
    });
    const json = (
      await download(client, 'currency=BTC&from=2026-07-01&to=2026-07-31')
    ).json<Statement>();
    expect(json.rows.map((row) => row.amount)).toEqual(['0.00000700', '0.00000050']);
    expect(json.closingBalance).toBe('0.00000750');
  });
});
