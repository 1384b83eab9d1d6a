import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { notificationCalls } from '../../contracts/notifications/calls';
import { loggerOptions, withoutSecrets } from './logging';

const UNSUBSCRIBE_PATH = notificationCalls.unsubscribe.path;
const TOKEN = 'v1.1234.subscription.c2VjcmV0LXNpZ25hdHVyZQ';

describe('secrets in logged urls', () => {
  it('masks the unsubscribe token and other secret query values, and keeps the rest of the url', () => {
    expect(withoutSecrets(`/unsubscribe?token=${TOKEN}`)).toBe('/unsubscribe?token=[redacted]');
    expect(withoutSecrets(`/api/x?lang=en_us&token=${TOKEN}&page=2`)).toBe('/api/x?lang=en_us&token=[redacted]&page=2');
    expect(withoutSecrets('/a?access_token=abc&X-Amz-Signature=def&client_secret=ghi&Password=jkl')).toBe(
      '/a?access_token=[redacted]&X-Amz-Signature=[redacted]&client_secret=[redacted]&Password=[redacted]',
    );
    expect(withoutSecrets('/forum/detail?code=T123&keywords=token')).toBe('/forum/detail?code=T123&keywords=token');
    expect(withoutSecrets('/plain/path')).toBe('/plain/path');
  });

  it("never writes an unsubscribe token in any of the app logger's lines", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    // The app's own logger options, writing to this stream instead of standard output.
    const app = Fastify({ logger: { ...loggerOptions('trace'), stream } });
    app.get(UNSUBSCRIBE_PATH, async () => ({ ok: true }));
    app.get('/unsubscribe', async () => {
      throw new Error('boom');
    });
    await app.inject({ method: 'GET', url: `${UNSUBSCRIBE_PATH}?token=${TOKEN}`, headers: { cookie: 'session=abc' } });
    await app.inject({ method: 'GET', url: `/unsubscribe?token=${encodeURIComponent(TOKEN)}&lang=en_us` });
    await app.close();

    const incoming = lines
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } })
      .filter((l) => l.msg === 'incoming request');
    expect(incoming.map((l) => l.req?.url)).toEqual([`${UNSUBSCRIBE_PATH}?token=[redacted]`, '/unsubscribe?token=[redacted]&lang=en_us']);
    expect(lines.length).toBeGreaterThan(incoming.length);
    for (const line of lines) expect(line).not.toContain(TOKEN.slice(3, 20));
  });
});
