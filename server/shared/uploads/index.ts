import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { uploadMediaRoutes, uploadRoutes } from './routes';
import { createUploadService, type UploadService } from './service';
import { createDiskStore } from './store';

export type { UploadService } from './service';
export type { StoredFile, UploadStore } from './store';
export { mediaUrlOf } from './service';

/**
 * Uploads (docs/uploads.md): the admin image call, checked and re-encoded files kept in a store (the disk under
 * DATA_DIR/uploads), and the media route that serves the files the table knows.
 */
export async function registerUploads(
  app: FastifyInstance,
  http: CallRegistrar,
  db: Db,
  config: Pick<Config, 'dataDir'>,
): Promise<UploadService> {
  const uploads = createUploadService(db, createDiskStore(join(config.dataDir, 'uploads')));
  uploadRoutes(http, uploads);
  await uploadMediaRoutes(app, uploads);
  return uploads;
}
