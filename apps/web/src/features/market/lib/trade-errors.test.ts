import { i18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeTradeError } from './trade-errors';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const apiError = (code: string, message = 'server text', status = 409) =>
  new ApiError(status, code, message);

describe('describeTradeError: the code mapping of product-spec.md section 8', () => {
  test.each([
    ['ORDER_NOT_FOUND', 'The selected order is no longer available'],
    ['SELF_TRADE', 'You cannot trade your own order'],
    ['PAIR_INACTIVE', 'Failed to execute trade'],
    ['VALIDATION_ERROR', 'Failed to execute trade'],
    ['INTERNAL_ERROR', 'Failed to execute trade'],
    ['RATE_LIMITED', 'Failed to execute trade'],
  ])('%s → %s', (code, message) => {
    expect(describeTradeError(apiError(code))).toMatchObject({ title: 'Trade failed', message });
  });

  test.each(['INSUFFICIENT_BALANCE', 'INVALID_AMOUNT'])('%s keeps the server message', (code) => {
    expect(describeTradeError(apiError(code, 'You have KES 3.00 available'))).toEqual({
      title: 'Trade failed',
      message: 'You have KES 3.00 available',
      orderGone: false,
    });
  });

  test('a request that never reached the server is the RPC_ERROR text', () => {
    expect(describeTradeError(new ApiError(0, 'NETWORK_ERROR', 'offline')).message).toBe(
      'Failed to communicate with the server',
    );
  });

  test('an exception in the client (UNKNOWN) is the generic text', () => {
    expect(describeTradeError(new TypeError('x is undefined')).message).toBe(
      'Failed to execute trade',
    );
  });

  test('only a vanished order asks for the list to be reloaded and the dialog closed', () => {
    expect(describeTradeError(apiError('ORDER_NOT_FOUND', '', 404)).orderGone).toBe(true);
    expect(describeTradeError(apiError('SELF_TRADE')).orderGone).toBe(false);
  });
});
