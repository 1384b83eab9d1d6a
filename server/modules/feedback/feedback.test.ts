import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCalls } from '../../../contracts/admin/calls';
import { feedbackCalls } from '../../../contracts/feedback/calls';
import { FEEDBACK_LIMITS, FEEDBACK_MSG } from '../../../contracts/feedback/codes';
import type { AdminFeedback } from '../../../contracts/feedback/models';
import { UPLOAD_MSG } from '../../../contracts/uploads/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { outcome, uploadThrough } from '../../test-support/uploads';
import { jobsSettled } from '../../test-support/jobs';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
  user = await registerUser(t);
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c03030' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

let visitorAddress = 0;
const send = (body: object, who?: SignedInUser, remoteAddress?: string) =>
  call(
    t,
    feedbackCalls.add,
    { body },
    { headers: who?.headers, remoteAddress: who?.remoteAddress ?? remoteAddress ?? `10.99.0.${++visitorAddress}` },
  );
const photo = async (who?: SignedInUser) =>
  (
    outcome(await uploadThrough(t, 'feedback-image', { filename: 'carton.png', type: 'image/png', bytes: png }, who)).data as {
      url: string;
    }
  ).url;
const inbox = async (query: Record<string, string> = {}) =>
  okData<{ list: AdminFeedback[]; total: number }>(await call(t, feedbackCalls.adminList, { query }, admin));

