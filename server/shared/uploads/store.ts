import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_KEY_PATTERN } from '../../../contracts/uploads/codes';

/** A stored file being read: its bytes as a stream, and how many there are. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live, by key. The disk store is the default; an S3-compatible store would implement
 * the same three methods over PutObject, GetObject and DeleteObject (docs/uploads.md).
 */
export interface UploadStore {
  /** Writes the bytes under the key; writing a key again replaces the file (keys name their content). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when the store holds none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key that holds none is not an error. */
  delete(key: string): Promise<void>;
}

const isMissing = (err: unknown) => err instanceof Error && 'code' in err && err.code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR/uploads), two hex characters of the key as a folder so no folder grows past a few
 * thousand entries. Keys are checked here too: whatever the caller, a key never becomes a path outside root.
 */
export function createDiskStore(root: string): UploadStore {
  const pathOf = (key: string) => {
    if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`not an upload key: '${key.slice(0, 80)}'`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      // Written beside the target and renamed over it: a reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
