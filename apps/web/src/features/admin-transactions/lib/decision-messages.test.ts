import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  awaitsAnotherApproval,
  classifyDecisionError,
  needsTwoFactorSetup,
} from './decision-messages';

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

  test('another client error shows its message; a server or network error none (the screen says to retry)', () => {
    expect(classifyDecisionError(new ApiError(404, 'NOT_FOUND', 'Not found'))).toEqual({
      kind: 'failed',
      message: 'Not found',
    });
    expect(classifyDecisionError(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toEqual({
      kind: 'failed',
      message: null,
    });
    expect(classifyDecisionError(new TypeError('x'))).toEqual({
      kind: 'failed',
      message: null,
    });
  });
});

describe('awaitsAnotherApproval', () => {
  test('a first approval of two waits for another admin; the last one does not', () => {
    expect(awaitsAnotherApproval('approve', { approvals: 1, required: 2 })).toBe(true);
    expect(awaitsAnotherApproval('approve', { approvals: 2, required: 2 })).toBe(false);
  });

  test('an approval below the threshold (no progress) and a rejection never wait', () => {
    expect(awaitsAnotherApproval('approve', undefined)).toBe(false);
    expect(awaitsAnotherApproval('reject', { approvals: 1, required: 2 })).toBe(false);
  });
});

describe('needsTwoFactorSetup', () => {
  test('says so when two-factor is required first, not for other failures', () => {
    const mfa = new ApiError(403, 'MFA_ENROLMENT_REQUIRED', 'Admins must turn on two-factor');
    expect(needsTwoFactorSetup(mfa)).toBe(true);
    expect(needsTwoFactorSetup(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
    expect(needsTwoFactorSetup(new TypeError('x'))).toBe(false);
  });
});
