import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_FILE_NAME_PATTERN, UPLOAD_MEDIA_PATH } from '../../../contracts/uploads/codes';
import { uploadCalls } from '../../../contracts/uploads/calls';
import type { CallRegistrar } from '../../platform/calls';
import { notFound } from '../../platform/envelope';
import type { UploadService } from './service';

/** A stored file never changes under its key (the key is its hash): a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function uploadRoutes(http: CallRegistrar, uploads: UploadService) {
  http.handle(uploadCalls.image, ({ file }, { user, request }) =>
    uploads.storeImage(file, 'article-image', { userId: user.userId, email: user.email, requestId: request.id }),
  );
}

/**
 * Stored images: files, not API calls, served outside /api like the market's media, each with a CSP that lets
 * nothing run. The name must be exactly `<64 hex>.webp`, so no other path can be formed from it.
 */
export async function uploadMediaRoutes(fastify: FastifyInstance, uploads: UploadService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${UPLOAD_MEDIA_PATH}/:file`,
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // An invalid name is simply not there: 404 like an unknown key, not a 400 that names the rule.
      const stored = UPLOAD_FILE_NAME_PATTERN.test(file) ? await uploads.open(file.slice(0, -'.webp'.length)) : null;
      if (!stored) throw notFound();
      return reply
        .header('content-type', stored.mime)
        .header('content-length', String(stored.size))
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .send(stored.body);
    },
  );
}
