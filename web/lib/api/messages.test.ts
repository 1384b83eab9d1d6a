import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { pageMessage } from './messages';

const refusal = (field: string, message: string) => new ApiError(400, '400', `Invalid ${field}: ${message}`, [{ field, message }]);

describe('pageMessage: API refusals become sentences for the page', () => {
  it("says what to type when a keyword is too short, never the call's field name", () => {
    const text = pageMessage(refusal('queryWord', 'enter at least 3 characters'), { searchOf: 'diseases, areas or countries' });
    expect(text).toBe('Enter at least 3 characters to search diseases, areas or countries.');
    expect(text).not.toMatch(/queryWord|Invalid/);
  });

  it('names other fields as the page does', () => {
    expect(pageMessage(refusal('countryCode', 'must be a two-letter ISO 3166-1 code'))).toBe('Check the country and try again.');
    expect(pageMessage(refusal('email', 'is required'))).toBe('Fill in the email address.');
    expect(pageMessage(refusal('plantNo', 'Too big: expected string to have <=100 characters'))).toBe(
      'Change the search words and try again.',
    );
  });

  it("passes the services' own messages through, and hides raw validation text without field errors", () => {
    expect(pageMessage(new ApiError(400, '400', 'The verification code is wrong'))).toBe('The verification code is wrong');
    expect(pageMessage(new ApiError(400, '400', 'Invalid body: expected object'))).toBe('Change the filters and try again.');
    expect(pageMessage(new Error('boom'))).toBe('Unknown Error');
  });
});
