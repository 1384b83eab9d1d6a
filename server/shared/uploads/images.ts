import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_IMAGE_MAX_SIDE,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_INPUT_PIXELS,
  UPLOAD_MSG,
  UPLOAD_WEBP_QUALITY,
} from '../../../contracts/uploads/codes';
import { badRequest } from '../../platform/envelope';

/** An image ready to store: WebP bytes and their size in pixels. */
export interface EncodedImage {
  bytes: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

/** The accepted types as sharp names its decoders: the file must decode as the type its magic bytes claim. */
const SHARP_FORMAT: Record<(typeof UPLOAD_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const isAccepted = (mime: string | undefined): mime is keyof typeof SHARP_FORMAT => !!mime && mime in SHARP_FORMAT;

const field = 'file';
const refuse = (message: string) => badRequest(message, [{ field, message }]);

/** sharp's refusal of a canvas over limitInputPixels (its wording, libvips 8.17). */
const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * Checks an uploaded file and re-encodes it for storage: the real type from the magic bytes (PNG, JPEG, GIF or
 * WebP; the name and declared type are never trusted, and SVG, which can carry scripts, is not an image here),
 * then decoded within the pixel limit, turned upright by its EXIF orientation, shrunk to the longest side limit,
 * and written as WebP without any metadata. Only the first frame of an animation is kept.
 */
export async function reencodeImage(input: Uint8Array): Promise<EncodedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!isAccepted(detected?.mime)) throw refuse(UPLOAD_MSG.wrongFormat);
  const options = { limitInputPixels: UPLOAD_MAX_INPUT_PIXELS, failOn: 'error' as const };
  try {
    const metadata = await sharp(input, options).metadata();
    if (metadata.format !== SHARP_FORMAT[detected.mime]) throw refuse(UPLOAD_MSG.wrongFormat);
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ width: UPLOAD_IMAGE_MAX_SIDE, height: UPLOAD_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: UPLOAD_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/webp', width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && 'status' in err) throw err;
    if (isPixelLimit(err)) throw refuse(UPLOAD_MSG.tooManyPixels);
    throw refuse(UPLOAD_MSG.unreadable);
  }
}
