import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MSG } from '../../../contracts/core/codes';
import { uploadCalls } from '../../../contracts/uploads/calls';
import { UPLOAD_MAX_BYTES, UPLOAD_MSG, UPLOADS_PER_MINUTE } from '../../../contracts/uploads/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { lastAuditId, msgOf, pngClaiming, twoColourImage, uploadImage, uploadRowCount } from './uploads-test-kit';

let t: TestApp;
let admin: SignedInUser;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
  png = await (await twoColourImage(32, 32)).png().toBuffer();
});
afterAll(() => t?.close());

const storedFiles = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'uploads'), { recursive: true }).length;
  } catch {
    return 0;
  }
};

/** Sends the file as the administrator and expects a 400 with this message, and nothing stored or logged. */
async function expectRefused(file: Parameters<typeof uploadImage>[1], message: string) {
  const [rows, files, audit] = [await uploadRowCount(t), storedFiles(), await lastAuditId(t)];
  const res = await uploadImage(t, file, admin);
  expectFailure(res, 400);
  expect(msgOf(res)).toBe(message);
  expect([await uploadRowCount(t), storedFiles(), await lastAuditId(t)]).toEqual([rows, files, audit]);
}

describe('files that are not an accepted image', () => {
  test("a text file named .png is 'Error uploading format'", async () => {
    const text = Buffer.from('Just some notes about pork prices, not a picture.\n'.repeat(20));
    await expectRefused({ filename: 'notes.png', type: 'image/png', bytes: text }, UPLOAD_MSG.wrongFormat);
  });

  test('an SVG (it can carry scripts) is refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expectRefused({ filename: 'logo.svg', type: 'image/svg+xml', bytes: svg }, UPLOAD_MSG.wrongFormat);
    await expectRefused({ filename: 'logo.png', type: 'image/png', bytes: svg }, UPLOAD_MSG.wrongFormat);
  });

  test('other images the magic bytes recognise (TIFF, BMP) are refused', async () => {
    const tiff = await sharp(png).tiff().toBuffer();
    await expectRefused({ filename: 'scan.tif', type: 'image/tiff', bytes: tiff }, UPLOAD_MSG.wrongFormat);
  });

  test('a PNG cut short cannot be decoded: a clear 400', async () => {
    const big = await (await twoColourImage(400, 400)).png({ compressionLevel: 0 }).toBuffer();
    await expectRefused({ filename: 'cut.png', type: 'image/png', bytes: big.subarray(0, big.length / 2) }, UPLOAD_MSG.unreadable);
  });

  test('a small PNG that claims 20,000 x 20,000 pixels (a decompression bomb) is refused before decoding', async () => {
    await expectRefused({ filename: 'bomb.png', type: 'image/png', bytes: await pngClaiming(20_000, 20_000) }, UPLOAD_MSG.tooManyPixels);
  });
});

describe('size', () => {
  test("10 MB and 1 byte is 'Max size is 10M', and nothing is stored", async () => {
    const tooBig = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    png.copy(tooBig);
    await expectRefused({ filename: 'big.png', type: 'image/png', bytes: tooBig }, UPLOAD_MSG.tooLarge);
  });

  test('exactly 10 MB is accepted', async () => {
    // A valid PNG followed by padding: the limit lets all of it through, and the decoder reads the PNG.
    const exactly = Buffer.alloc(UPLOAD_MAX_BYTES);
    png.copy(exactly);
    const res = await uploadImage(t, { filename: 'padded.png', type: 'image/png', bytes: exactly }, admin);
    expect(okData(res)).toMatchObject({ width: 32, height: 32 });
  });
});

describe('the request', () => {
  test('no file at all, a file in another field, an empty file, or a JSON body: 400', async () => {
    await expectRefused([{ field: 'title', value: 'no file here' }], UPLOAD_MSG.missingFile);
    await expectRefused({ field: 'image', filename: 'a.png', type: 'image/png', bytes: png }, UPLOAD_MSG.missingFile);
    await expectRefused({ filename: 'empty.png', type: 'image/png', bytes: new Uint8Array() }, UPLOAD_MSG.missingFile);
    const json = await t.app.inject({ method: 'POST', url: uploadCalls.image.path, payload: { file: 'x' }, headers: admin.headers });
    expect(expectFailure(json, 400).msg).toBe(UPLOAD_MSG.missingFile);
  });

  test('a body that is not well-formed multipart is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: uploadCalls.image.path,
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(expectFailure(res, 400).msg).toBe(MSG.malformedUpload);
  });

  test('a visitor and a signed-in user who is not an administrator get 404, as requireAdmin answers', async () => {
    const user = await registerUser(t);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/uploads/no-such-call' });
    for (const who of [undefined, user]) {
      const rows = await uploadRowCount(t);
      const res = await uploadImage(t, { filename: 'a.png', type: 'image/png', bytes: png }, who);
      expect(expectFailure(res, 404)).toEqual(unknown.json());
      expect(await uploadRowCount(t)).toBe(rows);
    }
  });

  test(`more than ${UPLOADS_PER_MINUTE} uploads a minute from one address: 429`, async () => {
    const busy = await createAdmin(t);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) {
      expect((await uploadImage(t, [{ field: 'title', value: 'x' }], busy)).statusCode).toBe(400);
    }
    const res = await uploadImage(t, { filename: 'a.png', type: 'image/png', bytes: png }, busy);
    expect(expectFailure(res, 429).msg).toBe(MSG.tooManyRequests);
    // Another administrator, from another address, is not held up.
    okData(await uploadImage(t, { filename: 'a.png', type: 'image/png', bytes: png }, admin));
  });
});
