import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@soko/shared';
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
    void send(reply, 414, { error: { code: 'URI_TOO_LONG', message: 'The address is too long.' } });
    return;
  }
  void send(reply, 400, {
    error: { code: 'VALIDATION_ERROR', message: 'The address is not valid.' },
  });
}

/**
 * Not a bug: the database is away or cut the connection. The request's transaction rolled back
 * (or, cut during COMMIT, the client's retry with its Idempotency-Key finds what landed).
 */
function unavailable(request: FastifyRequest, error: Error): AppError {
  request.log.warn({ err: error }, 'database unavailable');
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The service is briefly unavailable. Please try again in a few seconds.',
    { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
  );
}

/**
 * One error shape for every failure: {"error": {"code", "message"}}. Expected rejections
 * (AppError) keep their code; validation failures name each bad field; anything unexpected is
 * logged with the request and answered 500 without details; a database that cannot serve is
 * answered 503 SERVICE_UNAVAILABLE with Retry-After.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const error = isDatabaseUnavailable(thrown) ? unavailable(request, thrown) : thrown;
    if (error instanceof AppError) {
      const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
      if (error.extra.fields) body.error.fields = error.extra.fields;
      if (error.extra.retryAfterSeconds !== undefined) {
        body.error.retryAfterSeconds = error.extra.retryAfterSeconds;
        void reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      return send(reply, error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = validationFields(error);
      const first = Object.values(fields)[0] ?? 'The request is not valid';
      return send(reply, 400, { error: { code: 'VALIDATION_ERROR', message: first, fields } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      const message = status === 413 ? 'The request is too large' : error.message;
      return send(reply, status, { error: { code, message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
  });
}
