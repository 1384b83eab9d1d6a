import { z } from 'zod';
import { int, intText } from './numbers';
import { MAX_PAGE_LIMIT } from './codes';
import { PAGE_NUMBER } from './rules';

/** Every JSON answer of the API: { rspCode, msg, data } (§3 'Response envelope'). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ rspCode: z.string(), msg: z.string(), data });
}

/** A page of rows: data.list and data.total (§3). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: int() });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** The envelope of a failure: data carries the field errors of a 400, otherwise null. */
export const errorEnvelopeSchema = z.object({
  rspCode: z.string(),
  msg: z.string(),
  data: z.object({ errors: z.array(fieldErrorSchema) }).nullable(),
});

export type Envelope<T> = { rspCode: string; msg: string; data: T };
export type Page<T> = { list: T[]; total: number };
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Paging in the path, as in 'POST supply-demand page {page}/{limit}'. */
export const pagePathParams = z.object({
  page: intText(PAGE_NUMBER),
  limit: intText({ min: 1, max: MAX_PAGE_LIMIT }),
});

/** The body of a call that takes none, for clients that send `{}` or nothing. */
export const emptyBody = z.object({}).passthrough().nullish();
