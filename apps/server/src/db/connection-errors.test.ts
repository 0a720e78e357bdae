import { expect, test } from 'vitest';
import {
  isCheckoutTimeout,
  isConnectionError,
  isDatabaseUnavailable,
} from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

test('cut, refused and shutting-down connections are connection errors, hence unavailable', () => {
  const cuts = [
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated due to connection timeout'),
    new Error('Client has encountered a connection error and is not queryable'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P02'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    withCode('08001'),
    withCode('25P03'),
    withCode('ECONNREFUSED'),
    withCode('ECONNRESET'),
  ];
  for (const error of cuts) {
    expect(isConnectionError(error), error.message).toBe(true);
    expect(isDatabaseUnavailable(error), error.message).toBe(true);
  }
});

test('timeouts and a full or failing disk are unavailable, but not connection cuts', () => {
  for (const code of ['57014', '53100', '53200', '53300', '58030', '58P01']) {
    expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isConnectionError(withCode(code)), code).toBe(false);
  }
});

test('bugs and refusals stay what they are: never 503', () => {
  const others = [
    new Error('Cannot read properties of undefined'),
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('40001'),
    withCode('42P01', 'relation "nope" does not exist'),
    // A message that only mentions a connection is not one, when a SQLSTATE says otherwise.
    withCode('P0001', 'Connection terminated by a trigger'),
    null,
    'Connection terminated',
  ];
  for (const error of others) expect(isDatabaseUnavailable(error)).toBe(false);
});

test('only the pool checkout timeout counts as one', () => {
  expect(isCheckoutTimeout(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isCheckoutTimeout(new Error('Connection terminated unexpectedly'))).toBe(false);
});
