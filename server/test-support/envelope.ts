import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { RSP_OK, specMessages } from '../../contracts/core/codes';
import { errorEnvelopeSchema } from '../../contracts/core/envelope';
import { requestLanguage } from '../platform/language';

/** The data of a successful envelope: HTTP 200, rspCode '200', msg 'success' (成功 when the request asked for Chinese). */
export function okData<T = any>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  const { headers, url = '/' } = res.raw.req;
  expect(body).toMatchObject({ rspCode: RSP_OK, msg: specMessages.texts[requestLanguage({ headers, url })].msg.success });
  return body.data as T;
}

/**
 * A failure in the envelope: the HTTP status and rspCode agree, msg is set, and for a 400 on
 * input the field the client sent wrong is named both in data.errors and in msg.
 */
export function expectFailure(res: LightMyRequestResponse, status: number, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = errorEnvelopeSchema.parse(res.json());
  expect(body.rspCode).toBe(String(status));
  expect(body.msg.length).toBeGreaterThan(0);
  if (field) {
    expect(body.data?.errors.map((e) => e.field)).toContain(field);
    expect(body.msg).toContain(field);
  }
  return body;
}
