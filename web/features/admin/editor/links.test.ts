import { describe, expect, it } from 'vitest';
import { hrefFrom, isAllowedHref } from './links';

describe('link addresses the editor accepts', () => {
  it('keeps http, https, mailto and site paths', () => {
    for (const href of ['https://www.gacc.gov.cn/x?a=1', 'http://example.com', 'mailto:trade@example.com', '/news/12', '/market'])
      expect(isAllowedHref(href), href).toBe(true);
  });

  it('refuses scripts, data, protocol-relative and other schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'ftp://x.example',
      'mailto:',
      'https://',
      'news',
    ])
      expect(isAllowedHref(href), href).toBe(false);
  });

  it('adds https:// to a bare host, and leaves schemes and paths as typed', () => {
    expect(hrefFrom(' example.com/a ')).toBe('https://example.com/a');
    expect(hrefFrom('/news/1')).toBe('/news/1');
    expect(hrefFrom('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
