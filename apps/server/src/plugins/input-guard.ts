import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { NUL_MESSAGE, textProblemIn, urlHasNul } from '../lib/forbidden-text.js';

/**
 * Refuses, before any route code, input no handler should have to think about: a NUL character
 * in the URL (path or query) or anywhere in a JSON body, and a JSON string that is not valid
 * Unicode (a lone surrogate). Registered on the root instance, so it
 * guards every route, anonymous ones included, with 400 VALIDATION_ERROR.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (urlHasNul(request.url)) throw new AppError('VALIDATION_ERROR', NUL_MESSAGE);
  });
  // After the body is parsed and before the schema sees it: a schema with a free-text field
  // would otherwise pass the NUL on to the database.
  app.addHook('preValidation', async (request) => {
    const problem = request.body === undefined ? undefined : textProblemIn(request.body);
    if (problem) throw new AppError('VALIDATION_ERROR', problem);
  });
}
