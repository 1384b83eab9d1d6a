import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { typeOfExtension, UPLOAD_MSG, type UploadExtension, type UploadRules } from '../../../contracts/uploads/codes';
import { badRequest } from '../../platform/envelope';

/** A file ready to store: the bytes to keep, their type, and an image's size in pixels. */
export interface CheckedFile {
  bytes: Buffer;
  mime: string;
  width: number | null;
  height: number | null;
}

/**
 * Decoded size allowed before an image is refused: a small file can declare a huge canvas (a decompression bomb).
 * 50 megapixels covers phone and camera photos and stops far short of what a 30,000 x 30,000 PNG would take.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** How each accepted image type is written back: the same format, so the key's extension stays true. */
const ENCODE: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/jpeg': (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 82 }),
};
const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

const field = 'file';
const refuse = (message: string) => badRequest(message, [{ field, message }]);
const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * Checks a received file against its purpose and the extension of its name: the size, then the real type from
 * the magic bytes, which must be the type the name claims (a text file named .png, a GIF named .jpg: refused
 * with §5's wrong-type message). Images are then decoded within the pixel limit, turned upright, shrunk to the
 * purpose's longest side and written again in their own format with no metadata (EXIF, GPS, ICC, XMP dropped).
 * Videos are kept as received: their container was recognised, nothing decodes them here.
 */
export async function checkFile(input: Uint8Array, ext: UploadExtension, rules: UploadRules): Promise<CheckedFile> {
  if (input.length === 0) throw refuse(UPLOAD_MSG.missingFile);
  if (input.length > rules.maxBytes) throw refuse(rules.msg.tooLarge);
  const expected = typeOfExtension(ext);
  const detected = await fileTypeFromBuffer(input);
  if (detected?.mime !== expected) throw refuse(rules.msg.wrongType);
  // Videos and PDF documents are kept as received once their bytes are recognised; images are decoded below.
  if (!expected.startsWith('image/')) return { bytes: Buffer.from(input), mime: expected, width: null, height: null };

  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  try {
    const metadata = await sharp(input, options).metadata();
    if (metadata.format !== SHARP_FORMAT[expected]) throw refuse(rules.msg.wrongType);
    const resized = sharp(input, options)
      .autoOrient()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await ENCODE[expected]!(resized).toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: expected, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && 'status' in err) throw err;
    if (isPixelLimit(err)) throw refuse(UPLOAD_MSG.tooManyPixels);
    throw refuse(UPLOAD_MSG.unreadable);
  }
}
