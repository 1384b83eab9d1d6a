import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../contracts/accounts/calls';
import { ACCOUNT_MSG, accountMessages } from '../../contracts/accounts/codes';
import { callKey } from '../../contracts/core/calls';
import { MSG, specMessages } from '../../contracts/core/codes';
import type { ApiResponse, CallParts } from '../../contracts/core/transport';
import { marketCalls } from '../../contracts/market/calls';
import { notificationCalls } from '../../contracts/notifications/calls';
import { NOTIFICATION_MSG, notificationMessages } from '../../contracts/notifications/codes';
import { siteCalls } from '../../contracts/site/calls';
import { nextAddress, registerUser, type SignedInUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { call } from '../test-support/calls';
import { invalidate } from './response-cache';

/**
 * The envelope's msg and a 400's field errors answer in the request's language: the spec's lang header (zh_cn), or
 * for a page's own calls the page's language; without either, English as before. Both engines run this file.
 */
const ZH = { lang: 'zh_cn' };
const zh = specMessages.texts.zh;
const zhAccounts = accountMessages.texts.zh;
/** Stand-ins for an English and a Chinese page: their loaders' calls run in process with the page's request. */
const EN_PAGE = '/test-only/page';
const ZH_PAGE = '/zh/test-only/page';

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: 'none',
    beforeReady: (app) => {
      for (const url of [EN_PAGE, ZH_PAGE]) {
        app.post(url, { schema: { hide: true }, config: { page: true } }, async (request): Promise<ApiResponse[]> => {
          const { calls } = request.body as { calls: { key: string; input: CallParts }[] };
          const answers: ApiResponse[] = [];
          for (const one of calls) answers.push(await app.inProcessCalls.answer(one.key, one.input, request));
          return answers;
        });
      }
    },
  });
  user = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
});

const wrongPassword = (headers: Record<string, string> = {}) =>
  call(t, accountsCalls.login, { body: { email: user.email, password: 'not the password 1' } }, { headers, remoteAddress: nextAddress() });

describe('messages in the request language', () => {
  test("a service's refusal: Chinese for lang zh_cn, the English constant without it", async () => {
    const chinese = await wrongPassword(ZH);
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().msg).toBe(zhAccounts.loginFailed);
    expect(chinese.json().msg).toBe('邮箱或密码错误');
    const english = await wrongPassword();
    expect(english.json().msg).toBe(ACCOUNT_MSG.loginFailed);
  });

  test("a 400's field errors and the message naming the first of them", async () => {
    const body = { email: 'not-an-address', password: '' };
    const chinese = await call(t, accountsCalls.login, { body }, { headers: ZH, remoteAddress: nextAddress() });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json()).toEqual({
      rspCode: '400',
      msg: 'email 无效：邮箱格式不正确（另有 1 处错误）',
      data: {
        errors: [
          { field: 'email', message: zhAccounts.emailFormat },
          { field: 'password', message: zhAccounts.enterYourPassword },
        ],
      },
    });
    const english = await call(t, accountsCalls.login, { body }, { remoteAddress: nextAddress() });
    expect(english.json().msg).toBe(`Invalid email: ${ACCOUNT_MSG.emailFormat} (and 1 more)`);
    expect(english.json().data.errors[1]).toEqual({ field: 'password', message: ACCOUNT_MSG.enterYourPassword });
  });

  test("a field left out is 'is required' in English and 为必填项 in Chinese; zod's own words follow the language", async () => {
    const missing = await call(t, accountsCalls.sendCode, { body: { to: 'someone@example.com' } }, { headers: ZH });
    expect(missing.json().data.errors).toEqual([{ field: 'type', message: zh.request.required }]);
    expect(missing.json().msg).toBe('type 无效：为必填项');
    const english = await call(t, accountsCalls.sendCode, { body: { to: 'someone@example.com' } });
    expect(english.json().data.errors).toEqual([{ field: 'type', message: 'is required' }]);
    // A wrong type no schema words itself: zod's Chinese words.
    const wrongType = await call(t, accountsCalls.sendCode, { body: { to: 'someone@example.com', type: 7 } }, { headers: ZH });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().data.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
  });

  test('success messages: 成功 for Chinese, success otherwise; a call with its own success message too', async () => {
    await invalidate();
    const first = await call(t, siteCalls.dictionary, { query: { dicCode: 'feedback_type' } });
    const chinese = await call(t, siteCalls.dictionary, { query: { dicCode: 'feedback_type' } }, { headers: ZH });
    // The same public read, cached: each language keeps its own copy.
    const englishAgain = await call(t, siteCalls.dictionary, { query: { dicCode: 'feedback_type' } });
    expect([first.json().msg, chinese.json().msg, englishAgain.json().msg]).toEqual([MSG.success, '成功', MSG.success]);
    // The language cookie stands for the header when a client sends none.
    const byCookie = await call(t, siteCalls.dictionary, { query: { dicCode: 'feedback_type' } }, { headers: { cookie: 'lang=zh' } });
    expect(byCookie.json().msg).toBe('成功');
    const saved = await call(t, notificationCalls.saveSettings, { body: { emailMode: 'daily' } }, { headers: { ...user.headers, ...ZH } });
    expect(saved.json().msg).toBe(notificationMessages.texts.zh.settingsSaved);
    expect(saved.json().msg).toBe('修改成功');
    const english = await call(t, notificationCalls.saveSettings, { body: { emailMode: 'daily' } }, { headers: user.headers });
    expect(english.json().msg).toBe(NOTIFICATION_MSG.settingsSaved);
  });

  test("the spec's 'invalid token' stays word for word (clients sign out on it); an unknown path answers in Chinese", async () => {
    const dead = await call(t, accountsCalls.info, {}, { headers: { ...ZH, 'x-session-token': 'no-such-token' } });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().msg).toBe(MSG.invalidToken);
    // eslint-disable-next-line no-restricted-syntax -- Raw: a path no definition names.
    const lost = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: ZH });
    expect(lost.statusCode).toBe(404);
    expect(lost.json().msg).toBe(zh.msg.notFound);
  });

  test("a page's own calls answer in its language without a lang header, each language cached apart", async () => {
    const ask = async (url: string, input: CallParts) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { calls: [{ key: callKey(marketCalls.plants), input }] },
        remoteAddress: nextAddress(),
      });
      const [answer] = res.json<ApiResponse[]>();
      return { status: answer!.status, msg: (answer!.json as { msg: string }).msg };
    };
    const refused = { body: { page: 'x', limit: 10 } };
    expect(await ask(ZH_PAGE, refused)).toEqual({ status: 400, msg: expect.stringMatching(/^page 无效：/) });
    expect(await ask(EN_PAGE, refused)).toEqual({ status: 400, msg: expect.stringMatching(/^Invalid page: /) });

    await invalidate();
    const list = { body: { page: 1, limit: 5 } };
    expect(await ask(ZH_PAGE, list)).toEqual({ status: 200, msg: '成功' });
    expect(await ask(EN_PAGE, list)).toEqual({ status: 200, msg: MSG.success });
    expect(await ask(ZH_PAGE, list)).toEqual({ status: 200, msg: '成功' });
  });
});
