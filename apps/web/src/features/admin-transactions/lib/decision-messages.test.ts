import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  classifyDecisionError,
  decisionDoneMessage,
  loadFailureMessage,
} from './decision-messages';
import type { DecisionSubject } from './decision-subject';

describe('classifyDecisionError', () => {
  test('ALREADY_PROCESSED keeps the server message', () => {
    const error = new ApiError(409, 'ALREADY_PROCESSED', 'This transaction is already approved.');
    expect(classifyDecisionError(error)).toEqual({
      kind: 'already-processed',
      message: 'This transaction is already approved.',
    });
  });

  test('OWNER_SUSPENDED asks for the username instead of a plain failure', () => {
    const error = new ApiError(
      409,
      'OWNER_SUSPENDED',
      'The owner of this withdrawal is suspended.',
    );
    expect(classifyDecisionError(error)).toEqual({
      kind: 'owner-suspended',
      message: 'The owner of this withdrawal is suspended.',
    });
  });

  test('a validation error with fields goes under the fields', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', { txHash: 'Bad hash' });
    expect(classifyDecisionError(error)).toEqual({
      kind: 'fields',
      fields: { txHash: 'Bad hash' },
    });
  });

  test('another client error shows its message; a server or network error a plain retry hint', () => {
    expect(classifyDecisionError(new ApiError(404, 'NOT_FOUND', 'Not found'))).toEqual({
      kind: 'failed',
      message: 'Not found',
    });
    expect(classifyDecisionError(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toEqual({
      kind: 'failed',
      message: 'Please try again.',
    });
    expect(classifyDecisionError(new TypeError('x'))).toEqual({
      kind: 'failed',
      message: 'Please try again.',
    });
  });
});

describe('decisionDoneMessage', () => {
  const deposit: DecisionSubject = {
    transactionId: 't1',
    kind: 'deposit',
    username: 'amina',
    email: 'amina@soko.local',
    currency: 'USDT',
    amount: '25.50000000',
    fee: null,
    net: null,
    address: null,
    txHash: null,
    ownerSuspended: false,
  };

  test('names the exact amount and the user', () => {
    expect(decisionDoneMessage('approve', deposit)).toEqual({
      title: 'Deposit approved',
      description: '25.5000 USDT credited to amina.',
    });
  });

  test('a first approval of two says so, not that the deposit was approved', () => {
    expect(decisionDoneMessage('approve', deposit, { approvals: 1, required: 2 })).toEqual({
      title: '1 of 2 approvals',
      description:
        "Another admin must approve amina's deposit of 25.5000 USDT before it is credited.",
    });
    expect(decisionDoneMessage('approve', deposit, { approvals: 2, required: 2 }).title).toBe(
      'Deposit approved',
    );
  });

  test('a rejected withdrawal returns the gross', () => {
    const withdrawal = {
      ...deposit,
      kind: 'withdrawal' as const,
      amount: '10.00000000',
      fee: '1.00000000',
      net: '9.00000000',
    };
    expect(decisionDoneMessage('reject', withdrawal).description).toBe(
      "10.0000 USDT returned to amina's balance.",
    );
    expect(decisionDoneMessage('approve', withdrawal).description).toBe(
      "9.0000 USDT to amina's address is recorded as sent.",
    );
  });
});

describe('loadFailureMessage', () => {
  test('says what to do when two-factor is required first; else the fallback', () => {
    const mfa = new ApiError(403, 'MFA_ENROLMENT_REQUIRED', 'Admins must turn on two-factor');
    expect(loadFailureMessage(mfa, 'Please try again.')).toBe(
      'Turn on two-factor authentication in your account settings first.',
    );
    expect(loadFailureMessage(new ApiError(500, 'INTERNAL_ERROR', 'x'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });
});
