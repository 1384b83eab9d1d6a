import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { LEGACY_KEY_PATTERN, UPLOAD_KEY_PATTERN } from '../../../contracts/uploads/codes';

/** A stored file being read: its bytes as a stream, and how many there are. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/** Bytes start..end of a file, both included (an HTTP Range already checked against the size). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store answers when the server reads a file back to check it. */
export type ReadBack = { bytes: Buffer } | 'missing' | 'tooLarge';

/** Where the browser posts a file: the address and the form fields that go before the file. */
export interface PostTarget {
  url: string;
  fields: Record<string, string>;
}

/** The limits a presigned post carries, so the store itself refuses a file outside them. */
export interface PostLimits {
  maxBytes: number;
  contentType: string;
  expiresSeconds: number;
}

/**
 * Where uploaded files live, by key: the disk under DATA_DIR (default) or an S3-compatible bucket (s3-store.ts).
 * `postTarget` is where the browser sends the file: the portal's own storage host, or the bucket's presigned POST.
 */
export interface UploadStore {
  mode: 'disk' | 's3';
  /** Writes the bytes under the key; writing a key again replaces the file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file (or the byte range start..end of it, both included), or null when the store holds none under the key. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The whole file for checking, refused unread past maxBytes. */
  read(key: string, maxBytes: number): Promise<ReadBack>;
  /** Removes the file; a key that holds none is not an error. */
  delete(key: string): Promise<void>;
  postTarget(key: string, limits: PostLimits): Promise<PostTarget>;
}

const isMissing = (err: unknown) => err instanceof Error && 'code' in err && err.code === 'ENOENT';

/** Keys are checked against their patterns before they touch the file system: a key never becomes a path outside root. */
export function assertKey(key: string): void {
  if (!UPLOAD_KEY_PATTERN.test(key) && !LEGACY_KEY_PATTERN.test(key)) throw new Error(`not an upload key: '${key.slice(0, 80)}'`);
}

/**
 * Files under `root` (DATA_DIR/uploads). Keys carry their own folders (img/<random>/, video/yyyy/mm/dd/); legacy
 * hash keys sit under two hex characters of the key, as they were written.
 */
export function createDiskStore(root: string, uploadUrl: string): UploadStore {
  const pathOf = (key: string) => {
    assertKey(key);
    return LEGACY_KEY_PATTERN.test(key) ? join(root, key.slice(0, 2), key) : join(root, ...key.split('/'));
  };
  return {
    mode: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed over it: a reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key, range) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path, range), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async read(key, maxBytes) {
      const path = pathOf(key);
      try {
        if ((await stat(path)).size > maxBytes) return 'tooLarge';
        return { bytes: await readFile(path) };
      } catch (err) {
        if (isMissing(err)) return 'missing';
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    // The portal is its own storage host: the form carries the key and the token, the file is checked as it arrives.
    async postTarget(key) {
      return { url: uploadUrl, fields: { key } };
    },
  };
}
