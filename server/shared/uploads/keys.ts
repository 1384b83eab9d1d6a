import { randomBytes } from 'node:crypto';
import type { UploadExtension, UploadKind } from '../../../contracts/uploads/codes';

/**
 * The file name part of an image key (§7: the file name truncated to 50 characters), made safe for a URL and a
 * path: letters, digits, dot, dash and underscore only, no leading dot, the extension kept in lower case.
 */
export function safeFileName(fileName: string, ext: UploadExtension): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/_+$/, '');
  const room = 50 - ext.length - 1;
  return `${(stem || 'file').slice(0, room)}.${ext}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A new key (contracts/uploads/codes.ts UPLOAD_KEY_PATTERN): an image (or a document, under doc/) under a random folder with its safe name;
 * a video under video/yyyy/mm/dd/ with the video_ timestamp prefix (§7), a random tail so two in one millisecond differ.
 */
export function newKey(kind: UploadKind, fileName: string, ext: UploadExtension, now: Date): string {
  if (kind === 'image') return `img/${randomBytes(8).toString('hex')}/${safeFileName(fileName, ext)}`;
  if (kind === 'document') return `doc/${randomBytes(8).toString('hex')}/${safeFileName(fileName, ext)}`;
  const day = `${now.getUTCFullYear()}/${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}`;
  return `video/${day}/video_${now.getTime()}_${randomBytes(4).toString('hex')}.${ext}`;
}
