import { uploadCalls } from '../../../contracts/uploads/calls';
import {
  extensionFor,
  UPLOAD_FIELDS,
  UPLOAD_MSG,
  UPLOAD_RULES,
  type UploadPurpose,
  type UploadRules,
} from '../../../contracts/uploads/codes';
import type { UploadedFile } from '../../../contracts/uploads/models';
import type { Api } from '../../lib/api';

/** What the storage host answered to the post: its status and body (JSON from the portal, XML from S3). */
export interface PostAnswer {
  status: number;
  text: string;
}
export type PostForm = (url: string, form: FormData, onProgress?: (percent: number) => void) => Promise<PostAnswer>;

/** A refusal with a message to show as it is (§5's messages, or the server's). */
export class UploadRefused extends Error {}

/**
 * The checks the browser can make before asking for a token, with the purpose's §5 messages: an image kind must be
 * a picture to the browser, the name's extension one the purpose takes, the size within its limit.
 */
export function precheck(rules: UploadRules, file: { name: string; size: number; type: string }): string | null {
  if (rules.kind === 'image' && file.type && !file.type.startsWith('image/')) return rules.msg.notPicture;
  if (!extensionFor(rules, file.name)) return rules.msg.wrongType;
  if (file.size > rules.maxBytes) return rules.msg.tooLarge;
  return null;
}

/** What a refused post says: the portal's envelope message, S3's too-large code as §5's message, else a retry hint. */
export function storageRefusal(rules: UploadRules, answer: PostAnswer): string {
  try {
    const msg = (JSON.parse(answer.text) as { msg?: unknown }).msg;
    if (typeof msg === 'string' && msg) return msg;
  } catch {
    // Not JSON: an S3 store answers XML.
  }
  if (/<Code>EntityTooLarge<\/Code>/.test(answer.text)) return rules.msg.tooLarge;
  return UPLOAD_MSG.storageFailed;
}

/** The browser's post, with upload progress (fetch has none). Same-origin posts carry the session cookie. */
export const xhrPost: PostForm = (url, form, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new UploadRefused(UPLOAD_MSG.storageFailed));
    xhr.send(form);
  });

/**
 * §7's flow for one file: a token for it, the form (the token's fields, then the file) posted to the storage
 * host, then the confirm call, whose answer carries the file's address (fileHost + key). Throws UploadRefused
 * or the API's error, each with the message to show.
 */
export async function uploadFile(
  api: Api,
  purpose: UploadPurpose,
  file: File,
  options: { post?: PostForm; onProgress?: (percent: number) => void } = {},
): Promise<UploadedFile> {
  const rules = UPLOAD_RULES[purpose];
  const early = precheck(rules, file);
  if (early) throw new UploadRefused(early);
  const token = await api.call(uploadCalls.token, { query: { purpose, fileName: file.name, size: file.size } });
  const form = new FormData();
  for (const [name, value] of Object.entries(token.fields)) form.append(name, value);
  form.append(UPLOAD_FIELDS.file, file);
  const answer = await (options.post ?? xhrPost)(token.uploadUrl, form, options.onProgress);
  if (answer.status < 200 || answer.status >= 300) throw new UploadRefused(storageRefusal(rules, answer));
  return api.call(uploadCalls.confirm, { body: { key: token.key, token: token.uploadToken } });
}
