import { ERROR_STATUS, errorTextOfMessage, type ErrorCode, type ErrorText } from '@soko/shared';

/** A field's problem: by key (preferred), or a plain sentence found by its exact text if it has one. */
export type FieldText = ErrorText | string;

/**
 * An expected rejection with a code from the shared catalogue. The error handler turns it into
 * {"error": {"code", "message", "key", "params"}} with the code's HTTP status; anything else
 * thrown is a bug and answers 500 without details. The text is an ErrorText (errorText(key,
 * params)) so clients can say it in their language; a plain string is accepted for texts that
 * come from elsewhere (a zod schema's message) and keeps a key only when it is a catalogue
 * sentence without parameters.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly text: ErrorText | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly fieldTexts: Record<string, ErrorText> | undefined;

  constructor(
    readonly code: ErrorCode,
    text: ErrorText | string,
    readonly extra: {
      fields?: Record<string, FieldText>;
      retryAfterSeconds?: number;
      /** Where api.md gives one code two statuses (ORDER_TOO_SMALL: 422 for a pair's limit, 400 for a minimum fill). */
      statusCode?: number;
    } = {},
  ) {
    super(typeof text === 'string' ? text : text.message);
    this.name = 'AppError';
    this.statusCode = extra.statusCode ?? ERROR_STATUS[code];
    this.text = typeof text === 'string' ? errorTextOfMessage(text) : text;
    if (extra.fields) {
      const split = splitFields(extra.fields);
      this.fields = split.fields;
      this.fieldTexts = split.fieldTexts;
    }
  }
}

function splitFields(given: Record<string, FieldText>) {
  const fields: Record<string, string> = {};
  const fieldTexts: Record<string, ErrorText> = {};
  for (const [name, value] of Object.entries(given)) {
    const text = typeof value === 'string' ? errorTextOfMessage(value) : value;
    fields[name] = typeof value === 'string' ? value : value.message;
    if (text) fieldTexts[name] = text;
  }
  return { fields, fieldTexts };
}

/** A response's own sentence (not a refusal) with the same by key: `message` and `messageKey`. */
export function keyedMessage(text: ErrorText) {
  return { message: text.message, messageKey: { key: text.key, params: text.params } };
}
