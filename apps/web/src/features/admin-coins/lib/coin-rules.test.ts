import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  coinInitials,
  failureMessage,
  hasMissingRequired,
  iconProblem,
  UNEXPECTED_ERROR,
} from './coin-rules';

describe('iconProblem', () => {
  test.each([
    ['image/png', 1000, null],
    ['image/jpeg', 5 * 1024 * 1024, null],
    ['image/webp', 10, null],
    ['image/gif', 10, 'The icon must be an image: PNG, JPEG or WebP.'],
    ['application/pdf', 10, 'The icon must be an image: PNG, JPEG or WebP.'],
    ['image/png', 5 * 1024 * 1024 + 1, 'The icon must be 5 MB or smaller.'],
  ])('%s of %i bytes → %s', (type, size, expected) => {
    expect(iconProblem({ type, size })).toBe(expected);
  });
});

describe('coinInitials', () => {
  test.each([
    ['BTC', 'Bitcoin', 'BT'],
    ['x', 'Xcoin', 'X'],
    ['', 'harambee coin', 'HA'],
    ['', '', '?'],
  ])('%s / %s → %s', (symbol, name, expected) => {
    expect(coinInitials(symbol, name)).toBe(expected);
  });
});

describe('failureMessage', () => {
  test("the server's message when it sent one", () => {
    expect(failureMessage(new ApiError(409, 'CONFLICT', 'A coin with this symbol exists.'))).toBe(
      'A coin with this symbol exists.',
    );
  });

  test('else An unexpected error occurred', () => {
    expect(failureMessage(new ApiError(0, 'NETWORK_ERROR', 'Network error.'))).toBe(
      UNEXPECTED_ERROR,
    );
    expect(failureMessage(new Error('boom'))).toBe(UNEXPECTED_ERROR);
  });
});

describe('hasMissingRequired', () => {
  test('an empty required field (zod too_small) counts; a too-long one does not', () => {
    expect(hasMissingRequired({ name: { type: 'too_small', message: 'x' } })).toBe(true);
    expect(hasMissingRequired({ name: { type: 'too_big', message: 'x' } })).toBe(false);
    expect(hasMissingRequired({})).toBe(false);
  });
});
