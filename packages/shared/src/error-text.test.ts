import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES } from './error-messages.js';
import { errorText, errorTextOfMessage, renderErrorMessage } from './error-text.js';
import { PAIR_MESSAGES, PAIR_RULE_MESSAGES } from './pairs.js';
import { PAYMENT_MESSAGES, parseMpesaAmount } from './payments.js';
import { WEAK_PASSWORD_MESSAGE } from './password-strength.js';

/** The catalogue of refusal sentences (issue 17): rendering, keys by text, and the constants. */
describe('error texts', () => {
  test('a template is filled from its parameters', () => {
    expect(renderErrorMessage('orderTooSmall', { minimum: '20', base: 'HRC' })).toBe(
      'Minimum order size is 20 HRC',
    );
    expect(errorText('tooManyOpenOrders', { count: 200 })).toEqual({
      key: 'tooManyOpenOrders',
      params: { count: 200 },
      message: 'You already have 200 open orders. Cancel some of them before placing another.',
    });
    expect(errorText('invalidCredentials')).toEqual({
      key: 'invalidCredentials',
      params: {},
      message: 'Invalid email or password',
    });
  });

  test('a sentence without placeholders is found by its exact text; one with them is not', () => {
    expect(errorTextOfMessage('Invalid email or password')?.key).toBe('invalidCredentials');
    expect(errorTextOfMessage('Invalid email or password.')).toBeUndefined();
    expect(errorTextOfMessage('Minimum order size is {minimum} {base}')).toBeUndefined();
  });

  test('no two keys share a sentence, so a sentence found by its text has one key', () => {
    const texts = Object.values(ERROR_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('the shared constants the server refuses with have their keys', () => {
    const constants = [
      ...Object.values(PAIR_RULE_MESSAGES),
      ...Object.values(PAIR_MESSAGES),
      PAYMENT_MESSAGES.invalidPhoneFormat,
      PAYMENT_MESSAGES.notKenyanPhone,
      PAYMENT_MESSAGES.signInDeposit,
      PAYMENT_MESSAGES.signInWithdrawal,
      WEAK_PASSWORD_MESSAGE,
    ];
    for (const text of constants) expect(errorTextOfMessage(text), text).toBeDefined();
    expect(renderErrorMessage('maxWithdrawal', { maximum: '1,000.00' })).toBe(
      PAYMENT_MESSAGES.maxWithdrawal('1000.00'),
    );
  });

  test('a rule result carries its key next to the sentence it always had', () => {
    expect(parseMpesaAmount('9')).toEqual({
      ok: false,
      key: 'mpesaBelowMinimum',
      params: { minimum: '10' },
      message: PAYMENT_MESSAGES.belowMinimum(10),
    });
  });
});
