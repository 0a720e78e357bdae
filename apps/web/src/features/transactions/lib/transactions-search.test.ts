import { describe, expect, test } from 'vitest';
import {
  emptyCase,
  exportHref,
  listQuery,
  readFilters,
  type EmptyCase,
  type TransactionFilters,
} from './transactions-search';
import { writeSearchParams } from '@/lib/search-params';

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

describe('the address as written by writeSearchParams', () => {
  test('reading what was written gives the same filters back', () => {
    const params = writeSearchParams(new URLSearchParams(), {
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

describe('emptyCase: which of the spec texts an empty list shows', () => {
  test.each<[Partial<TransactionFilters>, EmptyCase]>([
    [{ type: 'deposit' }, 'deposit'],
    [{ type: 'withdrawal', status: 'pending' }, 'withdrawal'],
    [{ status: 'forfeited' }, 'filtered'],
    [{ q: 'BTC' }, 'filtered'],
    [{}, 'none'],
  ])('%o → %s', (filters, expected) => {
    expect(emptyCase({ ...none, ...filters })).toBe(expected);
  });
});
