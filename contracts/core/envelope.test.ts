import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from './codes';
import { errorEnvelopeSchema, pagePathParams } from './envelope';

describe('pagePathParams', () => {
  it('turns the path strings into whole numbers', () => {
    expect(pagePathParams.parse({ page: '2', limit: '10' })).toEqual({ page: 2, limit: 10 });
  });

  it('accepts the largest limit and refuses anything over it', () => {
    expect(pagePathParams.parse({ page: '1', limit: String(MAX_PAGE_LIMIT) }).limit).toBe(MAX_PAGE_LIMIT);
    expect(pagePathParams.safeParse({ page: '1', limit: String(MAX_PAGE_LIMIT + 1) }).success).toBe(false);
  });

  it.each([
    ['page 0', { page: '0', limit: '10' }],
    ['a fractional page', { page: '1.5', limit: '10' }],
    ['a non-numeric page', { page: 'abc', limit: '10' }],
    ['an empty page', { page: '', limit: '10' }],
    ['limit 0', { page: '1', limit: '0' }],
  ])('refuses %s', (_name, params) => {
    expect(pagePathParams.safeParse(params).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts the failure envelope with and without field errors', () => {
    expect(errorEnvelopeSchema.safeParse({ rspCode: '404', msg: 'Not Found', data: null }).success).toBe(true);
    const withFields = { rspCode: '400', msg: 'Invalid page', data: { errors: [{ field: 'page', message: 'Too small' }] } };
    expect(errorEnvelopeSchema.parse(withFields)).toEqual(withFields);
  });

  it('refuses a numeric rspCode', () => {
    expect(errorEnvelopeSchema.safeParse({ rspCode: 404, msg: 'Not Found', data: null }).success).toBe(false);
  });
});