describe('POST /api/feedback/addFeedback', () => {
  test('a visitor and a signed-in user send feedback with photos; the inbox shows both, the user fields on the second only', async () => {
    const visitorPhoto = await photo();
    const visitorAnswer = await send({
      client: 'PC',
      type: 'DATA_ERROR',
      content: '  Plant 3300/02 shows suspended but GACC lists it active.  ',
      contact: 'buyer@example.com',
      images: { list: [visitorPhoto] },
    });
    expect(visitorAnswer.json()).toMatchObject({ rspCode: '200', data: null });
    const userPhotos = [await photo(user), await photo(user)];
    // Whatever a client claims about who it is, the session decides.
    okData(
      await send(
        {
          type: 'SUGGESTION',
          content: 'Add chilled beef prices.',
          contact: '+86 138 0000 0000',
          images: { list: userPhotos },
          userId: 1,
          username: 'someone@else',
          createName: 'Nobody',
        },
        user,
      ),
    );

    const { list } = await inbox();
    const [second, first] = list;
    expect(first).toMatchObject({
      type: 'DATA_ERROR',
      typeName: 'Data error',
      content: 'Plant 3300/02 shows suspended but GACC lists it active.',
      contactIsEmail: true,
      userId: null,
      username: null,
      createName: null,
      status: 'NEW',
      images: { list: [visitorPhoto] },
    });
    expect(second).toMatchObject({
      type: 'SUGGESTION',
      userId: user.userId,
      username: user.email,
      contactIsEmail: false,
      images: { list: userPhotos },
    });
    expect(second!.createName).toBeTruthy();
    expect(second!.createName).not.toBe('Nobody');
  });

  test('bad input is refused with a clear message and nothing is stored', async () => {
    const before = (await inbox()).total;
    const cases: [object, string][] = [
      [{ type: 'SUGGESTION', content: '    ' }, FEEDBACK_MSG.required],
      [{ type: 'SUGGESTION', content: 'x'.repeat(FEEDBACK_LIMITS.content + 1) }, FEEDBACK_MSG.contentMax],
      [{ type: 'SUGGESTION', content: 'ok', contact: 'x'.repeat(51) }, FEEDBACK_MSG.contactMax],
      [{ type: 'NOPE', content: 'ok' }, FEEDBACK_MSG.unknownType],
      [{ type: 'SUGGESTION', content: 'ok', images: { list: ['/media/uploads/img/0123456789abcdef/x.png'] } }, UPLOAD_MSG.notYours],
      [{ type: 'SUGGESTION', content: 'ok', images: { list: Array.from({ length: 7 }, (_, i) => `/x/${i}.png`) } }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      const failure = expectFailure(res, 400);
      if (message) expect(failure.msg).toContain(message);
    }
    // A signed-in user cannot send a visitor's photo as theirs.
    const theirs = await photo();
    expect(expectFailure(await send({ type: 'OTHER', content: 'ok', images: { list: [theirs] } }, user), 400).msg).toBe(
      UPLOAD_MSG.notYours,
    );
    expect((await inbox()).total).toBe(before);
  });

  test('five sends in ten minutes per address, and per user from any address', async () => {
    const address = '10.98.0.1';
    for (let i = 0; i < FEEDBACK_LIMITS.sendsPerWindow; i += 1)
      okData(await send({ type: 'OTHER', content: `note ${i}` }, undefined, address));
    expect(expectFailure(await send({ type: 'OTHER', content: 'one more' }, undefined, address), 429).msg).toBe(FEEDBACK_MSG.tooFast);
    const busy = await registerUser(t);
    for (let i = 0; i < FEEDBACK_LIMITS.sendsPerWindow; i += 1)
      okData(await send({ type: 'OTHER', content: `u ${i}` }, { ...busy, remoteAddress: `10.97.0.${i + 1}` }));
    expect(expectFailure(await send({ type: 'OTHER', content: 'more' }, { ...busy, remoteAddress: '10.97.1.1' }), 429).msg).toBe(
      FEEDBACK_MSG.tooFast,
    );
  });
});

describe('the inbox', () => {
  test('filters, status changes and a reply mailed to the contact, each in the audit log', async () => {
    okData(
      await send({
        type: 'CONSULTING',
        content: 'We export frozen pork from Spain and need GACC registration help.',
        contact: 'export@finca.es',
      }),
    );
    const consulting = await inbox({ type: 'CONSULTING' });
    expect(consulting.list.every((f) => f.type === 'CONSULTING')).toBe(true);
    const item = consulting.list[0]!;
    const today = new Date().toISOString().slice(0, 10);
    expect((await inbox({ from: today, to: today, type: 'CONSULTING' })).total).toBe(consulting.total);
    expect((await inbox({ to: '2000-01-01' })).total).toBe(0);

    const moved = okData<AdminFeedback>(
      await call(t, feedbackCalls.adminStatus, { params: { id: item.id }, body: { status: 'IN_PROGRESS' } }, admin),
    );
    expect(moved.status).toBe('IN_PROGRESS');
    expect((await inbox({ status: 'IN_PROGRESS' })).list.map((f) => f.id)).toContain(item.id);

    const replied = await call(
      t,
      feedbackCalls.adminReply,
      { params: { id: item.id }, body: { message: 'Thank you: our team will call you this week.' } },
      admin,
    );
    expect(replied.json()).toMatchObject({
      msg: FEEDBACK_MSG.replied,
      data: { replies: [{ to: 'export@finca.es', adminEmail: admin.email }] },
    });
    // The reply leaves through the job queue (decision 0025).
    await jobsSettled(t);
    const outbox = join(t.config.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
      .find((m) => /^To: export@finca\.es$/m.test(m));
    expect(mail).toMatch(/our team will call you this week/);

    const audit = okData<{ list: { action: string; subjectId: string }[] }>(
      await call(t, adminCalls.audit, { query: { subjectType: 'feedback', subjectId: String(item.id) } }, admin),
    );
    expect(audit.list.map((e) => e.action).sort()).toEqual(['feedback.reply', 'feedback.status']);

    // A phone number cannot be answered by mail; visitors and users do not reach the inbox.
    const phone = (await inbox({ type: 'SUGGESTION' })).list.find((f) => !f.contactIsEmail)!;
    expect(
      expectFailure(await call(t, feedbackCalls.adminReply, { params: { id: phone.id }, body: { message: 'hi' } }, admin), 400).msg,
    ).toBe(FEEDBACK_MSG.replyNeedsEmail);
    expectFailure(await call(t, feedbackCalls.adminList, {}, user), 404);
    expectFailure(await call(t, feedbackCalls.adminItem, { params: { id: 999999 } }, admin), 404);
  });
});
