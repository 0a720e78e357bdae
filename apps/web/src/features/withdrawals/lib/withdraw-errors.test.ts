import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeWithdrawError } from './withdraw-errors';

const describe_ = (error: unknown) => describeWithdrawError(error, '2.50000000', 'HRC');

describe('describeWithdrawError', () => {
  test('INSUFFICIENT_BALANCE goes back to the amount with the maximum shown', () => {
    const error = new ApiError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
    expect(describe_(error)).toEqual({
      kind: 'field',
      field: 'amount',
      message: 'Insufficient balance: The maximum you can withdraw is 2.5000 HRC.',
    });
  });

  test('INVALID_AMOUNT gives the spec text under the amount', () => {
    const error = new ApiError(400, 'INVALID_AMOUNT', 'Bad');
    expect(describe_(error)).toEqual({
      kind: 'field',
      field: 'amount',
      message: 'Invalid amount: Please enter a valid amount greater than zero.',
    });
  });

  test('EMAIL_NOT_VERIFIED is its own case (the dialog links to Settings)', () => {
    const error = new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Verify your email');
    expect(describe_(error)).toEqual({ kind: 'email-not-verified' });
  });

  test('a VALIDATION_ERROR on the address lands under the address', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', { address: 'Too long' });
    expect(describe_(error)).toEqual({ kind: 'field', field: 'address', message: 'Too long' });
  });

  test('a server failure says nothing was withdrawn, never internals', () => {
    const error = new ApiError(500, 'INTERNAL_ERROR', 'db down');
    expect(describe_(error)).toMatchObject({ kind: 'alert', title: 'Request failed' });
    expect(JSON.stringify(describe_(error))).not.toContain('db down');
  });

  test('a dropped connection says the retry is safe', () => {
    expect(describe_(new ApiError(0, 'NETWORK_ERROR', 'x'))).toMatchObject({
      title: 'No connection',
    });
  });
});
