import { describe, expect, test } from 'vitest';
import {
  emptyText,
  exportHref,
  listQuery,
  readFilters,
  writeFilters,
  type TransactionFilters,
} from './transactions-search';

const none: TransactionFilters = { q: '', type: undefined, status: undefined, page: 1 };
const read = (query: string) => readFilters(new URLSearchParams(query));

describe('readFilters', () => {
  test('an empty address is no filter, page 1', () => {
    expect(read('')).toEqual(none);
  });

  test('known values are read', () => {
    expect(read('q=HRC&type=deposit&status=pending&page=3')).toEqual({
      q: 'HRC',
      type: 'deposit',
      status: 'pending',
      page: 3,
    });
  });

  test('unknown values and bad pages are ignored rather than sent to the server', () => {
    expect(read('type=refund&status=lost&page=-2')).toEqual(none);
    expect(read('page=abc')).toEqual(none);
    expect(read('page=1e3')).toEqual({ ...none, page: 1 });
  });

  test('the search is trimmed and capped at the server limit of 64', () => {
    expect(read(`q=${encodeURIComponent('  txn_ab  ')}`).q).toBe('txn_ab');
    expect(read(`q=${'x'.repeat(80)}`).q).toHaveLength(64);
  });
});

describe('writeFilters', () => {
  const write = (from: string, changes: Parameters<typeof writeFilters>[1]) =>
    writeFilters(new URLSearchParams(from), changes).toString();

  test('a new filter starts again from page 1', () => {
    expect(write('type=deposit&page=4', { status: 'approved' })).toBe(
      'type=deposit&status=approved',
    );
  });

  test('clearing a filter removes it from the address', () => {
    expect(write('type=deposit&status=approved', { type: undefined })).toBe('status=approved');
  });

  test('paging keeps the filters; page 1 is left out', () => {
    expect(write('type=sale', { page: '2' })).toBe('type=sale&page=2');
    expect(write('type=sale&page=2', { page: '1' })).toBe('type=sale');
  });

  test('reading what was written gives the same filters back', () => {
    const params = writeFilters(new URLSearchParams(), {
      q: 'HRC',
      type: 'withdrawal',
      status: 'rejected',
    });
    expect(readFilters(params)).toEqual({
      q: 'HRC',
      type: 'withdrawal',
      status: 'rejected',
      page: 1,
    });
  });
});

describe('server queries', () => {
  const filters: TransactionFilters = { q: 'HRC', type: 'deposit', status: undefined, page: 2 };

  test('the list asks for one page of 10 with the filters', () => {
    expect(listQuery(filters, 10)).toBe('type=deposit&q=HRC&page=2&pageSize=10');
  });

  test('the export carries the filters but no paging', () => {
    expect(exportHref(filters)).toBe('/api/transactions/export.csv?type=deposit&q=HRC');
    expect(exportHref(none)).toBe('/api/transactions/export.csv');
  });
});

describe('emptyText: the spec texts word for word', () => {
  test.each<[Partial<TransactionFilters>, string]>([
    [{ type: 'deposit' }, 'No deposit transactions found'],
    [{ type: 'withdrawal', status: 'pending' }, 'No withdrawal transactions found'],
    [{ status: 'forfeited' }, 'No transactions match your filters'],
    [{ q: 'BTC' }, 'No transactions match your filters'],
    [{}, 'You have no transactions yet'],
  ])('%o → %s', (filters, text) => {
    expect(emptyText({ ...none, ...filters })).toBe(text);
  });
});
