import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { feedbackCalls } from '../../../contracts/feedback/calls';
import type { AdminFeedback } from '../../../contracts/feedback/models';
import { nextAddress, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { partOf } from '../../test-support/mime';
import { startSmtpSink, sunkMails, type SmtpSink } from '../../test-support/smtp-sink';

/** A reply from the feedback inbox is mailed in the language of the page the feedback came from, in two parts. */
let sink: SmtpSink;
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ seed: 'none', config: { smtpUrl: sink.url } });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** Sends a feedback from a page in a language, answers it from the inbox, and reads the reply's mail. */
async function replyTo(contact: string, content: string, headers: Record<string, string>) {
  const body = { client: 'PC', type: 'SUGGESTION', content, contact, images: { list: [] } };
  okData(await call(t, feedbackCalls.add, { body }, { headers, remoteAddress: nextAddress() }));
  const inbox = okData<{ list: AdminFeedback[] }>(await call(t, feedbackCalls.adminList, { query: { limit: 50 } }, admin));
  const item = inbox.list.find((f) => f.contact === contact)!;
  const replied = await call(
    t,
    feedbackCalls.adminReply,
    { params: { id: item.id }, body: { message: 'Thank you: 3300/02 is fixed.' } },
    admin,
  );
  expect(replied.statusCode, replied.body).toBe(200);
  const [mail] = await sunkMails(t, sink, contact);
  return { mail: mail!, text: partOf(mail!, 'text/plain')!, html: partOf(mail!, 'text/html')! };
}

describe('feedback replies in the sender’s language', () => {
  test('a feedback sent from a Chinese page is answered in Chinese, quoting it, as text and HTML', async () => {
    const { mail, text, html } = await replyTo('li@example.com', '3300/02 工厂状态有误', { lang: 'zh_cn' });
    expect(mail.subject).toBe('回复：您提交给CMSP的反馈');
    expect(text).toMatch(/^Thank you: 3300\/02 is fixed\.\n\n您于 \d{4}-\d{2}-\d{2} 提交的反馈：\n> 3300\/02 工厂状态有误/);
    expect(html).toContain('<html lang="zh-Hans">');
    expect(html).toContain('<blockquote');
    expect(html).toContain('3300/02 工厂状态有误');
  });

  test('one sent from an English page is answered in English', async () => {
    const { mail, text, html } = await replyTo('ann@example.com', 'Plant 3300/02 shows the wrong status', {});
    expect(mail.subject).toBe('Re: your feedback to CMSP');
    expect(text).toMatch(/Your feedback of \d{4}-\d{2}-\d{2}:\n> Plant 3300\/02 shows the wrong status/);
    expect(html).toContain('<html lang="en">');
    expect(`${text}${html}`).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
