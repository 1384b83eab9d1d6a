import { describe, expect, test } from 'vitest';
import { UPLOAD_MSG, UPLOAD_RULES } from '../../../contracts/uploads/codes';
import { precheck, storageRefusal } from './upload-flow';

const MB = 1024 * 1024;

describe('the browser checks before a token is asked', () => {
  test('feedback photos: not a picture, a name of another type, at or over 10 MB', () => {
    const rules = UPLOAD_RULES['feedback-image'];
    expect(precheck(rules, { name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(UPLOAD_MSG.onlyPictures);
    expect(precheck(rules, { name: 'scan.tiff', size: 10, type: 'image/tiff' })).toBe(UPLOAD_MSG.commonImageTypes);
    expect(precheck(rules, { name: 'big.PNG', size: 10 * MB, type: 'image/png' })).toBe(UPLOAD_MSG.notOver10M);
    expect(precheck(rules, { name: 'ok.JPG', size: 10 * MB - 1, type: 'image/jpeg' })).toBeNull();
  });

  test('avatars at 2 MB, videos by extension', () => {
    expect(precheck(UPLOAD_RULES.avatar, { name: 'me.png', size: 2 * MB + 1, type: 'image/png' })).toBe(UPLOAD_MSG.tooLarge2MB);
    expect(precheck(UPLOAD_RULES['topic-video'], { name: 'clip.mkv', size: 100, type: 'video/x-matroska' })).toBe(UPLOAD_MSG.videoFormat);
    expect(precheck(UPLOAD_RULES['topic-video'], { name: 'clip.mov', size: 100, type: 'video/quicktime' })).toBeNull();
  });
});

describe('what a refused post says', () => {
  test("the portal's envelope message, S3's EntityTooLarge as §5's message, anything else a retry hint", () => {
    const rules = UPLOAD_RULES['lead-image'];
    expect(
      storageRefusal(rules, { status: 400, text: JSON.stringify({ rspCode: '400', msg: 'Error uploading format', data: null }) }),
    ).toBe('Error uploading format');
    const s3 =
      '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>';
    expect(storageRefusal(rules, { status: 400, text: s3 })).toBe(UPLOAD_MSG.maxSize10M);
    expect(storageRefusal(rules, { status: 403, text: '<Error><Code>AccessDenied</Code></Error>' })).toBe(UPLOAD_MSG.storageFailed);
  });
});
