import { defineCall } from '../core/calls';
import { UPLOAD_FILE_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MSG, UPLOADS_PER_MINUTE } from './codes';
import { uploadedImageSchema } from './models';

/** Uploads (docs/uploads.md): files received as multipart/form-data, checked, re-encoded and stored. */
export const uploadCalls = {
  image: defineCall({
    method: 'POST',
    path: '/api/admin/uploads/image',
    upload: { field: UPLOAD_FILE_FIELD, maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_MSG.tooLarge, missing: UPLOAD_MSG.missingFile },
    output: uploadedImageSchema,
    summary:
      "An image for an article (multipart/form-data, one file in the field 'file', at most 10 MB): PNG, JPEG, GIF or WebP by its " +
      "magic bytes, else 'Error uploading format'; over 10 MB: 'Max size is 10M'. Stored as WebP, turned upright, without " +
      'metadata, the longest side at most 1600 px; answers its address and size',
    tag: 'uploads',
    access: 'admin',
    limit: UPLOADS_PER_MINUTE,
  }),
};
