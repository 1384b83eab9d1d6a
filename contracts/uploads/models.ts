import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { UPLOAD_PURPOSES } from './codes';

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);

/** §7 'upload token' asked for one picked file: the name makes the key, the size is checked before any byte moves. */
export const uploadTokenQuerySchema = z.object({
  purpose: uploadPurposeSchema,
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .meta({ description: "The picked file's name: its extension must be one the purpose accepts" }),
  size: intText({ min: 1 }).meta({ description: 'The file size in bytes, checked against the purpose limit' }),
});

/**
 * §7's answer (uploadToken, fileHost) and what the client needs to post the file: the form goes to `uploadUrl`
 * with `fields` (key and token, or the presigned policy fields of an S3 store) and then the file in `file`.
 * The file's address is fileHost + key once confirmed.
 */
export const uploadTokenSchema = z.object({
  uploadToken: z.string(),
  fileHost: z.string(),
  key: z.string(),
  uploadUrl: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: int(),
  expiresAt: z.string(),
});
export type UploadToken = z.infer<typeof uploadTokenSchema>;

/** After the file reached the storage host: the key and the token it was posted with. */
export const uploadConfirmBodySchema = z.object({
  key: z.string().min(1).max(200),
  token: z.string().min(1).max(200),
});

/** A checked, stored file: its address (fileHost + key) and what it is. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  key: z.string(),
  kind: z.enum(['image', 'video', 'document']),
  mime: z.string(),
  bytes: int(),
  width: int().nullable(),
  height: int().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
