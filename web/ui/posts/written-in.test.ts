import { describe, expect, it } from 'vitest';
import { langOfText, writtenIn } from './written-in';

describe("a person's text's language", () => {
  it('is Chinese when Chinese characters outnumber Latin words, English otherwise', () => {
    expect(writtenIn('冻南美白虾 40/50，CIF 青岛，每月 2 柜')).toBe('zh');
    expect(writtenIn('Frozen red shrimp 红虾, 2 x 40ft reefers CIF Qingdao')).toBe('en');
    expect(writtenIn('Frozen pork bellies')).toBe('en');
    // No letters at all: nothing says Chinese.
    expect(writtenIn('40/50 12345')).toBe('en');
    expect(langOfText('冷冻牛肉')).toBe('zh-Hans');
    expect(langOfText('Frozen beef')).toBe('en');
  });

  it('marks a knowledge title or a label in one language with lang only on a page in the other', () => {
    expect(writtenIn('GB 7718 标签要求')).toBe('zh');
    expect(writtenIn('Chinese labels for imported meat (GB 7718)')).toBe('en');
    expect(langOfText('Cold chain', 'en')).toBeUndefined();
    expect(langOfText('Cold chain', 'zh')).toBe('en');
    expect(langOfText('冷链', 'en')).toBe('zh-Hans');
    expect(langOfText('冷链', 'zh')).toBeUndefined();
  });
});
