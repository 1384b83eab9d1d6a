import { describe, expect, it } from 'vitest';
import { safeRedirect, signInHref } from './redirect';

describe('safeRedirect: only same-site paths are followed after sign-in', () => {
  it('follows a path on this site, with its query', () => {
    expect(safeRedirect('/market/plant/detail?accessType=201&plantNo=SIF+119&countryCode=BR')).toBe(
      '/market/plant/detail?accessType=201&plantNo=SIF+119&countryCode=BR',
    );
  });

  it.each([
    ['another origin, protocol-relative', '//evil.example/x'],
    ['another origin, backslash', '/\\evil.example'],
    ['a scheme', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative path', 'market/plant'],
    ['a tab that parsers drop', '/\t/evil.example'],
    ['the sign-in page itself', '/login?redirect=/x'],
    ['registration', '/register'],
    ['nothing', ''],
  ])('refuses %s', (_what, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('builds the sign-in link; the home page needs no parameter', () => {
    expect(signInHref('/market/plant/detail?plantNo=SIF+119')).toBe('/login?redirect=%2Fmarket%2Fplant%2Fdetail%3FplantNo%3DSIF%2B119');
    expect(signInHref('/')).toBe('/login');
    expect(signInHref('//evil.example')).toBe('/login');
    expect(signInHref('/market/plant', '/register')).toBe('/register?redirect=%2Fmarket%2Fplant');
  });
});
