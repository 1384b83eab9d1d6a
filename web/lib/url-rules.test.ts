import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shaped } from '../../contracts/core/fields';
import { COUNTRY_CODE, ISO_DAY, PAGE_NUMBER, RECORD_ID } from '../../contracts/core/rules';
import { csvQuery } from '../../contracts/market/inputs';
import { pagePathParams } from '../../contracts/core/envelope';
import { adminFeedbackQuery } from '../../contracts/feedback/models';
import { readInt, readOneOf, readPage, readShape, readText } from './url-rules';

/**
 * A page reads its address by the calls' own rules: what a reader keeps, the call takes, and what the call refuses,
 * the reader drops. Each case compares a reader with a zod schema built from the same rule.
 */
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('the web reads page addresses by the calls’ rules', () => {
  it.each(['1', '2', String(PAGE_NUMBER.max), '0', '-1', '1.5', 'abc', '', String(PAGE_NUMBER.max + 1), ' 3'])(
    'a page number %j: kept exactly when the paged calls take it',
    (page) => {
      const taken = accepts(pagePathParams, { page, limit: '10' });
      expect(readPage(page) === Number(page)).toBe(taken);
      expect(readPage(page)).toBe(taken ? Number(page) : 1);
    },
  );

  it.each(['NZ', 'nz', 'NZL', 'N', '', '12'])('a country code %j: kept exactly when the calls take it', (code) => {
    expect(readShape(COUNTRY_CODE, code) !== '').toBe(code !== '' && accepts(shaped(COUNTRY_CODE), code));
    expect(readShape(COUNTRY_CODE, code) === '' || accepts(csvQuery, { countryCode: code })).toBe(true);
  });

  it.each(['2024-03-01', '2024-3-1', '01-03-2024', 'today'])('a day %j: kept exactly when the calls take it', (day) => {
    expect(readShape(ISO_DAY, day) !== '').toBe(accepts(shaped(ISO_DAY), day));
  });

  it('keeps a record id the calls take and drops one past the database column', () => {
    expect(readInt(RECORD_ID, '7')).toBe(7);
    expect(readInt(RECORD_ID, String(RECORD_ID.max))).toBe(RECORD_ID.max);
    expect(readInt(RECORD_ID, String(RECORD_ID.max + 1))).toBeUndefined();
    expect(readInt(RECORD_ID, '0')).toBeUndefined();
  });

  it('cuts search words at the call’s maximum, so what it sends is taken', () => {
    const words = readText(100, `  ${'w'.repeat(150)}  `);
    expect(words).toHaveLength(100);
    expect(accepts(csvQuery, { keywords: words })).toBe(true);
    expect(accepts(csvQuery, { keywords: 'w'.repeat(101) })).toBe(false);
  });

  it('keeps a listed value and drops the rest', () => {
    expect(readOneOf(['NEW', 'DONE'] as const, 'DONE')).toBe('DONE');
    expect(readOneOf(['NEW', 'DONE'] as const, 'done')).toBeUndefined();
    expect(readOneOf([10, 20] as const, '20')).toBe(20);
    expect(accepts(adminFeedbackQuery, { status: readOneOf(['NEW', 'DONE'] as const, 'DONE') })).toBe(true);
  });
});
