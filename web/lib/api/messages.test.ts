import { describe, expect, it } from 'vitest';
import { MARKET_MSG, marketMessages } from '../../../contracts/market/codes';
import { specMessages } from '../../../contracts/core/codes';
import { ApiError } from './client';
import { errorText, pageMessage } from './messages';

const refusal = (field: string, message: string) => new ApiError(400, '400', `Invalid ${field}: ${message}`, [{ field, message }]);
const en = { language: 'en' } as const;
const zh = { language: 'zh' } as const;

describe('pageMessage: API refusals become sentences for the page', () => {
  it("says what to type when a keyword is too short, never the call's field name", () => {
    const text = pageMessage(refusal('queryWord', MARKET_MSG.keywordTooShort), { ...en, searchOf: 'diseases, areas or countries' });
    expect(text).toBe('Enter at least 3 characters to search diseases, areas or countries.');
    expect(text).not.toMatch(/queryWord|Invalid/);
  });

  it('names other fields as the page does', () => {
    expect(pageMessage(refusal('countryCode', 'must be a two-letter ISO 3166-1 code'), en)).toBe('Check the country and try again.');
    expect(pageMessage(refusal('email', 'is required'), en)).toBe('Fill in the email address.');
    expect(pageMessage(refusal('plantNo', 'Too big: expected string to have <=100 characters'), en)).toBe(
      'Change the search words and try again.',
    );
  });

  it("passes the services' own messages through, and hides raw validation text without field errors", () => {
    expect(pageMessage(new ApiError(400, '400', 'The verification code is wrong'), en)).toBe('The verification code is wrong');
    expect(pageMessage(new ApiError(400, '400', 'Invalid body: expected object'), en)).toBe('Change the filters and try again.');
    expect(pageMessage(new Error('boom'), en)).toBe('Unknown Error');
  });

  it('on a Chinese page, reads the Chinese refusal the server answers and says it in Chinese', () => {
    // The server answers a Chinese page's call in Chinese: the schema's message is its twin.
    const short = refusal('queryWord', marketMessages.texts.zh.keywordTooShort);
    const text = pageMessage(short, { ...zh, searchOf: '疫病、地区或国家' });
    expect(text).toBe('请至少输入 3 个字符来搜索疫病、地区或国家。');
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(pageMessage(refusal('email', specMessages.texts.zh.request.required), zh)).toBe('请填写邮箱地址。');
    expect(pageMessage(refusal('countryCode', '无效输入'), zh)).toBe('请检查国家后重试。');
    expect(pageMessage(new ApiError(400, '400', 'body 无效：无效输入'), zh)).toBe('请修改筛选条件后重试。');
    expect(pageMessage(new Error('boom'), zh)).toBe(specMessages.texts.zh.msg.unknownError);
  });
});

describe('errorText: what a failed action says, in the page language', () => {
  it("a known message in the page's language, whichever language it was given in; else the spec's unknown error", () => {
    expect(errorText('zh', new Error(specMessages.texts.en.msg.tooManyRequests))).toBe(specMessages.texts.zh.msg.tooManyRequests);
    expect(errorText('en', new Error(specMessages.texts.zh.msg.tooManyRequests))).toBe(specMessages.texts.en.msg.tooManyRequests);
    expect(errorText('zh', new ApiError(500, '500', ''))).toBe(specMessages.texts.zh.msg.unknownError);
    expect(errorText('zh', 'not an error')).toBe('未知错误');
  });
});
