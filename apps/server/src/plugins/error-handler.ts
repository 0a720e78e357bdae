import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorText, errorTextOfMessage, type ApiErrorBody, type ErrorText } from '@soko/shared';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError } from '../lib/app-error.js';

/** How soon a client may retry after the database failed it (a failover takes seconds). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Codes for errors Fastify itself raises before a handler runs, chosen by their status. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The body's message with its key and parameters (issue 17: clients translate by key). */
function keyed(text: ErrorText) {
  return { message: text.message, key: text.key, params: text.params };
}

function keyOf(text: ErrorText | undefined) {
  return text ? { key: text.key, params: text.params } : {};
}

function fieldKeysOf(texts: Record<string, ErrorText>) {
  const keys: NonNullable<ApiErrorBody['error']['fieldKeys']> = {};
  for (const [name, text] of Object.entries(texts)) {
    keys[name] = { key: text.key, params: text.params };
  }
  return keys;
}

/** The fields whose message is a catalogue sentence (the shared schemas' constant texts). */
function keyedFields(fields: Record<string, string>): Record<string, ErrorText> {
  const texts: Record<string, ErrorText> = {};
  for (const [name, message] of Object.entries(fields)) {
    const text = errorTextOfMessage(message);
    if (text) texts[name] = text;
  }
  return texts;
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[path] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * Errors the router raises before any hook runs, which Fastify would otherwise answer in its own
 * shape ({"error":"Bad Request","code":"FST_ERR_..."}): a malformed percent-encoding (%ff, %C0%AE)
 * and a path parameter over the router's length limit. Given to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, 414, {
      error: { code: 'URI_TOO_LONG', ...keyed(errorText('addressTooLong')) },
    });
    return;
  }
  void send(reply, 400, {
    error: { code: 'VALIDATION_ERROR', ...keyed(errorText('addressInvalid')) },
  });
}

/**
 * Not a bug: the database is away or cut the connection. The request's transaction rolled back
 * (or, cut during COMMIT, the client's retry with its Idempotency-Key finds what landed).
 */
function unavailable(request: FastifyRequest, error: Error): AppError {
  request.log.warn({ err: error }, 'database unavailable');
  return new AppError('SERVICE_UNAVAILABLE', errorText('serviceUnavailable'), {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
}

/**
 * One error shape for every failure: {"error": {"code", "message", "key", "params"}}, where key
 * and params say the message by the shared catalogue (absent for a text that has no key).
 * Expected rejections (AppError) keep their code; validation failures name each bad field
 * (with fieldKeys for those whose text has a key); anything unexpected is
 * logged with the request and answered 500 without details; a database that cannot serve is
 * answered 503 SERVICE_UNAVAILABLE with Retry-After.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const error = isDatabaseUnavailable(thrown) ? unavailable(request, thrown) : thrown;
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        error: { code: error.code, message: error.message, ...keyOf(error.text) },
      };
      if (error.fields) body.error.fields = error.fields;
      if (error.fieldTexts && Object.keys(error.fieldTexts).length > 0) {
        body.error.fieldKeys = fieldKeysOf(error.fieldTexts);
      }
      if (error.extra.retryAfterSeconds !== undefined) {
        body.error.retryAfterSeconds = error.extra.retryAfterSeconds;
        void reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      return send(reply, error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = validationFields(error);
      const first = Object.values(fields)[0];
      const text = first === undefined ? errorText('requestInvalid') : errorTextOfMessage(first);
      const body: ApiErrorBody = {
        error: { code: 'VALIDATION_ERROR', message: first ?? text?.message ?? '', fields },
      };
      Object.assign(body.error, keyOf(text));
      const fieldKeys = fieldKeysOf(keyedFields(fields));
      if (Object.keys(fieldKeys).length > 0) body.error.fieldKeys = fieldKeys;
      return send(reply, 400, body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      if (status === 413) {
        return send(reply, status, { error: { code, ...keyed(errorText('requestTooLarge')) } });
      }
      return send(reply, status, { error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      error: { code: 'INTERNAL_ERROR', ...keyed(errorText('internalError')) },
    });
  });
}
