import { describe, expect, test } from 'vitest';
import { ApiError } from './api-client';
import { readUploadResponse } from './upload-form';

describe('readUploadResponse: the upload fails the same way apiRequest does', () => {
  test('a 201 gives the JSON body', () => {
    expect(readUploadResponse(201, '{"transaction":{"id":"txn_1"}}')).toEqual({
      ok: true,
      body: { transaction: { id: 'txn_1' } },
    });
  });

  test('an error body becomes an ApiError with its code, message and fields', () => {
    const body = {
      error: { code: 'VALIDATION_ERROR', message: 'Invalid', fields: { amount: 'Bad' } },
    };
    const outcome = readUploadResponse(400, JSON.stringify(body));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { amount: 'Bad' },
    });
  });

  test("a proxy's HTML 413 page still reads as PAYLOAD_TOO_LARGE", () => {
    const outcome = readUploadResponse(413, '<html>Request Entity Too Large</html>');
    expect(!outcome.ok && outcome.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('status 0 (connection lost) is a network error, safe to retry', () => {
    const outcome = readUploadResponse(0, '');
    expect(!outcome.ok && outcome.error.isNetworkError).toBe(true);
  });

  test('any other failure without a body names the status', () => {
    const outcome = readUploadResponse(502, 'Bad Gateway');
    expect(!outcome.ok && outcome.error.message).toBe('Request failed: 502');
  });
});
