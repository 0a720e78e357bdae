/**
 * The helpers that turn a failed auth request into what the pages show, and the `next` check that
 * keeps the login page from sending a person to another site after signing in.
 */
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fieldErrors, formatCountdown, safeNextPath, serverMessage } from './errors';

describe('safeNextPath', () => {
  test.each([
    ['/dashboard/wallet', '/dashboard/wallet'],
    ['/admin?tab=1', '/admin?tab=1'],
    [null, undefined],
    ['', undefined],
    ['dashboard', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('serverMessage', () => {
  test("is the server's text for an answer with an error body", () => {
    expect(
      serverMessage(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password')),
    ).toBe('Invalid email or password');
  });
  test.each([
    ['offline', new ApiError(0, 'NETWORK_ERROR', 'Network error.')],
    ['a body that is not ours', new ApiError(502, 'HTTP_ERROR', 'Request failed: 502')],
    ['a bug', new TypeError('x is undefined')],
  ])('is undefined when %s, so the page says "Failed to ... Please try again."', (_, error) => {
    expect(serverMessage(error)).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  test('maps the 409s onto the field they name', () => {
    expect(fieldErrors(new ApiError(409, 'USERNAME_TAKEN', 'Taken'))).toEqual({
      username: 'Taken',
    });
    expect(fieldErrors(new ApiError(409, 'EMAIL_TAKEN', 'In use'))).toEqual({ email: 'In use' });
  });
  test('passes a VALIDATION_ERROR’s fields through', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', { password: 'Too short' });
    expect(fieldErrors(error)).toEqual({ password: 'Too short' });
  });
  test('is empty for anything else', () => {
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});

test.each([
  [900, '15:00'],
  [61, '1:01'],
  [9, '0:09'],
])('formatCountdown(%i) is %s', (seconds, expected) => {
  expect(formatCountdown(seconds)).toBe(expected);
});
