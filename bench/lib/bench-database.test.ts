/** How the trading bench names the way it reaches PostgreSQL in its report. */
import { describe, expect, test } from 'vitest';
import { databaseUrl, describeTransport } from './bench-database.js';

describe('describeTransport', () => {
  test('a URL whose host parameter is a folder goes through that Unix socket', () => {
    expect(
      describeTransport('postgres://postgres@localhost/soko_bench?host=/var/run/postgresql'),
    ).toBe('unix socket /var/run/postgresql');
  });

  test('a URL with a host name goes over TCP, to port 5432 unless it names another', () => {
    expect(describeTransport('postgres://postgres@127.0.0.1/soko_bench')).toBe(
      'tcp 127.0.0.1:5432',
    );
    expect(describeTransport('postgres://postgres@db.internal:6432/soko_bench')).toBe(
      'tcp db.internal:6432',
    );
  });

  test("the bench's other databases keep the socket of the URL they are named from", () => {
    const url = databaseUrl(
      'postgres://postgres@localhost/soko_bench?host=/var/run/postgresql',
      'soko_bench_pgbench',
    );
    expect(new URL(url).pathname).toBe('/soko_bench_pgbench');
    expect(describeTransport(url)).toBe('unix socket /var/run/postgresql');
  });
});
