import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, gt, max } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_MSG } from '../../../contracts/uploads/codes';
import type { UploadedFile, UploadToken } from '../../../contracts/uploads/models';
import { auditLog, upload } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { attachUploads, detachUploads, sweepUploads, uploadStoreFor } from './index';
import { askToken, outcome, postFile, twoColourImage, uploadThrough } from './uploads-test-kit';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', config: { uploads: { s3: undefined, sweepGraceHours: 24, sweepIntervalMinutes: 0 } } });
  admin = await createAdmin(t);
  user = await registerUser(t);
  other = await registerUser(t);
});
afterAll(() => t?.close());

async function uploaded(
  purpose: Parameters<typeof uploadThrough>[1],
  file: { filename: string; type: string; bytes: Buffer },
  who?: SignedInUser,
) {
  const answer = outcome(await uploadThrough(t, purpose, file, who));
  expect(answer.status, answer.msg).toBe(200);
  return answer.data as UploadedFile;
}
const rowOf = async (key: string) => (await t.database.db.select().from(upload).where(eq(upload.key, key)))[0]!;

describe('images are checked and re-encoded', () => {
  test('a large PNG is shrunk to 1600 px and kept as PNG; an avatar to 512 px', async () => {
    const png = await (await twoColourImage(2400, 1200)).png().toBuffer();
    const lead = await uploaded('lead-image', { filename: 'chart.png', type: 'image/png', bytes: png }, user);
    expect(lead).toMatchObject({ mime: 'image/png', width: 1600, height: 800 });
    const served = await t.app.inject({ method: 'GET', url: lead.url });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1600, height: 800 });
    const avatar = await uploaded('avatar', { filename: 'me.png', type: 'image/png', bytes: png }, user);
    expect(avatar).toMatchObject({ width: 512, height: 256 });
  });

  test('a JPEG is turned upright by its EXIF orientation, and no metadata is kept', async () => {
    const jpeg = await (
      await twoColourImage(300, 200)
    )
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Somebody', Make: 'Phone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const data = await uploaded('feedback-image', { filename: 'photo.jpg', type: 'image/jpeg', bytes: jpeg });
    expect(data).toMatchObject({ mime: 'image/jpeg', width: 200, height: 300 });
    const stored = (await t.app.inject({ method: 'GET', url: data.url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    const { data: pixels, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(100, 20)[0]).toBeGreaterThan(200);
    expect(at(100, 280)[2]).toBeGreaterThan(200);
  });

  test('an administrator’s article image is recorded in the audit log', async () => {
    const [before] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
    const webp = await (await twoColourImage(90, 60)).webp().toBuffer();
    const data = await uploaded('article-image', { filename: 'b.webp', type: 'image/webp', bytes: webp }, admin);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, before?.id ?? 0))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['upload.image']);
    expect(entries[0]).toMatchObject({
      actorId: admin.userId,
      subjectType: 'upload',
      after: expect.objectContaining({ key: data.key, originalName: 'b.webp' }),
    });
  });
});

describe('tokens', () => {
  test('a token posts one file once, and only with its own key', async () => {
    const png = await (await twoColourImage(16, 16)).png().toBuffer();
    const token = okData<UploadToken>(await askToken(t, { purpose: 'lead-image', fileName: 'a.png', size: png.length }, user));
    expect(token).toMatchObject({
      fileHost: '/media/uploads/',
      uploadUrl: '/api/file/upload',
      fields: { key: token.key, token: token.uploadToken },
    });
    const wrongKey = { ...token, fields: { ...token.fields, token: 'x'.repeat(43) } };
    expect(outcome({ step: 'post', res: await postFile(t, wrongKey, { filename: 'a.png', type: 'image/png', bytes: png }) })).toMatchObject(
      { status: 400, msg: UPLOAD_MSG.badToken },
    );
    expect((await postFile(t, token, { filename: 'a.png', type: 'image/png', bytes: png })).status).toBe(200);
    expect(outcome({ step: 'post', res: await postFile(t, token, { filename: 'a.png', type: 'image/png', bytes: png }) })).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.badToken,
    });
  });
});

