import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_IMAGE_MAX_SIDE } from '../../../contracts/uploads/codes';
import { upload } from '../../db/schema/index';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { auditSince, lastAuditId, twoColourImage, uploadImage, uploadRowCount } from './uploads-test-kit';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

interface Uploaded {
  url: string;
  width: number;
  height: number;
}

const keyOf = (url: string) => /^\/media\/uploads\/([0-9a-f]{64})\.webp$/.exec(url)?.[1];

describe('an administrator uploads an image', () => {
  test('a PNG is re-encoded to WebP, capped at 1600 px, stored and served back with strict headers', async () => {
    const png = await (await twoColourImage(2400, 1200)).png().toBuffer();
    const sinceAudit = await lastAuditId(t);
    const res = await uploadImage(t, { filename: 'chart.png', type: 'image/png', bytes: png }, admin);
    const data = okData<Uploaded>(res);
    expect(data).toEqual({ url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/), width: 1600, height: 800 });

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(UPLOAD_IMAGE_MAX_SIDE);

    // The file sits under DATA_DIR/uploads, and the table and the audit log say who stored what.
    const key = keyOf(data.url)!;
    expect(existsSync(join(t.config.dataDir, 'uploads', key.slice(0, 2), key))).toBe(true);
    const [row] = await t.database.db.select().from(upload).where(eq(upload.key, key));
    expect(row).toMatchObject({ purpose: 'article-image', mime: 'image/webp', width: 1600, height: 800, uploaderId: admin.userId });
    expect(row!.bytes).toBe(served.rawPayload.length);
    const entries = await auditSince(t, sinceAudit);
    expect(entries.map((e) => e.action)).toEqual(['upload.image']);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, subjectType: 'upload', subjectId: String(row!.id) });
    expect(entry.after).toMatchObject({ key, originalName: 'chart.png', declaredType: 'image/png', width: 1600 });
  });

  test('a JPEG is turned upright by its EXIF orientation, and its metadata is not kept', async () => {
    // Orientation 6: the camera stored the picture turned; a viewer shows it rotated 90° clockwise.
    const jpeg = await (
      await twoColourImage(300, 200)
    )
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Somebody', Make: 'Phone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const data = okData<Uploaded>(await uploadImage(t, { filename: 'photo.jpg', type: 'image/jpeg', bytes: jpeg }, admin));
    expect(data).toMatchObject({ width: 200, height: 300 });

    const stored = (await t.app.inject({ method: 'GET', url: data.url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    // The red left half is now the top: a pixel near the top is red, one near the bottom blue.
    const { data: pixels, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(100, 20)[0]).toBeGreaterThan(200);
    expect(at(100, 280)[2]).toBeGreaterThan(200);
  });

  test('GIF and WebP are accepted too; a small image keeps its size', async () => {
    const gif = await (await twoColourImage(120, 80)).gif().toBuffer();
    expect(okData<Uploaded>(await uploadImage(t, { filename: 'a.gif', type: 'image/gif', bytes: gif }, admin))).toMatchObject({
      width: 120,
      height: 80,
    });
    const webp = await (await twoColourImage(90, 60)).webp().toBuffer();
    expect(okData<Uploaded>(await uploadImage(t, { filename: 'b.webp', type: 'image/webp', bytes: webp }, admin))).toMatchObject({
      width: 90,
      height: 60,
    });
  });

  test('the same image twice is one stored file with a row for each upload', async () => {
    const png = await (await twoColourImage(64, 64)).png().toBuffer();
    const before = await uploadRowCount(t);
    const first = okData<Uploaded>(await uploadImage(t, { filename: 'x.png', type: 'image/png', bytes: png }, admin));
    const second = okData<Uploaded>(await uploadImage(t, { filename: 'y.png', type: 'image/png', bytes: png }, admin));
    expect(second.url).toBe(first.url);
    expect(await uploadRowCount(t)).toBe(before + 2);
    const key = keyOf(first.url)!;
    expect(readdirSync(join(t.config.dataDir, 'uploads', key.slice(0, 2))).filter((name) => name === key)).toHaveLength(1);
  });
});

describe('serving stored images', () => {
  test('an unknown key is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/uploads/${'a'.repeat(64)}.webp` });
    expect(res.statusCode).toBe(404);
  });

  test('names that are not <64 hex>.webp are 404, traversal included', async () => {
    const png = await (await twoColourImage(40, 40)).png().toBuffer();
    const { url } = okData<Uploaded>(await uploadImage(t, { filename: 'k.png', type: 'image/png', bytes: png }, admin));
    const key = keyOf(url)!;
    const attempts = [
      '/media/uploads/..%2F..%2Fpackage.json',
      '/media/uploads/..%2f..%2fsession-secret',
      '/media/uploads/%2e%2e%2fsession-secret',
      `/media/uploads/${key}`,
      `/media/uploads/${key.toUpperCase()}.webp`,
      `/media/uploads/${key}.webp.png`,
      `/media/uploads/${key}.png`,
      `/media/uploads/x.webp`,
      `/media/uploads/${key.slice(0, 2)}%2F${key}.webp`,
      `/media/uploads/${key}.webp/..`,
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ method: 'GET', url: attempt });
      expect(res.statusCode, attempt).toBe(404);
      expect(res.headers['content-type'], attempt).not.toBe('image/webp');
    }
    // A NUL is refused by the platform's input check for every route, before this one runs.
    const nul = await t.app.inject({ method: 'GET', url: `/media/uploads/${key}%00.webp` });
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['content-type']).not.toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
