import { z } from 'zod';

/**
 * Every error code the API answers with, and the HTTP status it travels with.
 * The web app switches on `code`, never on the message text.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_AMOUNT: 400,
  INVALID_MFA_CODE: 400,
  INVALID_TOKEN: 400,
  /** A withdrawal address that does not fit its coin's network (decisions.md 23). */
  INVALID_ADDRESS: 400,
  /** With two-factor on, a withdrawal carries a current code (decisions.md 23). */
  MFA_CODE_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  ACCOUNT_SUSPENDED: 403,
  MFA_ENROLMENT_REQUIRED: 403,
  EMAIL_NOT_VERIFIED: 403,
  /** An admin deciding a request of their own, or adjusting their own balance. */
  SELF_APPROVAL: 403,
  /** A withdrawal or deposit over the account's tier limit (decisions.md 22). */
  LIMIT_EXCEEDED: 403,
  /** The cool-down after a password, email or two-factor change (decisions.md 23). */
  WITHDRAWALS_PAUSED: 403,
  /** "Only to saved addresses" is on and the address is not in the book, or not usable yet. */
  ADDRESS_NOT_SAVED: 403,
  ADDRESS_NOT_YET_USABLE: 403,
  NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  ALREADY_PROCESSED: 409,
  SELF_TRADE: 409,
  /** This admin already approved; a second, different admin must give the next approval. */
  FOUR_EYES_REQUIRED: 409,
  /** The request's owner is suspended: approving needs their username typed as `confirm`. */
  OWNER_SUSPENDED: 409,
  INSUFFICIENT_BALANCE: 409,
  /** A new excise rate dated before the latest rate already set (decisions.md 24). */
  EXCISE_RATE_OUT_OF_ORDER: 409,
  ORDER_TOO_SMALL: 422,
  ORDER_TOO_LARGE: 422,
  PAIR_INACTIVE: 422,
  DEPOSIT_WINDOW_CLOSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  /** A path segment longer than the router takes (an id is never that long). */
  URI_TOO_LONG: 414,
  /** The payment provider did not answer or refused the request (M-Pesa). */
  PROVIDER_ERROR: 502,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** The database is unreachable or the connection was cut: retry soon, same Idempotency-Key. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A text by key and parameters (ERROR_MESSAGES), for a client to say in its own language. */
export const KeyedTextSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level problems of a VALIDATION_ERROR, keyed by the dotted field path. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Seconds until a RATE_LIMITED or SERVICE_UNAVAILABLE caller may try again. */
    retryAfterSeconds: z.number().int().optional(),
    /**
     * The message by key (ERROR_MESSAGES) and parameters, so a client says it in its own
     * language; absent for the rare text that has no key (a schema's message not in the catalogue).
     */
    key: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** The same for each entry of `fields` that has a key. */
    fieldKeys: z.record(z.string(), KeyedTextSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
