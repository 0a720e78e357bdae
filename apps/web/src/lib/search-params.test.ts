import { describe, expect, test } from 'vitest';
import { readPage, writeSearchParams, type SearchChanges } from './search-params';

describe('writeSearchParams', () => {
  const write = (from: string, changes: SearchChanges<string>) =>
    writeSearchParams(new URLSearchParams(from), changes).toString();

  test('a new filter starts again from page 1', () => {
    expect(write('type=deposit&page=4', { status: 'approved' })).toBe(
      'type=deposit&status=approved',
    );
  });

  test('clearing a filter removes it from the address', () => {
    expect(write('type=deposit&status=approved', { type: undefined })).toBe('status=approved');
    expect(write('q=amina&role=admin', { q: '' })).toBe('role=admin');
  });

  test('paging keeps the filters; page 1 is left out', () => {
    expect(write('type=sale', { page: '2' })).toBe('type=sale&page=2');
    expect(write('type=sale&page=2', { page: '1' })).toBe('type=sale');
  });
});

describe('readPage', () => {
  const read = (query: string) => readPage(new URLSearchParams(query));

  test('a page from 1 is read; a missing, zero, negative or bad page is page 1', () => {
    expect(read('page=3')).toBe(3);
    expect(read('')).toBe(1);
    expect(read('page=0')).toBe(1);
    expect(read('page=-2')).toBe(1);
    expect(read('page=abc')).toBe(1);
  });
});
