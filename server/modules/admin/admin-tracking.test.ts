import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingAdminCalls, trackingCalls } from '../../../contracts/tracking/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { send, signInAdmin, type AdminSession } from './admin-test-kit';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const click = (name: string, headers: Record<string, string> = {}) =>
  send(t, headers, trackingCalls.add, { body: { categoryType: 'CLICK', name, area: 'menu', eventLang: 0, eventChannel: 'PC' } });

describe('tracking counts in the admin shell', () => {
  it('shows each event with its count on each day, the most counted first', async () => {
    for (const name of ['News', 'News', 'News', 'Data']) expect((await click(name)).statusCode).toBe(200);
    const counts = okData<{ days: string[]; events: { name: string; total: number; counts: number[] }[] }>(
      await send(t, admin.headers, trackingAdminCalls.counts, { query: { categoryType: 'CLICK' } }),
    );
    expect(counts.days).toHaveLength(14);
    expect(counts.days.at(-1)).toBe(today());
    expect(counts.events.map((e) => [e.name, e.total])).toEqual([
      ['News', 3],
      ['Data', 1],
    ]);
    expect(counts.events[0]!.counts.at(-1)).toBe(3);
  });

  it('counts nothing for a browser that sends Do Not Track or Global Privacy Control', async () => {
    await click('Feedback', { dnt: '1' });
    await click('Feedback', { 'sec-gpc': '1' });
    const counts = okData<{ events: { name: string }[] }>(await send(t, admin.headers, trackingAdminCalls.counts, { query: {} }));
    expect(counts.events.map((e) => e.name)).not.toContain('Feedback');
  });

  it('refuses a reversed or too long range with 400', async () => {
    expectFailure(await callAs(t, admin.headers, trackingAdminCalls.counts, { query: { from: '2026-11-20', to: '2026-11-01' } }), 400);
    expectFailure(await callAs(t, admin.headers, trackingAdminCalls.counts, { query: { from: '2026-01-01', to: '2026-11-01' } }), 400);
    expectFailure(await callAs(t, admin.headers, trackingAdminCalls.counts, { query: { from: 'yesterday' } }), 400);
  });
});
