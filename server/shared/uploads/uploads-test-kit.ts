import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { S3Config } from '../../config';
import { upload } from '../../db/schema/index';
import type { TestApp } from '../../test-support/app';

export * from '../../test-support/uploads';

/** Helpers for the uploads tests: images made with sharp, a small MP4, a real S3-protocol server. */

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

/** The start of an MP4 (an ftyp box, brand isom) and some media bytes: what file-type recognises as video/mp4. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1').copy(bytes, 4);
  bytes.writeUInt32BE(size - 0x18, 0x18);
  Buffer.from('mdat', 'latin1').copy(bytes, 0x1c);
  return bytes;
}

export async function uploadRowCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(upload);
  return row?.n ?? 0;
}

/** A real S3-protocol server (s3rver) on a free port, in a temporary folder, with one bucket. */
export async function startS3(): Promise<{ config: S3Config; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const bucket = 'portal-uploads';
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: undefined,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
