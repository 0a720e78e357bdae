import { errorText } from '@soko/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { FilesService } from './files.service.js';

// A file id never changes its bytes (a new icon is a new file), so a year of caching is safe.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Public files: coin icons only. Proofs are private and served by the deposits module. */
export const filesRoutes: FastifyPluginCallbackZod<{ services: { files: FilesService } }> = (
  app,
  options,
  done,
) => {
  const { files } = options.services;

  app.get(
    '/files/coin-icons/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: "A coin's icon image (public, cached for a year)",
        params: z.object({ fileId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const found = await files.read(request.params.fileId, { purpose: 'coin_icon' });
      if (!found) throw new AppError('NOT_FOUND', errorText('noSuchCoinIcon'));
      const etag = `"${found.sha256}"`;
      void reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(found.contentType).send(found.bytes);
    },
  );
  done();
};
