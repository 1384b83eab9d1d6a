import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobCalls } from '../../../contracts/jobs/calls';
import { marketAdminCalls } from '../../../contracts/market/admin';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { codeIn, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createActivePlant, createAdmin, createSubscribedUser, type MadePlant } from '../../test-support/factories';
import { jobsSettled } from '../../test-support/jobs';
import { partOf, type ReadMail } from '../../test-support/mime';
import { startSmtpSink, sunkMails, type SmtpSink } from '../../test-support/smtp-sink';

/**
 * Alerts in the reader's language: a notification is stored in both languages, the centre lists it in the language
 * the reader asks in, and its mail (and the digest) goes out in the subscriber's own language with a text and an HTML
 * part, through a real SMTP server. Both engines run this file.
 */
let sink: SmtpSink;
let t: TestApp;
let watched: MadePlant;
let admin: SignedInUser;
let li: SignedInUser;
let ann: SignedInUser;
let wang: SignedInUser;

const HAN = /[\u4e00-\u9fff]/;
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

async function sunkCode(email: string): Promise<string> {
  const mail = (await sunkMails(t, sink, email)).at(-1);
  const code = mail && codeIn(partOf(mail, 'text/plain') ?? '');
  if (!code) throw new Error(`no code reached the sink for ${email}`);
  return code;
}

const notificationMails = async (user: SignedInUser) =>
  (await sunkMails(t, sink, user.email)).filter((m) => /^List-Unsubscribe:/m.test(m.headers));

const history = async (user: SignedInUser, headers: Record<string, string> = {}) =>
  okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 } }, { headers: { ...user.headers, ...headers } }));

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ seed: 'none', config: { smtpUrl: sink.url } });
  watched = await createActivePlant(t, { accessType: '201', countryCode: 'UY' });
  admin = await createAdmin(t);
  // The plant's own history is read before anyone watches it: news to nobody.
  ok(await call(t, jobCalls.runNow, { body: { name: 'watchlist-scan' } }, admin));
  await jobsSettled(t);
  ({ user: li } = await createSubscribedUser(t, watched, { nickName: 'Li', language: 'zh', code: sunkCode }));
  ({ user: ann } = await createSubscribedUser(t, watched, { nickName: 'Ann', code: sunkCode }));
  ({ user: wang } = await createSubscribedUser(t, watched, { nickName: 'Wang', language: 'zh', code: sunkCode }));
  ok(await call(t, notificationCalls.saveSettings, { body: { emailMode: 'daily' } }, wang));
  const body = {
    countryCode: watched.countryCode,
    accessType: watched.accessType,
    plantNo: watched.plantNo,
    status: 0,
    sourceDate: '2026-11-20',
    reason: 'Residues of ractopamine found in a consignment',
  };
  ok(await call(t, marketAdminCalls.setPlantStatus, { body }, admin));
  await jobsSettled(t);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** The mail's two parts, in the script of its language, the HTML saying which. */
function expectParts(mail: ReadMail, language: 'en' | 'zh') {
  const text = partOf(mail, 'text/plain')!;
  const html = partOf(mail, 'text/html')!;
  expect([typeof text, typeof html]).toEqual(['string', 'string']);
  expect(html).toContain(`<html lang="${language === 'zh' ? 'zh-Hans' : 'en'}">`);
  for (const part of [mail.subject, text, html]) expect(HAN.test(part), part).toBe(language === 'zh');
  return { text, html };
}

describe('alerts in the reader’s language', () => {
  test('the centre lists a notification in the language the reader asks in', async () => {
    const [inChinese] = (await history(li, { lang: 'zh_cn' })).list;
    expect(inChinese).toMatchObject({
      title: `${watched.plantName}（${watched.plantNo}）：暂停输华`,
      reason: `您订阅了工厂 ${watched.plantName}（${watched.plantNo}）`,
    });
    expect(inChinese.body).toMatch(/ractopamine[\s\S]*来源：海关总署注册审批记录，\d{4}-\d{2}-\d{2}。$/);
    const [inEnglish] = (await history(li)).list;
    expect(inEnglish).toMatchObject({
      id: inChinese.id,
      title: `${watched.plantName} (${watched.plantNo}): Export suspended`,
      reason: `you subscribe to the plant ${watched.plantName} (${watched.plantNo})`,
    });
  });

  test('each subscriber’s mail is in their own language, with a text and an HTML part and the page in it', async () => {
    const [chineseMail] = await notificationMails(li);
    const zh = expectParts(chineseMail!, 'zh');
    expect(chineseMail!.subject).toContain('暂停输华');
    expect(zh.text).toContain(`您收到此通知的原因：您订阅了工厂 ${watched.plantName}`);
    expect(zh.html).toMatch(/href="http:\/\/[^"]+\/zh\/market\/plant\/detail\?[^"]+"/);
    expect(zh.text).toMatch(/退订：http:\/\/\S+\/zh\/unsubscribe\?token=/);

    const [englishMail] = await notificationMails(ann);
    const en = expectParts(englishMail!, 'en');
    expect(en.text).toContain(`Why you got this: you subscribe to the plant ${watched.plantName}`);
    expect(en.html).toMatch(/href="http:\/\/[^"]+\/market\/plant\/detail\?[^"]+"/);
    expect(en.html).not.toContain('/zh/');
  });

  test('the daily digest of a Chinese reader is in Chinese', async () => {
    expect(await notificationMails(wang)).toEqual([]);
    ok(await call(t, jobCalls.runNow, { body: { name: 'notification-digest' } }, admin));
    const [digest] = await notificationMails(wang);
    const { text } = expectParts(digest!, 'zh');
    expect(text).toContain('自上次摘要以来有 1 项变化');
    expect(text).toContain(`原因：您订阅了工厂 ${watched.plantName}`);
  });
});
