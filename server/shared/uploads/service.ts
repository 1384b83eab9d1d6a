import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuditAction, AuditSubject } from '../../../contracts/admin/codes';
import {
  extensionFor,
  typeOfExtension,
  UPLOAD_MSG,
  UPLOAD_RULES,
  UPLOAD_TOKEN_TTL_SECONDS,
  type UploadPurpose,
  type UploadRules,
} from '../../../contracts/uploads/codes';
import type { UploadedFile, UploadToken } from '../../../contracts/uploads/models';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/envelope';
import { authorize } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../audit/index';
import { checkFile } from './check';
import { uploadPolicy } from './policies';
import { newKey } from './keys';
import { deleteUpload, findUploadByKey, insertUpload, updateUpload, type UploadRow } from './queries';
import type { ByteRange, StoredFile, UploadStore } from './store';

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range within the file, or null (serve it whole). */
export function rangeOf(header: string | undefined, total: number): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || total === 0 || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, total - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? total - 1 : Math.min(Number(match[2]), total - 1);
  return start <= end && start < total ? { start, end } : null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const refuse = (message: string) => badRequest(message, [{ field: 'file', message }]);

function sameHash(row: UploadRow, token: string): boolean {
  if (!row.tokenHash) return false;
  const a = Buffer.from(row.tokenHash, 'hex');
  const b = Buffer.from(hashOf(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who asks: the session user (null for a visitor) and what the audit log names for an administrator's upload. */
export interface Uploader {
  user: SessionUser | null;
  requestId: string;
}

const actorOf = (who: Uploader): AuditActor => ({
  userId: who.user!.userId,
  email: who.user!.email,
  role: who.user!.role,
  requestId: who.requestId,
});

/**
 * The confirm of a token answers only whoever took it: the same user, or a visitor for a visitor's token (a visitor has
 * no session; the token is all it holds). Anyone else is told the upload does not exist.
 */
const tookToken = (row: UploadRow, who: Uploader): boolean => (row.uploaderId ?? null) === (who.user?.userId ?? null);

export const rulesOf = (row: Pick<UploadRow, 'purpose'>): UploadRules => UPLOAD_RULES[row.purpose as UploadPurpose];

export function presentUpload(row: UploadRow): UploadedFile {
  return {
    url: row.url,
    key: row.key,
    kind: row.kind === 'video' || row.kind === 'document' ? row.kind : 'image',
    mime: row.mime ?? '',
    bytes: row.bytes ?? 0,
    width: row.width,
    height: row.height,
  };
}

/**
 * The upload flow of §7 (docs/uploads.md): a token for one file, the file posted to the storage host, then
 * checked from its bytes. `fileHost` is where stored files are read: fileHost + key is the file's address.
 */
export function createUploadService(db: Db, store: UploadStore, fileHost: string) {
  /** The row the key and token name, while the token is good; anything else is the same refusal. */
  async function rowFor(key: string, token: string): Promise<UploadRow> {
    const row = await findUploadByKey(db, key);
    if (!row || !sameHash(row, token) || !UPLOAD_RULES[row.purpose as UploadPurpose]) throw refuse(UPLOAD_MSG.badToken);
    return row;
  }

  /** Checks the bytes, stores what passed under the key, and makes the row ready; a refusal removes row and file. */
  async function accept(row: UploadRow, bytes: Uint8Array, who: Uploader): Promise<UploadedFile> {
    const rules = rulesOf(row);
    const ext = extensionFor(rules, row.key)!;
    // An issued row holds the size its token was asked for (at most the purpose's limit): the file must be that size.
    if (row.state === 'issued' && row.bytes !== null && bytes.length !== row.bytes) {
      await discard(row);
      throw refuse(UPLOAD_MSG.sizeMismatch);
    }
    let checked;
    try {
      checked = await checkFile(bytes, ext, rules);
    } catch (err) {
      await discard(row);
      throw err;
    }
    await store.put(row.key, checked.bytes, checked.mime);
    const values = { state: 'ready', mime: checked.mime, bytes: checked.bytes.length, width: checked.width, height: checked.height };
    await db.transaction(async (tx) => {
      await updateUpload(tx, row.id, values);
      if (rules.who === 'admin') {
        await recordAudit(tx, actorOf(who), {
          action: 'upload.image' satisfies AuditAction,
          subjectType: 'upload' satisfies AuditSubject,
          subjectId: row.id,
          before: null,
          after: { key: row.key, url: row.url, purpose: row.purpose, originalName: row.originalName, ...values },
        });
      }
    });
    // The token cannot post again (the row is no longer 'issued'); a repeated confirm answers the stored file.
    return presentUpload({ ...row, ...values });
  }

  async function discard(row: UploadRow) {
    await store.delete(row.key);
    await deleteUpload(db, row.id);
  }

  return {
    mode: store.mode,
    fileHost,

    /** §7 'upload token': refuses early what the name and size already tell, then records the row the token opens. */
    async issueToken(input: { purpose: UploadPurpose; fileName: string; size: number }, who: Uploader): Promise<UploadToken> {
      const rules = UPLOAD_RULES[input.purpose];
      authorize(who.user, 'request', uploadPolicy.of(rules));
      const ext = extensionFor(rules, input.fileName);
      if (!ext) throw refuse(rules.msg.wrongType);
      if (input.size > rules.maxBytes) throw refuse(rules.msg.tooLarge);
      const now = new Date();
      const key = newKey(rules.kind, input.fileName, ext, now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_SECONDS * 1000);
      await insertUpload(db, {
        key,
        url: fileHost + key,
        purpose: input.purpose,
        kind: rules.kind,
        state: 'issued',
        tokenHash: hashOf(token),
        expiresAt,
        originalName: input.fileName.slice(0, 255),
        uploaderId: who.user?.userId ?? null,
        // The declared size until the file is checked, when it becomes the stored file's.
        bytes: input.size,
      });
      const target = await store.postTarget(key, {
        maxBytes: rules.maxBytes,
        contentType: typeOfExtension(ext),
        expiresSeconds: UPLOAD_TOKEN_TTL_SECONDS,
      });
      // The portal's own host takes the token in the form (§7: file, key, token); a bucket's policy is its token.
      const fields = store.mode === 'disk' ? { ...target.fields, token } : target.fields;
      return {
        uploadToken: token,
        fileHost,
        key,
        uploadUrl: target.url,
        fields,
        maxBytes: rules.maxBytes,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The portal as storage host: the token is checked before the file is read (`rules` gives the read its limit). */
    async openPost(key: string, token: string): Promise<{ row: UploadRow; rules: UploadRules }> {
      const row = await rowFor(key, token);
      if (row.state !== 'issued' || (row.expiresAt && row.expiresAt < new Date())) throw refuse(UPLOAD_MSG.badToken);
      return { row, rules: rulesOf(row) };
    },

    /** The posted file, read within the purpose's limit (tooLarge: it was not, and nothing of it is kept). */
    async receive(row: UploadRow, bytes: Uint8Array | 'tooLarge', who: Uploader): Promise<UploadedFile> {
      if (bytes === 'tooLarge') {
        await discard(row);
        throw refuse(rulesOf(row).msg.tooLarge);
      }
      return accept(row, bytes, who);
    },

    /**
     * After the post: a file the portal received was checked already; one in a bucket is read back now, checked,
     * and written over with what passed. A refused file is removed from the bucket too. Only the token's taker may
     * confirm: anyone else gets 404 and nothing changes.
     */
    async confirm(input: { key: string; token: string }, who: Uploader): Promise<UploadedFile> {
      const open = await rowFor(input.key, input.token);
      if (!tookToken(open, who)) throw notFound();
      if (open.state === 'ready') return presentUpload(open);
      if (store.mode === 'disk') throw refuse(UPLOAD_MSG.notReceived);
      const rules = rulesOf(open);
      const read = await store.read(open.key, rules.maxBytes);
      if (read === 'missing') throw refuse(UPLOAD_MSG.notReceived);
      if (read === 'tooLarge') {
        await discard(open);
        throw refuse(rules.msg.tooLarge);
      }
      return accept(open, read.bytes, who);
    },

    /**
     * A ready file the table knows, or null: keys the table does not list as ready are never served, nor files of a
     * private purpose (their area serves them through `openPrivate` to whom it allows).
     */
    async open(key: string, rangeHeader?: string): Promise<(StoredFile & { mime: string; range: ByteRange | null; total: number }) | null> {
      const row = await findUploadByKey(db, key);
      if (!row || row.state !== 'ready' || !rulesOf(row) || rulesOf(row).private) return null;
      const total = row.bytes ?? 0;
      // One range is honoured (a video player seeking); anything else gets the whole file.
      const range = rangeOf(rangeHeader, total);
      const file = await store.get(key, range ?? undefined);
      return file && { ...file, mime: row.mime ?? 'application/octet-stream', range, total };
    },

    /** A ready file of a private purpose, whole, for the area that decided the reader may have it; null otherwise. */
    async openPrivate(row: Pick<UploadRow, 'key' | 'state' | 'purpose' | 'mime'>): Promise<(StoredFile & { mime: string }) | null> {
      if (row.state !== 'ready' || !rulesOf(row)?.private) return null;
      const file = await store.get(row.key);
      return file && { ...file, mime: row.mime ?? 'application/octet-stream' };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
