import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { asc, count, gt, max } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadCalls } from '../../../contracts/uploads/calls';
import { auditLog, upload } from '../../db/schema/index';
import type { SignedInUser } from '../../test-support/accounts';
import type { TestApp } from '../../test-support/app';

/** Helpers for the uploads tests: multipart bodies written by hand, and images made with sharp. */

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body as a browser sends it: the parts in order, each a file or a text field. */
export function multipartBody(parts: (FilePart | { field: string; value: string })[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    chunks.push(
      Buffer.from(
        `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts one file to the image call as the user (or a visitor). */
export function uploadImage(t: TestApp, file: FilePart | (FilePart | { field: string; value: string })[], user?: SignedInUser) {
  const { payload, headers } = multipartBody(Array.isArray(file) ? file : [file]);
  return t.app.inject({
    method: 'POST',
    url: uploadCalls.image.path,
    payload,
    headers: { ...headers, ...(user?.headers ?? {}) },
    remoteAddress: user?.remoteAddress,
  });
}

/** A PNG of the given size: the left half red, the right half blue, so a turn can be seen in the pixels. */
export async function twoColourImage(width: number, height: number) {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([{ input: blue, left: half, top: 0 }]);
}

/** A real PNG whose header is rewritten to claim width x height (CRC fixed): a decompression bomb's shape. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  // Signature (8 bytes), IHDR length (4) and type (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export async function uploadRowCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(upload);
  return row?.n ?? 0;
}

/** The envelope's message of a refusal. */
export const msgOf = (res: LightMyRequestResponse) => (res.json() as { msg: string }).msg;

/** The newest audit entry's id: entries after it are the ones a test's calls wrote. */
export async function lastAuditId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

export function auditSince(t: TestApp, sinceId: number) {
  return t.database.db.select().from(auditLog).where(gt(auditLog.id, sinceId)).orderBy(asc(auditLog.id));
}