describe('serving', () => {
  test('unknown, unready and malformed keys are 404, traversal included; legacy article images still serve', async () => {
    // An article image stored before tokens: a hash key, a WebP under two hex characters of it, its row.
    const legacy = 'ab'.repeat(32);
    const webp = await (await twoColourImage(10, 10)).webp().toBuffer();
    mkdirSync(join(t.config.dataDir, 'uploads', 'ab'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'uploads', 'ab', legacy), webp);
    await t.database.db
      .insert(upload)
      .values({ key: legacy, purpose: 'article-image', mime: 'image/webp', bytes: webp.length, width: 10, height: 10 });
    const ok = await t.app.inject({ method: 'GET', url: `/media/uploads/${legacy}.webp` });
    expect([ok.statusCode, ok.headers['content-type']]).toEqual([200, 'image/webp']);

    const issued = okData<UploadToken>(await askToken(t, { purpose: 'lead-image', fileName: 'never.png', size: 10 }, user));
    for (const attempt of [
      `/media/uploads/${issued.key}`,
      `/media/uploads/${'c'.repeat(64)}.webp`,
      '/media/uploads/..%2F..%2Fpackage.json',
      '/media/uploads/img/..%2F..%2Fsession-secret',
      `/media/uploads/${legacy}`,
      `/media/uploads/${legacy.toUpperCase()}.webp`,
      '/media/uploads/img/0123456789abcdef/..',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: attempt });
      expect(res.statusCode, attempt).toBe(404);
    }
  });
});

describe('attach, detach and the sweep', () => {
  const png = () => twoColourImage(24, 24).then((i) => i.png().toBuffer());

  test('only the uploader’s ready files of the purpose attach; a subject lets go of what it no longer lists', async () => {
    const a = await uploaded('lead-image', { filename: 'a.png', type: 'image/png', bytes: await png() }, user);
    const b = await uploaded('lead-image', { filename: 'b.png', type: 'image/png', bytes: await png() }, user);
    const theirs = await uploaded('lead-image', { filename: 'c.png', type: 'image/png', bytes: await png() }, other);
    const topic = await uploaded('topic-image', { filename: 'd.png', type: 'image/png', bytes: await png() }, user);
    const db = t.database.db;
    const lead = { type: 'lead', id: 7 };
    expect(await attachUploads(db, { userId: user.userId, purpose: 'lead-image', urls: [a.url, theirs.url], subject: lead })).toEqual({
      ok: false,
      reason: UPLOAD_MSG.notYours,
    });
    expect(await attachUploads(db, { userId: user.userId, purpose: 'lead-image', urls: [topic.url], subject: lead })).toEqual({
      ok: false,
      reason: UPLOAD_MSG.notYours,
    });
    expect(
      await attachUploads(db, { userId: user.userId, purpose: 'lead-image', urls: ['/media/uploads/img/x/y.png'], subject: lead }),
    ).toMatchObject({ ok: false });
    expect(
      await attachUploads(db, {
        userId: user.userId,
        purpose: 'lead-image',
        urls: Array.from({ length: 7 }, (_, i) => `${a.url}?${i}`),
        subject: lead,
      }),
    ).toEqual({ ok: false, reason: '图片数量不能超过6张' });
    expect((await rowOf(a.key)).subjectType).toBeNull();

    expect(await attachUploads(db, { userId: user.userId, purpose: 'lead-image', urls: [a.url, b.url], subject: lead })).toEqual({
      ok: true,
    });
    expect(await rowOf(a.key)).toMatchObject({ subjectType: 'lead', subjectId: 7, usedAt: expect.any(Date) });
    // Another post cannot take a file this one uses; an edit that drops b lets go of it.
    expect(
      await attachUploads(db, { userId: user.userId, purpose: 'lead-image', urls: [a.url], subject: { type: 'lead', id: 8 } }),
    ).toMatchObject({ ok: false });
    expect(await attachUploads(db, { userId: user.userId, purpose: 'lead-image', urls: [a.url], subject: lead })).toEqual({ ok: true });
    expect((await rowOf(b.key)).subjectType).toBeNull();

    // Within the grace period nothing is swept; after it, b (let go of), the other user’s and the topic image go, a stays.
    const store = uploadStoreFor(t.config);
    expect(await sweepUploads(db, store, 24)).toBe(0);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await sweepUploads(db, store, 24, later)).toBeGreaterThanOrEqual(3);
    for (const gone of [b, theirs, topic]) {
      expect(await store.read(gone.key, 1e7)).toBe('missing');
      expect((await t.app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(200);
    // Deleting the post lets go of a; the next sweep removes it. Article images are never swept.
    await detachUploads(db, lead);
    expect(await sweepUploads(db, store, 24, later)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(404);
    expect((await db.select().from(upload).where(eq(upload.purpose, 'article-image'))).length).toBeGreaterThan(0);
  });

  test('a visitor’s feedback images attach with no user; a signed-in user cannot take them', async () => {
    const pic = await uploaded('feedback-image', { filename: 'f.png', type: 'image/png', bytes: await png() });
    expect(
      await attachUploads(t.database.db, {
        userId: user.userId,
        purpose: 'feedback-image',
        urls: [pic.url],
        subject: { type: 'feedback', id: 1 },
      }),
    ).toMatchObject({ ok: false });
    expect(
      await attachUploads(t.database.db, {
        userId: null,
        purpose: 'feedback-image',
        urls: [pic.url],
        subject: { type: 'feedback', id: 1 },
      }),
    ).toEqual({ ok: true });
  });
});
