import { describe, expect, it } from 'vitest';
import { isEmail } from '../features/accounts/rules';
import { pageTitle } from './meta';
import { hasSessionCookie } from './session';

describe('pageTitle', () => {
  it('ends with the product abbreviation (§9)', () => {
    expect(pageTitle('Plant')).toBe('Plant - CMSP');
    expect(pageTitle()).toBe('China Meat & Seafood Portal - CMSP');
  });
});

describe('hasSessionCookie', () => {
  it('is true only when the session cookie is present', () => {
    expect(hasSessionCookie('theme=dark; cmsp_session=abc')).toBe(true);
    expect(hasSessionCookie('__Host-cmsp_session=abc')).toBe(true);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts an address with surrounding spaces and refuses malformed ones', () => {
    expect(isEmail(' buyer@example.com ')).toBe(true);
    expect(isEmail('buyer@example')).toBe(false);
    expect(isEmail('buyer example.com')).toBe(false);
    expect(isEmail(undefined)).toBe(false);
  });
});
