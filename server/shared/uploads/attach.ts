import { tooManyMessage, UPLOAD_MSG, UPLOAD_RULES, type UploadPurpose } from '../../../contracts/uploads/codes';
import type { Executor } from '../../db/client';
import { findUploadsByUrl, releaseSubject, setSubject } from './queries';
import { uploadedBy } from './policies';

/** What uses uploaded files: a subject type of the using area ('lead', 'topic', 'feedback', 'user') and its id. */
export interface UploadSubject {
  type: string;
  id: number;
}

export type AttachResult = { ok: true } | { ok: false; reason: string };

/**
 * Marks the files at these addresses as used by the subject, after checking each one: uploaded by this user (null:
 * a visitor's feedback) for this purpose, checked and stored ('ready'), and not used by another subject. Files of
 * the same purpose the subject held before and no longer lists are let go of (the sweep removes them). Run it in
 * the transaction that writes the subject; a refusal changes nothing, and its reason is fit to show.
 */
export async function attachUploads(
  db: Executor,
  input: { userId: number | null; purpose: UploadPurpose; urls: string[]; subject: UploadSubject },
): Promise<AttachResult> {
  const rules = UPLOAD_RULES[input.purpose];
  const urls = [...new Set(input.urls)];
  if (urls.length > rules.maxCount) return { ok: false, reason: tooManyMessage(rules) };
  const rows = urls.length ? await findUploadsByUrl(db, urls) : [];
  const ids: number[] = [];
  for (const url of urls) {
    const row = rows.find(
      (r) =>
        r.url === url &&
        r.purpose === input.purpose &&
        uploadedBy(r, input.userId) &&
        r.state === 'ready' &&
        (r.subjectType === null || (r.subjectType === input.subject.type && r.subjectId === input.subject.id)),
    );
    if (!row) return { ok: false, reason: UPLOAD_MSG.notYours };
    ids.push(row.id);
  }
  await releaseSubject(db, input.subject, input.purpose, ids);
  await setSubject(db, ids, input.subject);
  return { ok: true };
}

/** The subject is gone (deleted): its files are let go of, and the sweep removes them after the grace period. */
export async function detachUploads(db: Executor, subject: UploadSubject): Promise<void> {
  await releaseSubject(db, subject);
}
