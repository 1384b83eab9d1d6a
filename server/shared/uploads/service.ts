import { createHash } from 'node:crypto';
import type { ReceivedFile } from '../../../contracts/core/calls';
import type { AuditAction, AuditSubject } from '../../../contracts/admin/codes';
import { UPLOAD_MEDIA_PATH, UPLOAD_KEY_PATTERN, type UploadPurpose } from '../../../contracts/uploads/codes';
import type { UploadedImage } from '../../../contracts/uploads/models';
import type { Db } from '../../db/client';
import { recordAudit, type AuditActor } from '../audit/index';
import { reencodeImage } from './images';
import { findUploadByKey, insertUpload } from './queries';
import type { StoredFile, UploadStore } from './store';

/** The site path a stored image is served at. */
export const mediaUrlOf = (key: string) => `${UPLOAD_MEDIA_PATH}/${key}.webp`;

export function createUploadService(db: Db, store: UploadStore) {
  return {
    /**
     * Checks and re-encodes an administrator's image, stores it under the hash of the stored bytes, and records
     * the row and its audit entry together. The file is written first: a failed insert leaves at most an unlisted
     * file (never served), never a row without its file.
     */
    async storeImage(file: ReceivedFile, purpose: UploadPurpose, actor: AuditActor): Promise<UploadedImage> {
      const image = await reencodeImage(file.bytes);
      const key = createHash('sha256').update(image.bytes).digest('hex');
      await store.put(key, image.bytes, image.mime);
      const values = {
        key,
        purpose,
        mime: image.mime,
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
        uploaderId: actor.userId,
      };
      await db.transaction(async (tx) => {
        const row = await insertUpload(tx, values);
        // The name the client gave is kept in the log only: it is never part of a path.
        const after = { ...row, originalName: file.filename.slice(0, 200), declaredType: file.declaredType.slice(0, 100) };
        await recordAudit(tx, actor, {
          action: 'upload.image' satisfies AuditAction,
          subjectType: 'upload' satisfies AuditSubject,
          subjectId: row.id,
          before: null,
          after,
        });
      });
      return { url: mediaUrlOf(key), width: image.width, height: image.height };
    },

    /** A stored file the table knows, or null: keys the table does not list are never served, whatever the store holds. */
    async open(key: string): Promise<(StoredFile & { mime: string }) | null> {
      if (!UPLOAD_KEY_PATTERN.test(key)) return null;
      const row = await findUploadByKey(db, key);
      if (!row) return null;
      const file = await store.get(key);
      return file && { ...file, mime: row.mime };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
