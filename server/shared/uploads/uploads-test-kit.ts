import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { upload } from '../../db/schema/index';
import type { TestApp } from '../../test-support/app';

export * from '../../test-support/s3';
export * from '../../test-support/uploads';

/** Helpers for the uploads tests: images made with sharp, and (from test-support) the flow, a small MP4, a real S3-protocol server. */

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
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export async function uploadRowCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(upload);
  return row?.n ?? 0;
}
