import { defineCall } from '../core/calls';
import { UPLOADS_PER_MINUTE } from './codes';
import { uploadConfirmBodySchema, uploadedFileSchema, uploadTokenQuerySchema, uploadTokenSchema } from './models';

/**
 * Uploads (docs/uploads.md), in the flow of §7 'upload token': ask for a token, post the file with key and token to
 * the storage host (the portal's own `POST /api/file/upload`, or an S3 bucket's presigned POST), then confirm.
 */
/** The portal's own storage host (disk mode): a raw multipart route beside the calls (server/shared/uploads/routes.ts). */
export const STORAGE_HOST_PATH = '/api/file/upload';

export const uploadCalls = {
  token: defineCall({
    method: 'GET',
    path: '/api/supply-demand/upload/token',
    noCache: true,
    query: uploadTokenQuerySchema,
    output: uploadTokenSchema,
    summary:
      'A short-lived token for one file: scoped to the caller, the purpose and its size and type limits (contracts/uploads/codes.ts). ' +
      "Refuses a name whose extension the purpose does not take, or a size over its limit, with §5's message. " +
      'Feedback images are open to visitors, article images to administrators, the rest to signed-in users',
    tag: 'uploads',
    access: 'anyone',
    limit: UPLOADS_PER_MINUTE,
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/api/file/confirm',
    invalidates: [],
    body: uploadConfirmBodySchema,
    output: uploadedFileSchema,
    summary:
      'After the post to the storage host: the server reads the stored bytes, checks their real type against the name and the ' +
      "purpose, the size, re-encodes images without metadata, and answers the file's address. A refused file is removed, with §5's message",
    tag: 'uploads',
    access: 'anyone',
    limit: UPLOADS_PER_MINUTE,
  }),
};
