import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MEDIA_PATH } from '../../../contracts/uploads/codes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { LOCAL_UPLOAD_PATH, uploadFileRoutes, uploadRoutes } from './routes';
import { createS3Store } from './s3-store';
import { createUploadService, type UploadService } from './service';
import { createDiskStore, type UploadStore } from './store';
import { startSweepTimer, sweepUploads } from './sweep';

export type { UploadService } from './service';
export type { StoredFile, UploadStore } from './store';
export { attachUploads, detachUploads, type AttachResult, type UploadSubject } from './attach';
export { sweepUploads } from './sweep';

/** The store the configuration names: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function uploadStoreFor(config: Pick<Config, 'dataDir' | 'uploads'>): UploadStore {
  const s3 = config.uploads.s3;
  return s3 ? createS3Store(s3) : createDiskStore(join(config.dataDir, 'uploads'), LOCAL_UPLOAD_PATH);
}

/** Where stored files are read: the bucket's public address when given, else the portal's media path. */
export const fileHostFor = (config: Pick<Config, 'uploads'>) => `${config.uploads.s3?.publicUrl ?? UPLOAD_MEDIA_PATH}/`;

/**
 * Uploads (docs/uploads.md): the token and confirm calls of §7's flow, the portal's storage host and media route,
 * and the sweep of unused files on a timer (until the job queue runs it).
 */
export async function registerUploads(
  app: FastifyInstance,
  http: CallRegistrar,
  db: Db,
  config: Pick<Config, 'dataDir' | 'uploads'>,
): Promise<UploadService & { sweep: (now?: Date) => Promise<number> }> {
  const store = uploadStoreFor(config);
  const uploads = createUploadService(db, store, fileHostFor(config));
  uploadRoutes(http, uploads);
  await uploadFileRoutes(app, uploads);
  const sweep = (now?: Date) => sweepUploads(db, store, config.uploads.sweepGraceHours, now);
  const timer = startSweepTimer(sweep, config.uploads.sweepIntervalMinutes, app.log);
  app.addHook('onClose', async () => timer.stop());
  return { ...uploads, sweep };
}
