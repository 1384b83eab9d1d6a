import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { uploadCalls } from '../../contracts/uploads/calls';
import type { UploadPurpose } from '../../contracts/uploads/codes';
import type { UploadToken } from '../../contracts/uploads/models';
import type { SignedInUser } from './accounts';
import type { TestApp } from './app';
import { call } from './calls';

/** The upload flow of §7 as a client runs it (docs/uploads.md), for the tests of every area that takes files. */

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
}
type Part = FilePart | { field: string; value: string };

/** A multipart/form-data body as a browser sends it: the parts in order, each a file or a text field. */
export function multipartBody(parts: Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    chunks.push(
      Buffer.from(
        `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
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

const asUser = (user?: SignedInUser) => ({ headers: user?.headers ?? {}, remoteAddress: user?.remoteAddress });

export function askToken(t: TestApp, query: { purpose: UploadPurpose; fileName: string; size: number }, user?: SignedInUser) {
  return call(t, uploadCalls.token, { query }, user);
}

export function confirmUpload(t: TestApp, token: UploadToken, user?: SignedInUser) {
  return call(t, uploadCalls.confirm, { body: { key: token.key, token: token.uploadToken } }, user);
}

/** Posts the form to the storage host the token names: the portal (in process) or the S3 server (over HTTP). */
export async function postFile(
  t: TestApp,
  token: UploadToken,
  file: FilePart,
  user?: SignedInUser,
): Promise<{ status: number; text: string }> {
  if (token.uploadUrl.startsWith('/')) {
    // Raw: a multipart form to the address the token names, not a JSON call of a definition.
    const { payload, headers } = multipartBody([...Object.entries(token.fields).map(([field, value]) => ({ field, value })), file]);
    const res = await t.app.inject({
      method: 'POST',
      url: token.uploadUrl,
      payload,
      headers: { ...headers, ...asUser(user).headers },
      remoteAddress: user?.remoteAddress,
    });
    return { status: res.statusCode, text: res.body };
  }
  return postToBucket(token, file);
}

/** Posts the form to an S3 bucket as a browser does with the token's presigned POST: its fields, then the file. */
export async function postToBucket(token: UploadToken, file: FilePart): Promise<{ status: number; text: string }> {
  const form = new FormData();
  for (const [field, value] of Object.entries(token.fields)) form.append(field, value);
  form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.filename);
  const res = await fetch(token.uploadUrl, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
}

/**
 * The whole flow as the web's uploadFile runs it: token (declaring `declaredSize`, the real size unless a test
 * lies), post, confirm. Answers the first refusal, or the confirm's answer.
 */
export async function uploadThrough(
  t: TestApp,
  purpose: UploadPurpose,
  file: FilePart,
  user?: SignedInUser,
  declaredSize = file.bytes.length,
): Promise<{ step: 'token' | 'post' | 'confirm'; res: LightMyRequestResponse | { status: number; text: string } }> {
  const tokenRes = await askToken(t, { purpose, fileName: file.filename, size: declaredSize }, user);
  if (tokenRes.statusCode !== 200) return { step: 'token', res: tokenRes };
  const token = (tokenRes.json() as { data: UploadToken }).data;
  const posted = await postFile(t, token, file, user);
  if (posted.status >= 300) return { step: 'post', res: posted };
  return { step: 'confirm', res: await confirmUpload(t, token, user) };
}

/** The status and envelope message of any step's answer. */
export function outcome(answer: Awaited<ReturnType<typeof uploadThrough>>): { step: string; status: number; msg: string; data: unknown } {
  const { res } = answer;
  const status = 'statusCode' in res ? res.statusCode : res.status;
  const text = 'statusCode' in res ? res.body : res.text;
  let json: { msg?: string; data?: unknown } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = { msg: text };
  }
  return { step: answer.step, status, msg: json.msg ?? '', data: json.data };
}
