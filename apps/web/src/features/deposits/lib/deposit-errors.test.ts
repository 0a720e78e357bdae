import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeDepositError } from './deposit-errors';

const windowText =
  'Deposits are only allowed between 7:00 AM - 10:00 PM. Next window: 23 Nov 2026, 07:00.';

describe('describeDepositError', () => {
  test('a closed window shows the server text as the window notice', () => {
    const error = new ApiError(422, 'DEPOSIT_WINDOW_CLOSED', windowText);
    expect(describeDepositError(error)).toEqual({ kind: 'window', message: windowText });
  });

  test('a too large image lands under the proof field', () => {
    const error = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large.');
    expect(describeDepositError(error)).toMatchObject({ kind: 'field', field: 'proof' });
  });

  test('a field problem of VALIDATION_ERROR lands under that field', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', { txHash: 'Bad hash' });
    expect(describeDepositError(error)).toEqual({
      kind: 'field',
      field: 'txHash',
      message: 'Bad hash',
    });
  });

  test('a reused hash (CONFLICT) shows the server message above the form', () => {
    const error = new ApiError(409, 'CONFLICT', 'This transaction hash was already used.');
    expect(describeDepositError(error)).toEqual({
      kind: 'alert',
      title: 'Deposit failed',
      message: 'This transaction hash was already used.',
    });
  });

  test('a server failure or an exception gets the spec text, not internals', () => {
    const expected = 'An unexpected error occurred while submitting your deposit request.';
    expect(describeDepositError(new ApiError(500, 'INTERNAL_ERROR', 'stack'))).toMatchObject({
      message: expected,
    });
    expect(describeDepositError(new TypeError('x'))).toMatchObject({ message: expected });
  });

  test('a dropped connection says the retry is safe', () => {
    const error = new ApiError(0, 'NETWORK_ERROR', 'Network error.');
    expect(describeDepositError(error)).toMatchObject({ kind: 'alert', title: 'No connection' });
  });
});
