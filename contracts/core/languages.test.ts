import { describe, expect, it } from 'vitest';
import { languageOfLang, langOf, localPath, nameInLang, preferredLanguage, splitLanguage } from './languages';

describe('a page language in its URL', () => {
  it('reads /zh as Chinese and strips it, and nothing else', () => {
    expect(splitLanguage('/zh')).toEqual({ language: 'zh', path: '/' });
    expect(splitLanguage('/zh/market/plant')).toEqual({ language: 'zh', path: '/market/plant' });
    expect(splitLanguage('/market/plant')).toEqual({ language: 'en', path: '/market/plant' });
    // A path that merely starts with the letters is English.
    expect(splitLanguage('/zhongguo')).toEqual({ language: 'en', path: '/zhongguo' });
  });

  it('puts a path in a language, query and all', () => {
    expect(localPath('zh', '/market?accessType=202')).toBe('/zh/market?accessType=202');
    expect(localPath('zh', '/')).toBe('/zh');
    expect(localPath('zh', '/?q=1')).toBe('/zh?q=1');
    expect(localPath('en', '/market?x=1')).toBe('/market?x=1');
  });

  it('maps the spec lang codes both ways', () => {
    expect(langOf('zh')).toBe('zh_cn');
    expect(languageOfLang('zh_cn')).toBe('zh');
    expect(languageOfLang('en_us')).toBe('en');
    expect(languageOfLang('fr_fr')).toBe('en');
  });
});

describe('Accept-Language', () => {
  it('picks the language with the highest q among ours', () => {
    expect(preferredLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(preferredLanguage('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR, zh-TW;q=0.5, en;q=0.4')).toBe('zh');
    expect(preferredLanguage('zh-Hans')).toBe('zh');
  });

  it('names nothing for other languages, zero weights and junk', () => {
    expect(preferredLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(preferredLanguage('zh;q=0, en;q=0')).toBeUndefined();
    expect(preferredLanguage('zh;q=abc')).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
  });
});

describe("a name in the call's language", () => {
  it('gives the Chinese name for zh_cn when there is one, else the English one', () => {
    expect(nameInLang('zh_cn', 'Brazil', '巴西')).toBe('巴西');
    expect(nameInLang('zh_cn', 'Brazil', '')).toBe('Brazil');
    expect(nameInLang('zh_cn', 'Brazil', null)).toBe('Brazil');
    expect(nameInLang('en_us', 'Brazil', '巴西')).toBe('Brazil');
    expect(nameInLang(undefined, 'Brazil', '巴西')).toBe('Brazil');
  });
});
