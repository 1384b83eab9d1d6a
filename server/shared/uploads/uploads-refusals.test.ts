import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_MSG, UPLOAD_RULES, uploadMessages } from '../../../contracts/uploads/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { uploadStoreFor } from './index';
import { eq } from 'drizzle-orm';
import type { UploadToken } from '../../../contracts/uploads/models';
import { upload } from '../../db/schema/index';
import { okData } from '../../test-support/envelope';
import {
  askToken,
  confirmUpload,
  mp4Bytes,
  outcome,
  pngClaiming,
  postFile,
  startS3,
  twoColourImage,
  uploadRowCount,
  uploadThrough,
  type FilePart,
} from './uploads-test-kit';

const MB = 1024 * 1024;
/** §5's Chinese feedback messages answer an English request in their English twins (contracts/uploads/messages). */
const ENGLISH = uploadMessages.texts.en;

/**
 * The refusals of §5, each with its message, in both storage modes: the disk under DATA_DIR (the portal is the
 * storage host and checks as the file arrives) and a real S3-protocol server (the browser posts to the bucket,
 * the server checks on confirm and removes what it refuses).
 */
describe.each(['disk', 's3'] as const)('uploads refused in %s mode', (mode) => {
  let t: TestApp;
  let user: SignedInUser;
  let other: SignedInUser;
  let png: Buffer;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;

  beforeAll(async () => {
    s3 = mode === 's3' ? await startS3() : undefined;
    t = await createTestApp({
      seed: 'none',
      config: { uploads: { s3: s3?.config, sweepGraceHours: 24, sweepIntervalMinutes: 0 } },
    });
    user = await registerUser(t);
    other = await registerUser(t);
    png = await (await twoColourImage(32, 32)).png().toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  /** The flow refuses at the expected step with this message, and leaves no row and no stored file behind. */
  async function expectRefused(purpose: Parameters<typeof uploadThrough>[1], file: FilePart, message: string, declaredSize?: number) {
    const rows = await uploadRowCount(t);
    const answer = outcome(await uploadThrough(t, purpose, file, user, declaredSize));
    expect(answer.status, JSON.stringify(answer)).toBe(400);
    expect(answer.msg).toBe(message);
    if (answer.step !== 'token') {
      // A refused file is gone from the store, whichever host received it.
      const key = (answer.data as { key?: string } | undefined)?.key;
      expect(key).toBeUndefined();
    }
    expect(await uploadRowCount(t)).toBe(rows);
    return answer;
  }

  test('a name the purpose does not take is refused before any byte moves', async () => {
    const text = Buffer.from('notes');
    const cases = [
      ['feedback-image', 'notes.txt', ENGLISH.commonImageTypes],
      ['lead-image', 'sheet.pdf', UPLOAD_MSG.wrongFormat],
      ['avatar', 'me.webp', UPLOAD_MSG.wrongFormat],
      ['topic-video', 'clip.mkv', UPLOAD_MSG.videoFormat],
    ] as const;
    for (const [purpose, filename, message] of cases) {
      const answer = await expectRefused(purpose, { filename, type: 'application/octet-stream', bytes: text }, message);
      expect(answer.step).toBe('token');
    }
  });

  test('bytes that do not match the name are refused with the purpose message', async () => {
    const gif = await (await twoColourImage(20, 20)).gif().toBuffer();
    const lies: [Parameters<typeof uploadThrough>[1], FilePart, string][] = [
      [
        'feedback-image',
        { filename: 'notes.png', type: 'image/png', bytes: Buffer.from('pork belly prices, not a picture\n'.repeat(10)) },
        ENGLISH.commonImageTypes,
      ],
      ['lead-image', { filename: 'photo.jpg', type: 'image/jpeg', bytes: gif }, UPLOAD_MSG.wrongFormat],
      ['avatar', { filename: 'me.gif', type: 'image/gif', bytes: png }, UPLOAD_MSG.wrongFormat],
      [
        'topic-image',
        {
          filename: 'logo.png',
          type: 'image/png',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        UPLOAD_MSG.wrongFormat,
      ],
      ['topic-video', { filename: 'clip.mp4', type: 'video/mp4', bytes: png }, UPLOAD_MSG.videoFormat],
      ['topic-video', { filename: 'clip.avi', type: 'video/x-msvideo', bytes: mp4Bytes() }, UPLOAD_MSG.videoFormat],
    ];
    for (const [purpose, file, message] of lies) {
      const answer = await expectRefused(purpose, file, message);
      expect(answer.step).toBe(mode === 'disk' ? 'post' : 'confirm');
    }
  });

  test('oversize files: declared too large at the token, or sent larger than declared, each with §5 message', async () => {
    const over = (limit: number) => {
      const bytes = Buffer.alloc(limit + 1);
      png.copy(bytes);
      return bytes;
    };
    const cases = [
      ['avatar', 'me.png', UPLOAD_RULES.avatar.maxBytes, UPLOAD_MSG.tooLarge2MB],
      ['feedback-image', 'pic.png', UPLOAD_RULES['feedback-image'].maxBytes, ENGLISH.notOver10M],
      ['lead-image', 'cut.png', UPLOAD_RULES['lead-image'].maxBytes, UPLOAD_MSG.maxSize10M],
    ] as const;
    for (const [purpose, filename, limit, message] of cases) {
      const file = { filename, type: 'image/png', bytes: over(limit) };
      expect((await expectRefused(purpose, file, message)).step).toBe('token');
      // A client that lies about the size is refused by the server when the bytes arrive or are confirmed.
      expect((await expectRefused(purpose, file, message, 1000)).step).toBe(mode === 'disk' ? 'post' : 'confirm');
    }
    // Feedback refuses 'at or over 10 MB': exactly 10 MB is one byte too many.
    expect(UPLOAD_RULES['feedback-image'].maxBytes).toBe(10 * MB - 1);
    const video = { filename: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes(10 * MB) };
    expect((await expectRefused('topic-video', video, UPLOAD_MSG.videoSize, 1000)).step).toBe(mode === 'disk' ? 'post' : 'confirm');
  });

  test('a file whose size is not the one declared, though within the limit, is refused and removed', async () => {
    const file = { filename: 'cut.png', type: 'image/png', bytes: png };
    const answer = await expectRefused('lead-image', file, UPLOAD_MSG.sizeMismatch, png.length + 5);
    expect(answer.step).toBe(mode === 'disk' ? 'post' : 'confirm');
    await expectRefused('feedback-image', file, ENGLISH.sizeMismatch, png.length - 1);
  });

  test("only the token's taker may confirm: anyone else gets 404 and nothing changes", async () => {
    const file = { filename: 'mine.png', type: 'image/png', bytes: png };
    const mine = okData<UploadToken>(await askToken(t, { purpose: 'lead-image', fileName: 'mine.png', size: png.length }, user));
    expect((await postFile(t, mine, file, user)).status).toBeLessThan(300);
    const before = (await t.database.db.select().from(upload).where(eq(upload.key, mine.key)))[0];
    expect((await confirmUpload(t, mine, other)).statusCode).toBe(404);
    expect((await confirmUpload(t, mine)).statusCode).toBe(404);
    expect((await t.database.db.select().from(upload).where(eq(upload.key, mine.key)))[0]).toEqual(before);
    expect(okData(await confirmUpload(t, mine, user))).toMatchObject({ key: mine.key, bytes: expect.any(Number) });
    // A visitor's token: confirmed by a visitor, never by a signed-in user.
    const visitors = okData<UploadToken>(await askToken(t, { purpose: 'feedback-image', fileName: 'v.png', size: png.length }));
    expect((await postFile(t, visitors, { ...file, filename: 'v.png' })).status).toBeLessThan(300);
    expect((await confirmUpload(t, visitors, user)).statusCode).toBe(404);
    expect(okData(await confirmUpload(t, visitors))).toMatchObject({ key: visitors.key });
  });

  test('a decompression bomb is refused before decoding', async () => {
    await expectRefused(
      'lead-image',
      { filename: 'bomb.png', type: 'image/png', bytes: await pngClaiming(20_000, 20_000) },
      UPLOAD_MSG.tooManyPixels,
    );
  });

  test('what passes is stored and served, videos in byte ranges too', async () => {
    const answer = outcome(
      await uploadThrough(t, 'feedback-image', { filename: 'Frozen pork belly <b>.png', type: 'image/png', bytes: png }, user),
    );
    expect(answer).toMatchObject({ status: 200, data: { kind: 'image', mime: 'image/png', width: 32, height: 32 } });
    const { url, key } = answer.data as { url: string; key: string };
    expect(key).toMatch(/^img\/[0-9a-f]{16}\/Frozen_pork_belly_b\.png$/);
    expect(url).toBe(`/media/uploads/${key}`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(await uploadStoreFor(t.config).read(key, 10 * MB)).toMatchObject({ bytes: expect.any(Buffer) });

    const video = outcome(
      await uploadThrough(t, 'topic-video', { filename: 'plant tour.mp4', type: 'video/mp4', bytes: mp4Bytes() }, user),
    );
    expect(video).toMatchObject({ status: 200, data: { kind: 'video', mime: 'video/mp4', width: null } });
    expect((video.data as { key: string }).key).toMatch(/^video\/\d{4}\/\d{2}\/\d{2}\/video_\d{13}_[0-9a-f]{8}\.mp4$/);
    // A video player seeks with a byte range: 206 with the part asked for.
    const { url: videoUrl } = video.data as { url: string };
    const part = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=100-199' } });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([206, 'bytes 100-199/4096', 100]);
    expect(part.rawPayload.equals(mp4Bytes().subarray(100, 200))).toBe(true);
    const whole = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=9000-' } });
    expect([whole.statusCode, whole.rawPayload.length]).toEqual([200, 4096]);
  });

  test('who may ask: visitors only for feedback, administrators only for article images', async () => {
    const visitor = await askToken(t, { purpose: 'lead-image', fileName: 'a.png', size: 10 });
    expect(visitor.statusCode).toBe(401);
    expect((await askToken(t, { purpose: 'feedback-image', fileName: 'a.png', size: 10 })).statusCode).toBe(200);
    expect((await askToken(t, { purpose: 'article-image', fileName: 'a.png', size: 10 }, user)).statusCode).toBe(404);
    const bad = await askToken(t, { purpose: 'nothing' as never, fileName: 'a.png', size: 10 }, user);
    expect(bad.statusCode).toBe(400);
  });

  test("§5's Chinese feedback messages: word for word for a Chinese reader, their English twins for an English one", async () => {
    const inChinese = { ...user, headers: { ...user.headers, lang: 'zh_cn' } };
    const wrongType = { purpose: 'feedback-image' as const, fileName: 'notes.txt', size: 10 };
    const tooLarge = { purpose: 'feedback-image' as const, fileName: 'pic.png', size: UPLOAD_RULES['feedback-image'].maxBytes + 1 };
    expect((await askToken(t, wrongType, inChinese)).json().msg).toBe('请上传常用的图片格式');
    expect((await askToken(t, tooLarge, inChinese)).json().msg).toBe('上传文件不得大于10M');
    expect((await askToken(t, wrongType, user)).json().msg).toBe(ENGLISH.commonImageTypes);
    expect(ENGLISH.commonImageTypes).not.toBe(UPLOAD_MSG.commonImageTypes);
    // The other purposes' English words have Chinese twins too.
    const lead = await askToken(t, { purpose: 'lead-image', fileName: 'sheet.pdf', size: 10 }, inChinese);
    expect(lead.json().msg).toBe(uploadMessages.texts.zh.wrongFormat);
  });
});
