import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { languageRedirect, requestLanguage, switchTarget } from './language';
import { switchHref } from '../../contracts/core/languages';

describe('which readers are sent to the Chinese page', () => {
  const zhBrowser = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' };

  it('sends a first visit whose browser prefers Chinese, query kept', () => {
    expect(languageRedirect('GET', '/market/plant?countryCode=BR', zhBrowser)).toBe('/zh/market/plant?countryCode=BR');
    expect(languageRedirect('GET', '/', zhBrowser)).toBe('/zh');
  });

  it('lets the cookie decide over the browser, both ways', () => {
    expect(languageRedirect('GET', '/news', { ...zhBrowser, cookie: 'a=1; lang=en' })).toBeUndefined();
    expect(languageRedirect('GET', '/news', { 'accept-language': 'en', cookie: 'lang=zh; b=2' })).toBe('/zh/news');
  });

  it('never moves a Chinese page, a file, the API, a loader request or a write', () => {
    const zhCookie = { cookie: 'lang=zh' };
    expect(languageRedirect('GET', '/zh/news', { cookie: 'lang=en' })).toBeUndefined();
    expect(languageRedirect('GET', '/api/site/info', zhCookie)).toBeUndefined();
    expect(languageRedirect('GET', '/assets/root-abc.js', zhCookie)).toBeUndefined();
    expect(languageRedirect('GET', '/market/plant.data', zhCookie)).toBeUndefined();
    expect(languageRedirect('GET', '/sitemap.xml', zhCookie)).toBeUndefined();
    expect(languageRedirect('POST', '/login', zhCookie)).toBeUndefined();
    expect(languageRedirect('GET', '/market', { 'accept-language': 'en-GB' })).toBeUndefined();
  });
});

describe('the language of an answer', () => {
  const of = (url: string, headers: Record<string, string> = {}) => requestLanguage({ url, headers });
  it('follows the lang header, then the page URL, then the cookie', () => {
    expect(of('/api/news/list', { lang: 'zh_cn' })).toBe('zh');
    expect(of('/zh/news', { lang: 'en_us' })).toBe('en');
    expect(of('/zh/news')).toBe('zh');
    expect(of('/news', { cookie: 'lang=zh' })).toBe('en');
    expect(of('/api/news/list', { cookie: 'lang=zh' })).toBe('zh');
    expect(of('/api/news/list')).toBe('en');
  });
});

describe('the language switch', () => {
  it('accepts only paths of this site', () => {
    expect(switchTarget('/zh/market?x=1')).toBe('/zh/market?x=1');
    for (const bad of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '/a b', 'market', '', 3, undefined]) {
      expect(switchTarget(bad), String(bad)).toBeUndefined();
    }
    expect(switchTarget('/' + 'a'.repeat(3000))).toBeUndefined();
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t?.close());

  it('remembers the language of the target in a cookie and goes there', async () => {
    // The link as the page's switch writes it: slashes left as they are, the query's & and = encoded.
    const res = await t.app.inject(switchHref('zh', '/market/plant?countryCode=BR&page=2'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/zh/market/plant?countryCode=BR&page=2');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/^lang=zh; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    const back = await t.app.inject(`/language?to=${encodeURIComponent('/market/plant')}`);
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=en;/);
  });

  it('goes home, in English, for a target that is not a path of this site', async () => {
    const res = await t.app.inject(`/language?to=${encodeURIComponent('//evil.example/x')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/^lang=en;/);
  });
});
