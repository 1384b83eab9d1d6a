import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../contracts/core/codes';
import { STORAGE_HOST_PATH, uploadCalls } from '../../../contracts/uploads/calls';
import {
  LEGACY_KEY_PATTERN,
  UPLOAD_FIELDS,
  UPLOAD_KEY_PATTERN,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_PATH,
  UPLOAD_MSG,
  UPLOADS_PER_MINUTE,
} from '../../../contracts/uploads/codes';
import { z } from 'zod';
import { envelope } from '../../../contracts/core/envelope';
import { uploadedFileSchema } from '../../../contracts/uploads/models';
import type { CallRegistrar } from '../../platform/calls';
import { skipBodyValidation } from '../../platform/upload-schema';
import { badRequest, notFound, ok } from '../../platform/envelope';
import { perMinuteLimit } from '../../platform/rate-limit';
import type { UploadService } from './service';

/** The portal's own storage host (disk mode): the browser posts key, token and then the file here. */
export const LOCAL_UPLOAD_PATH = STORAGE_HOST_PATH;

/** The storage host's form as the OpenAPI document shows it; receivePost reads and checks it (no body validation). */
const STORE_SCHEMA = {
  tags: ['uploads'],
  summary:
    "The portal as storage host (disk mode; 404 in S3 mode): the form of the token call's fields (key, token) and then the file. " +
    "The token is checked before the file is read; the file is read at most to its purpose's limit and checked from its bytes, with §5's messages",
  consumes: ['multipart/form-data'],
  body: z.object({
    [UPLOAD_FIELDS.key]: z.string(),
    [UPLOAD_FIELDS.token]: z.string(),
    [UPLOAD_FIELDS.file]: z.file().meta({ description: `The file, last, at most ${UPLOAD_MAX_BYTES} bytes` }),
  }),
  response: { 200: envelope(uploadedFileSchema) },
};

/** A stored file never changes under its key: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function uploadRoutes(http: CallRegistrar, uploads: UploadService) {
  http.handle(uploadCalls.token, ({ query }, { user, request }) => uploads.issueToken(query, { user, requestId: request.id }));
  http.handle(uploadCalls.confirm, ({ body }, { user, request }) => uploads.confirm(body, { user, requestId: request.id }));
}

const missing = () => badRequest(UPLOAD_MSG.missingFile, [{ field: UPLOAD_FIELDS.file, message: 'is required' }]);

/** Reads a file part to its end, keeping at most maxBytes: past that the rest is drained and 'tooLarge' answered. */
async function readWithin(part: MultipartFile, maxBytes: number): Promise<Buffer | 'tooLarge'> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
  }
  // busboy stops at the global limit and marks the stream truncated: that is over every purpose's limit too.
  return total > maxBytes || part.file.truncated ? 'tooLarge' : Buffer.concat(chunks);
}

async function receivePost(request: FastifyRequest, uploads: UploadService) {
  if (!request.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== UPLOAD_FIELDS.file) {
        part.file.resume();
        continue;
      }
      // The key and token come before the file (as S3 wants them): the token is checked before a byte is kept.
      const key = fields[UPLOAD_FIELDS.key];
      const token = fields[UPLOAD_FIELDS.token];
      if (!key || !token) {
        part.file.resume();
        throw badRequest(UPLOAD_MSG.badToken);
      }
      const { row, rules } = await uploads.openPost(key, token);
      const bytes = await readWithin(part, rules.maxBytes);
      if (bytes !== 'tooLarge' && bytes.length === 0) throw missing();
      return await uploads.receive(row, bytes, { user: request.user ?? null, requestId: request.id });
    }
  } catch (err) {
    if (err instanceof Error && 'status' in err) throw err;
    // Busboy's complaints about the body (no boundary, a part cut short) and the plugin's FST_ codes.
    throw badRequest(MSG.malformedUpload);
  }
  throw missing();
}

/**
 * Files, not API calls: the storage host of the default mode, and the stored files served outside /api with a
 * CSP that lets nothing run. A key must match its pattern exactly and be a ready row in the table.
 */
export async function uploadFileRoutes(app: FastifyInstance, uploads: UploadService) {
  app.post(
    LOCAL_UPLOAD_PATH,
    { schema: STORE_SCHEMA, validatorCompiler: skipBodyValidation, config: perMinuteLimit(UPLOADS_PER_MINUTE) },
    async (request) => {
      if (uploads.mode !== 'disk') throw notFound();
      return ok(await receivePost(request, uploads));
    },
  );

  app.get(`${UPLOAD_MEDIA_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // Article images stored before tokens are served as <hash>.webp.
    const key = /^[0-9a-f]{64}\.webp$/.test(path) ? path.slice(0, 64) : path;
    const known = UPLOAD_KEY_PATTERN.test(key) || (LEGACY_KEY_PATTERN.test(key) && path.endsWith('.webp'));
    const range = request.headers.range;
    const stored = known ? await uploads.open(key, typeof range === 'string' ? range : undefined) : null;
    if (!stored) throw notFound();
    if (stored.range) {
      reply
        .code(206)
        .header('content-range', `bytes ${stored.range.start}-${stored.range.end}/${stored.total}`)
        .header('content-length', String(stored.range.end - stored.range.start + 1));
    } else {
      reply.header('content-length', String(stored.size));
    }
    return reply
      .header('content-type', stored.mime)
      .header('accept-ranges', 'bytes')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .send(stored.body);
  });
}
