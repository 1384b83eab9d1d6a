import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';

/**
 * A real S3-protocol server (s3rver) on a free port, in a temporary folder, with one bucket: the uploads tests
 * run the S3 mode against it, and the two-process end-to-end test (e2e/support/cluster.ts) shares it between
 * both portals.
 */
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
