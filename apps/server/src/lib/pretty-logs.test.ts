import { expect, test } from 'vitest';
import { prettyLogTransport, requestLine } from './pretty-logs.js';

test('a request is one readable line', () => {
  expect(requestLine('GET', '/api/coins', 200, 3.4)).toBe('GET /api/coins → 200 (3 ms)');
});

test('pretty logs go through pino-pretty, one line per event; JSON when not asked', () => {
  expect(prettyLogTransport(false)).toEqual({});
  expect(prettyLogTransport(true).transport).toMatchObject({
    target: 'pino-pretty',
    options: { singleLine: true, ignore: 'pid,hostname,reqId' },
  });
});
