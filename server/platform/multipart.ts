import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReceivedFile, UploadBody } from '../../contracts/core/calls';
import { MSG, REQUEST_MSG } from '../../contracts/core/codes';
import { badRequest } from './envelope';

/**
 * multipart/form-data for the upload calls (`upload` in a call definition). Nothing is parsed until a handler
 * asks: the access check runs first, and a visitor's file is never read. These limits hold for every such body;
 * each call adds its own file size.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 1_024, parts: 5, headerPairs: 20 },
    throwFileSizeLimit: true,
  });
}

const errorCode = (err: unknown) => (err && typeof err === 'object' && 'code' in err ? String(err.code) : '');

/**
 * The one file of an upload call, read into memory up to `upload.maxBytes` (busboy stops counting bytes into
 * the buffer past the limit, so a larger body never grows it). Refusals leave as 400 envelopes.
 */
export async function readUpload(request: FastifyRequest, upload: UploadBody): Promise<ReceivedFile> {
  const missing = () => badRequest(upload.missing, [{ field: upload.field, message: REQUEST_MSG.required }]);
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({ limits: { fileSize: upload.maxBytes } });
    if (!part || part.fieldname !== upload.field) throw missing();
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw missing();
    return { bytes, filename: part.filename, declaredType: part.mimetype };
  } catch (err) {
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(upload.tooLarge, [{ field: upload.field, message: upload.tooLarge }]);
    if (errorCode(err).startsWith('FST_')) throw badRequest(MSG.malformedUpload);
    // Busboy's own complaints about the body (a missing boundary, a part cut short) have no code.
    if (err instanceof Error && !('status' in err)) throw badRequest(MSG.malformedUpload);
    throw err;
  }
}
