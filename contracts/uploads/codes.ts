/** Uploads (§5, §8): the accepted image types, the size limits and the messages, named once. */

/** The form field that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';

/** 10 MB, the spec's limit for feedback, lead and topic files: a file of exactly this size is accepted. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The image types accepted, as their magic bytes say (never the file name or the declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Stored images are re-encoded to WebP with the longest side at most this many pixels. */
export const UPLOAD_IMAGE_MAX_SIDE = 1600;
export const UPLOAD_WEBP_QUALITY = 82;

/**
 * Decoded size allowed before an image is refused: a small file can declare a huge canvas (a decompression
 * bomb). 50 megapixels covers phone and camera photos (8,000 x 6,000 is 48) and stops far short of the
 * gigabytes of memory a 30,000 x 30,000 PNG of a few kilobytes would take.
 */
export const UPLOAD_MAX_INPUT_PIXELS = 50_000_000;

/** Per client address and minute, on top of the API-wide limit: re-encoding costs CPU. */
export const UPLOADS_PER_MINUTE = 30;

/** What an upload is for; the call that received it decides. */
export const UPLOAD_PURPOSES = ['article-image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Stored files are served at `${UPLOAD_MEDIA_PATH}/<key>.webp`, outside /api. */
export const UPLOAD_MEDIA_PATH = '/media/uploads';
/** A key is the SHA-256 of the stored bytes, in lower-case hex. */
export const UPLOAD_KEY_PATTERN = /^[0-9a-f]{64}$/;
/** The file name in a media address: the key and the one extension every stored image has. */
export const UPLOAD_FILE_NAME_PATTERN = /^[0-9a-f]{64}\.webp$/;

export const UPLOAD_MSG = {
  /** §5: the type is not one of the accepted images. */
  wrongFormat: 'Error uploading format',
  /** §5/§8: over 10 MB. */
  tooLarge: 'Max size is 10M',
  /** §8: what the picker says when a chosen file is not an image at all. */
  onlyPictures: 'You can only upload pictures!',
  missingFile: 'Choose an image file to upload',
  unreadable: 'The image could not be read: the file is damaged or not a complete image',
  tooManyPixels: 'The image is too large to process: at most 50 megapixels',
} as const;
