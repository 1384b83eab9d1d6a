import { describe, expect, test } from 'vitest';
import { ACCOUNT_MSG } from '../accounts/codes';
import { ADMIN_MSG } from '../admin/codes';
import { COMMENT_MSG } from '../comments/codes';
import { DATA_MSG } from '../data/codes';
import { FEEDBACK_MSG } from '../feedback/codes';
import { LABEL_CODE } from '../forum/codes';
import { IMPORT_MSG } from '../imports/codes';
import { JOBS_MSG } from '../jobs/codes';
import { KNOWLEDGE_MSG } from '../knowledge/codes';
import { MARKET_MSG, PLANT_STATUS_LABEL } from '../market/codes';
import { MODERATION_MSG } from '../moderation/codes';
import { NEWS_MSG } from '../news/codes';
import { NOTIFICATION_MSG } from '../notifications/codes';
import { POSTING_MSG } from '../posting/codes';
import { BANNER_MSG } from '../site/codes';
import { SUBSCRIPTION_MSG } from '../subscriptions/codes';
import { TRACKING_MSG } from '../tracking/codes';
import { tooManyMessage, UPLOAD_MSG, UPLOAD_RULES } from '../uploads/codes';
import { FIELD_MSG, MSG, REQUEST_MSG } from './codes';
import { fill, localText, messageDisagreements } from './messages';

const CONSTANTS = {
  MSG,
  REQUEST_MSG,
  FIELD_MSG,
  ACCOUNT_MSG,
  ADMIN_MSG,
  COMMENT_MSG,
  DATA_MSG,
  FEEDBACK_MSG,
  IMPORT_MSG,
  JOBS_MSG,
  KNOWLEDGE_MSG,
  MARKET_MSG,
  MODERATION_MSG,
  NEWS_MSG,
  NOTIFICATION_MSG,
  POSTING_MSG,
  BANNER_MSG,
  SUBSCRIPTION_MSG,
  TRACKING_MSG,
  UPLOAD_MSG,
};

/** Every text of a constant map, nested groups included, with its dotted name. */
function textsOf(value: object, prefix: string): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? [[`${prefix}.${key}`, inner] as [string, string]] : textsOf(inner as object, `${prefix}.${key}`),
  );
}
const ALL = Object.entries(CONSTANTS).flatMap(([name, map]) => textsOf(map, name));
/** The specification's own Chinese words (§5, the 404 page): constants in Chinese, with English twins. */
const SPEC_CHINESE = new Set([
  'MSG.pageNotFoundNotice',
  'UPLOAD_MSG.commonImageTypes',
  'UPLOAD_MSG.notOver10M',
  'UPLOAD_MSG.tooManyImages',
]);

describe('the messages contracts/ names, in both languages', () => {
  test('the English constants keep the words the spec and the tests know', () => {
    expect(MSG.success).toBe('success');
    expect(ACCOUNT_MSG.passwordLength).toBe('The password must be 8 to 32 characters');
    expect(ACCOUNT_MSG.codeTooSoon).toBe('Please wait 30 seconds before asking for another code');
    expect(COMMENT_MSG.tooLong).toBe('A comment has at most 255 characters');
    expect(POSTING_MSG.titleMin).toBe('Titile is  at least  5 characters');
    expect(TRACKING_MSG.badRange).toBe('The range must run forward and cover at most 92 days');
    expect(PLANT_STATUS_LABEL[2]).toBe('Pending');
    expect(LABEL_CODE.message).toBe('must be a label code');
    // §5's Chinese upload messages stay as the spec writes them.
    expect(UPLOAD_MSG.tooManyImages).toBe('图片数量不能超过{n}张');
    expect(tooManyMessage(UPLOAD_RULES['feedback-image'])).toBe('图片数量不能超过6张');
  });

  test('every text has a Chinese twin and an English one, and English texts answer themselves in English', () => {
    for (const [name, text] of ALL) {
      const chinese = localText('zh', text);
      const english = localText('en', text);
      if (SPEC_CHINESE.has(name)) {
        expect(chinese, name).toBe(text);
        expect(english, name).not.toBe(text);
        expect(english, name).toMatch(/^[\x20-\x7e]+$/);
      } else {
        expect(english, name).toBe(text);
        expect(chinese, name).not.toBe(text);
        expect(chinese, name).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  test('no text is given two different twins by two areas', () => {
    expect(messageDisagreements()).toEqual([]);
  });

  test('a text with values finds its twin whatever the values are, and values that are texts follow', () => {
    expect(localText('zh', fill(FIELD_MSG.atMost, { max: 77 }))).toBe('最多 77 个字符');
    expect(localText('en', '图片数量不能超过3张')).toBe('You can upload at most 3 pictures');
    expect(localText('zh', 'Invalid confirmPassword: The two input passwords were inconsistent!')).toBe(
      'confirmPassword 无效：两次输入的密码不一致！',
    );
    expect(localText('zh', fill(MARKET_MSG.statusChange, { from: PLANT_STATUS_LABEL[1]!, to: PLANT_STATUS_LABEL[2]! }))).toBe(
      '状态为 有效 的工厂不能在此改为 待审核',
    );
  });

  test('a text no table holds is answered as it is', () => {
    expect(localText('zh', 'Frigorífico Modelo S.A.')).toBe('Frigorífico Modelo S.A.');
    expect(localText('en', '')).toBe('');
  });
});
