/**
 * GET /api/transactions/export.csv: every matching row of the caller (more than two keyset
 * batches, many sharing one timestamp so the id must break ties), newest first, the filters of
 * the history page applied, the spec's columns, the attachment name, and cells that a
 * spreadsheet would run as formulas neutralised.
 */
import { describe, expect, test } from 'vitest';
import { TRANSACTIONS_CSV_COLUMNS, formatNairobiTimestamp } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { createCoin, fundDirectly, minor } from '../../../test/wallet-funding.js';
import { insertHistoryEntry } from './transactions.repository.js';
import { CSV_BATCH_SIZE } from './transactions.service.js';
import { csvSafeCell, toCsvRecord } from './transactions-csv.js';

const { app, db, clock } = await buildTestApp();
await createCoin(app, 'BTC');
const ROWS = CSV_BATCH_SIZE * 2 + 37;

/** ROWS rows in groups of 50 sharing one timestamp; every 10th is a rejected ETH deposit. */
async function userWithLongHistory() {
  const signedIn = await loginAs(app, 'user');
  const start = clock.now().getTime();
  const newestFirst: string[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < ROWS; i += 1) {
      const rejected = i % 10 === 0;
      const row = await insertHistoryEntry(tx, {
        userId: signedIn.account.id,
        type: rejected ? 'deposit' : 'sale',
        method: rejected ? 'crypto' : 'trade',
        currency: rejected ? 'ETH' : 'BTC',
        amountMinor: BigInt(i + 1),
        status: rejected ? 'rejected' : 'completed',
        at: new Date(start + Math.floor(i / 50) * 1000),
      });
      newestFirst.unshift(row.id);
    }
  });
  return { ...signedIn, newestFirst };
}

function lines(body: string) {
  return body.trimEnd().split('\n');
}

describe('GET /api/transactions/export.csv', () => {
  test('streams every row across batches, newest first, with the header and file name', async () => {
    const { client, newestFirst } = await userWithLongHistory();
    const other = await loginAs(app, 'user');
    await fundDirectly(app, other.account.id, 'BTC', '1');
    const response = await client.request({ url: '/api/transactions/export.csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The Nairobi day, like the dates inside.
    const date = formatNairobiTimestamp(clock.now()).slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="soko-transactions-${date}.csv"`,
    );
    const [header, ...records] = lines(response.body);
    expect(header).toBe(TRANSACTIONS_CSV_COLUMNS.join(','));
    expect(records).toHaveLength(ROWS);
    // The amounts were 1..ROWS minor units in insertion order, so they name each row.
    const amounts = records.map((line) => line.split(',')[3]);
    const expected = newestFirst.map((_id, i) => `0.${String(ROWS - i).padStart(8, '0')}`);
    expect(amounts).toEqual(expected);
    const newest = records[0]?.split(',');
    expect(newest?.[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+03:00$/);
    expect(newest?.slice(1)).toEqual([
      'sale',
      'BTC',
      `0.${String(ROWS).padStart(8, '0')}`,
      'completed',
    ]);
  });

  test('applies the type, status and search filters to the whole export', async () => {
    const { client } = await userWithLongHistory();
    const rejected = Math.ceil(ROWS / 10);
    for (const query of ['status=rejected', 'type=deposit', 'q=eth', 'q=ETH&status=rejected']) {
      const response = await client.request({ url: `/api/transactions/export.csv?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      const records = lines(response.body).slice(1);
      expect(records, query).toHaveLength(rejected);
      expect(records.every((line) => line.includes(',deposit,ETH,'))).toBe(true);
    }
    const none = await client.request({ url: '/api/transactions/export.csv?type=withdrawal' });
    expect(lines(none.body)).toEqual([TRANSACTIONS_CSV_COLUMNS.join(',')]);
    const bad = await client.request({ url: '/api/transactions/export.csv?status=lost' });
    expect(bad.statusCode).toBe(400);
  });

  test('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(
      ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', 'BTC', '1.5', ''].map(csvSafeCell),
    ).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", "'\rx", 'BTC', '1.5', '']);
    const at = new Date('2026-02-01T10:30:00Z');
    const record = toCsvRecord({
      id: 'txn_x',
      user_id: 'usr_x',
      type: 'withdrawal',
      method: 'crypto',
      currency: 'KES',
      amount_minor: minor('12.5', 'KES'),
      fee_minor: 0n,
      status: 'pending',
      proof_file_id: null,
      tx_hash: null,
      withdrawal_address: '=HYPERLINK("x")',
      description: '@evil',
      secondary_currency: null,
      secondary_amount_minor: null,
      reject_reason: null,
      decided_by: null,
      decided_at: null,
      created_at: at,
      updated_at: at,
    });
    expect(record).toEqual(['2026-02-01 13:30:00 +03:00', 'withdrawal', 'KES', '12.50', 'pending']);
  });

  test('an M-Pesa payment that did not go through says how it ended, not "rejected"', () => {
    const at = new Date('2026-02-01T10:30:00Z');
    const base = {
      id: 'txn_m',
      user_id: 'usr_m',
      type: 'deposit' as const,
      currency: 'KES',
      amount_minor: minor('100', 'KES'),
      fee_minor: 0n,
      status: 'rejected' as const,
      proof_file_id: null,
      tx_hash: null,
      withdrawal_address: null,
      description: null,
      secondary_currency: null,
      secondary_amount_minor: null,
      decided_by: null,
      decided_at: at,
      created_at: at,
      updated_at: at,
    };
    const statusOf = (method: 'mpesa' | 'crypto', reason: string | null) =>
      toCsvRecord({ ...base, method, reject_reason: reason })[4];
    expect(statusOf('mpesa', 'Timed out: no answer from M-Pesa within 120 seconds')).toBe(
      'timed out',
    );
    expect(statusOf('mpesa', 'Cancelled: Canceled on the phone')).toBe('cancelled');
    expect(statusOf('mpesa', 'Wrong M-Pesa PIN')).toBe('failed');
    // A crypto deposit an admin refused is rejected indeed.
    expect(statusOf('crypto', 'Proof unreadable')).toBe('rejected');
  });
});
