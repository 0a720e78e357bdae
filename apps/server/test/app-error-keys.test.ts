import { describe, expect, test } from 'vitest';
import { errorText } from '@soko/shared';
import { AppError } from '../src/lib/app-error.js';
import { BROKEN_TEXT_MESSAGE, NUL_MESSAGE } from '../src/lib/forbidden-text.js';
import { SUSPENDED_MESSAGE } from '../src/modules/users/active-user.js';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CODE_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from '../src/modules/auth/auth.service.js';
import { INVALID_TOKEN_MESSAGE } from '../src/modules/auth/email-verification.service.js';
import {
  TOTP_INVALID_MESSAGE,
  TOTP_REQUIRED_MESSAGE,
} from '../src/modules/safeguards/withdrawal-guard.js';
import { MISSING_INFORMATION } from '../src/modules/deposits/crypto-deposit-request.js';
import { IMAGE_TOO_LARGE_MESSAGE } from '../src/modules/files/accept-image.js';
import { MULTIPART_MESSAGES } from '../src/modules/files/multipart.js';
import { ENROL_FIRST_MESSAGE } from '../src/modules/settings/settings.service.js';
import {
  SELF_TRADE_MESSAGE,
  TOO_SMALL_TO_MATCH_MESSAGE,
} from '../src/domain/matching/order-matching.js';
import { PAIR_INACTIVE_MESSAGE } from '../src/domain/matching/take.js';
import { POSITIVE_MESSAGE } from '../src/domain/matching/order-request.js';
import { FOUR_EYES_MESSAGE, SELF_APPROVAL_MESSAGE } from '../src/domain/approvals/four-eyes.js';
import { ZERO_AMOUNT_MESSAGE } from '../src/domain/withdrawals/crypto-withdrawal.js';

/**
 * A refusal carries its sentence by key (issue 17). Throw sites that pass a constant sentence
 * rather than errorText(key) get the key by the sentence's exact text: every such constant must
 * be in the shared catalogue, or its refusal would leave without a key.
 */
describe('AppError', () => {
  test.each([
    SUSPENDED_MESSAGE,
    USERNAME_TAKEN_MESSAGE,
    EMAIL_TAKEN_MESSAGE,
    INVALID_CODE_MESSAGE,
    INVALID_TOKEN_MESSAGE,
    TOTP_REQUIRED_MESSAGE,
    TOTP_INVALID_MESSAGE,
    MISSING_INFORMATION,
    IMAGE_TOO_LARGE_MESSAGE,
    ENROL_FIRST_MESSAGE,
    NUL_MESSAGE,
    BROKEN_TEXT_MESSAGE,
    SELF_TRADE_MESSAGE,
    TOO_SMALL_TO_MATCH_MESSAGE,
    PAIR_INACTIVE_MESSAGE,
    POSITIVE_MESSAGE,
    SELF_APPROVAL_MESSAGE,
    FOUR_EYES_MESSAGE,
    ZERO_AMOUNT_MESSAGE,
    ...Object.values(MULTIPART_MESSAGES),
  ])('the constant %s has a key', (message) => {
    const error = new AppError('CONFLICT', message, { fields: { field: message } });
    expect(error.text?.message).toBe(message);
    expect(error.fieldTexts?.field?.key).toBe(error.text?.key);
  });

  test('a keyed text keeps its key, parameters and sentence; a plain field keeps its words', () => {
    const text = errorText('orderTooSmall', { minimum: '20', base: 'HRC' });
    const error = new AppError('ORDER_TOO_SMALL', text, {
      fields: { amount: text, note: 'Something else' },
    });
    expect(error.message).toBe('Minimum order size is 20 HRC');
    expect(error.text).toEqual(text);
    expect(error.fields).toEqual({ amount: text.message, note: 'Something else' });
    expect(error.fieldTexts).toEqual({ amount: text });
  });
});
