import { ERROR_STATUS, type ErrorCode } from '@soko/shared';

/**
 * An expected rejection with a code from the shared catalogue. The error handler turns it into
 * {"error": {"code", "message"}} with the code's HTTP status; anything else thrown is a bug
 * and answers 500 without details.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      /** Where api.md gives one code two statuses (ORDER_TOO_SMALL: 422 for a pair's limit, 400 for a minimum fill). */
      statusCode?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = extra.statusCode ?? ERROR_STATUS[code];
  }
}
