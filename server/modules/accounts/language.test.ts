import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { LANGUAGE_COOKIE } from '../../../contracts/core/languages';
import { emailCode } from '../../db/schema/index';
import { codeIn, nextAddress, registerUser, sendCode, signIn, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { partOf, type ReadMail } from '../../test-support/mime';
import { startSmtpSink, sunkMails, type SmtpSink } from '../../test-support/smtp-sink';

/**
 * A user's language: set at registration from the page's, kept in the profile, changed by the switch, and brought
 * back by sign-in as the language cookie. Their mails are in it, with a text and an HTML part, through a real SMTP
 * server. Both engines run this file.
 */
let sink: SmtpSink;
let t: TestApp;
let chinese: SignedInUser;
let english: SignedInUser;

const PASSWORD = 'Correct horse 42';
let sequence = 0;
const address = (who: string) => `${who}-${process.pid}-${++sequence}-${Date.now()}@example.com`;

/** The code in the newest mail the sink received for the address. */
async function sunkCode(email: string): Promise<string> {
  const code = codeIn(partOf((await sunkMails(t, sink, email)).at(-1)!, 'text/plain') ?? '');
  if (!code) throw new Error(`no code reached the sink for ${email}`);
  return code;
}

const newest = async (email: string): Promise<ReadMail> => (await sunkMails(t, sink, email)).at(-1)!;

/** The language cookie a response sets, with its options. */
const languageCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === LANGUAGE_COOKIE);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ seed: 'none', config: { smtpUrl: sink.url } });
  chinese = await registerUser(t, { email: address('zh'), password: PASSWORD, language: 'zh', code: sunkCode });
  english = await registerUser(t, { email: address('en'), password: PASSWORD, code: sunkCode });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** Both parts of a mail are there, in the language's script, and the HTML says its language. */
function expectBothParts(mail: ReadMail, language: 'en' | 'zh') {
  const text = partOf(mail, 'text/plain');
  const html = partOf(mail, 'text/html');
  expect(text, mail.headers).toBeDefined();
  expect(html, mail.headers).toBeDefined();
  const han = /[\u4e00-\u9fff]/;
  for (const part of [mail.subject, text!, html!]) {
    if (language === 'zh') expect(part).toMatch(han);
    else expect(part).not.toMatch(han);
  }
  expect(html).toContain(`<html lang="${language === 'zh' ? 'zh-Hans' : 'en'}">`);
  return { text: text!, html: html! };
}

describe("a user's language", () => {
  test('registering from a Chinese page: a Chinese code mail in two parts, a Chinese profile and the cookie', async () => {
    const email = address('zh-new');
    const sent = await sendCode(t, email, 'REGISTER', nextAddress(), 'zh');
    expect(sent.json().msg).toBe('成功');
    const mail = await newest(email);
    const { text, html } = expectBothParts(mail, 'zh');
    const code = codeIn(text)!;
    expect(mail.subject).toContain('注册验证码');
    expect(html).toContain(code);
    const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: '李' };
    const res = await call(t, accountsCalls.register, { body }, { headers: { lang: 'zh_cn' }, remoteAddress: nextAddress() });
    expect(res.json().data.language).toBe('zh');
    expect(languageCookie(res)).toMatchObject({ value: 'zh', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
    expect(okData(await call(t, accountsCalls.info, {}, chinese)).language).toBe('zh');
  });

  test('registering from an English page: English mail in two parts, an English profile', async () => {
    const mail = (await sunkMails(t, sink, english.email))[0]!;
    const { text } = expectBothParts(mail, 'en');
    expect(text).toMatch(/Your verification code is \d{6}/);
    expect(okData(await call(t, accountsCalls.info, {}, english)).language).toBe('en');
  });

  test('signing in brings the profile language back as the cookie, whatever page signs in', async () => {
    const zh = await signIn(t, chinese.email, PASSWORD);
    expect(zh.statusCode).toBe(200);
    expect(languageCookie(zh)).toMatchObject({ value: 'zh', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(languageCookie(await signIn(t, english.email, PASSWORD))?.value).toBe('en');
  });

  test("the switch keeps a signed-in reader's choice in the profile; a visitor's only in the cookie", async () => {
    const switched = await t.app.inject({ method: 'GET', url: '/language?to=%2Fzh%2Fmarket', headers: english.headers });
    expect(switched.statusCode).toBe(303);
    expect(languageCookie(switched)?.value).toBe('zh');
    expect(okData(await call(t, accountsCalls.info, {}, english)).language).toBe('zh');
    expect(languageCookie(await signIn(t, english.email, PASSWORD))?.value).toBe('zh');
    // Back to English, and a visitor's switch touches no profile.
    await t.app.inject({ method: 'GET', url: '/language?to=%2Fmarket', headers: english.headers });
    expect(okData(await call(t, accountsCalls.info, {}, english)).language).toBe('en');
    const visitor = await t.app.inject({ method: 'GET', url: '/language?to=%2Fzh' });
    expect([visitor.statusCode, languageCookie(visitor)?.value]).toEqual([303, 'zh']);
  });

  test("a mail to an account is in the account's language, whichever page asked", async () => {
    // A reset asked from an English page (no lang header) for the Chinese account.
    await sendCode(t, chinese.email, 'RESET');
    const reset = await newest(chinese.email);
    expect(reset.subject).toContain('重置密码');
    expect(codeIn(expectBothParts(reset, 'zh').text)).toMatch(/^\d{6}$/);
    // Someone tries to register the Chinese account's address again (a while after it was registered, past the resend
    // limit): its owner is told, in Chinese, with a /zh link.
    await t.database.db
      .update(emailCode)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(emailCode.email, chinese.email));
    await sendCode(t, chinese.email, 'REGISTER');
    const notice = await newest(chinese.email);
    const { html } = expectBothParts(notice, 'zh');
    expect(html).toMatch(/href="http:\/\/[^"]+\/zh\/login"/);
  });
});
