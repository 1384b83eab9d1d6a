import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { HEADER_SESSION_TOKEN, MSG } from '../../../contracts/core/codes';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { mailedCode, nextAddress, registerUser, sendCode, signIn, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { outcome, uploadThrough } from '../../test-support/uploads';
import { UPLOAD_MSG } from '../../../contracts/uploads/codes';
import sharp from 'sharp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t?.close();
});

const post = (definition: CallDefinition, payload: object, headers: Record<string, string> = {}) =>
  call(t, definition, { body: payload }, { headers, remoteAddress: nextAddress() });
const info = (headers: Record<string, string>) => call(t, accountsCalls.info, {}, { headers });

describe('POST /api/user/updateEmailPassword', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await registerUser(t);
  });
  const change = (payload: object, headers = user.headers) => post(accountsCalls.changePassword, payload, headers);

  test('needs a session', async () => {
    const res = await change({ currentPassword: 'x', password: 'New password 1', confirmPassword: 'New password 1' }, {});
    expect(expectFailure(res, 401).msg).toBe(MSG.invalidToken);
  });

  test("answers with §5's messages on bad input", async () => {
    const good = { currentPassword: user.password, password: 'New password 1', confirmPassword: 'New password 1' };
    expect(expectFailure(await change({ ...good, currentPassword: '' }), 400, 'currentPassword').msg).toContain(
      ACCOUNT_MSG.enterYourPassword,
    );
    expect(expectFailure(await change({ ...good, password: '' }), 400, 'password').msg).toContain(ACCOUNT_MSG.enterNewPassword);
    expect(expectFailure(await change({ ...good, confirmPassword: '' }), 400, 'confirmPassword').msg).toContain(
      ACCOUNT_MSG.confirmNewPassword,
    );
    expect(expectFailure(await change({ ...good, confirmPassword: 'Other one 1' }), 400, 'confirmPassword').msg).toContain(
      ACCOUNT_MSG.passwordsInconsistent,
    );
    // A rule the service checks: the message is the user's to read, the field is named in data.errors.
    const wrong = expectFailure(await change({ ...good, currentPassword: 'Wrong password' }), 400);
    expect(wrong).toMatchObject({ msg: ACCOUNT_MSG.currentPasswordWrong, data: { errors: [{ field: 'currentPassword' }] } });
    okData(await info(user.headers));
  });

  test('a new password ends every session; only the new password signs in', async () => {
    const otherDevice = String((await signIn(t, user.email, user.password)).headers[HEADER_SESSION_TOKEN]);
    const res = await change({ currentPassword: user.password, password: 'New password 1', confirmPassword: 'New password 1' });
    okData(res);
    expect(res.cookies[0]).toMatchObject({ name: 'cmsp_session', value: '' });
    expectFailure(await info(user.headers), 401);
    expectFailure(await info({ [HEADER_SESSION_TOKEN]: otherDevice }), 401);
    expectFailure(await signIn(t, user.email, user.password), 400);
    okData(await signIn(t, user.email, 'New password 1'));
  });
});

describe('POST /api/user/emailForgetPassword', () => {
  test('sets a new password with the mailed RESET code and ends the sessions', async () => {
    const user = await registerUser(t);
    okData(await sendCode(t, user.email, 'RESET'));
    const emailCode = await mailedCode(t, user.email);
    const form = { email: user.email, emailCode, password: 'Reset password 9', confirmPassword: 'Reset password 9' };
    expect(expectFailure(await post(accountsCalls.resetPassword, { ...form, confirmPassword: 'x' }), 400, 'confirmPassword').msg).toContain(
      ACCOUNT_MSG.passwordsInconsistentRegister,
    );
    okData(await post(accountsCalls.resetPassword, form));
    expectFailure(await info(user.headers), 401);
    okData(await signIn(t, user.email, 'Reset password 9'));
    // The code is spent.
    const again = { ...form, password: 'Again pass 10', confirmPassword: 'Again pass 10' };
    expect(expectFailure(await post(accountsCalls.resetPassword, again), 400).data?.errors[0]?.field).toBe('emailCode');
  });

  test("another account's code does not reset this one", async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    okData(await sendCode(t, b.email, 'RESET'));
    const form = { email: a.email, emailCode: await mailedCode(t, b.email), password: 'Takeover 1234', confirmPassword: 'Takeover 1234' };
    expect(expectFailure(await post(accountsCalls.resetPassword, form), 400).msg).toBe(ACCOUNT_MSG.codeInvalid);
    okData(await signIn(t, a.email, a.password));
  });
});

describe('POST /api/email/updateUser', () => {
  test('edits the own profile; the e-mail stays read-only', async () => {
    const user = await registerUser(t);
    const profile = { nickName: 'Fresh Salmon', contactMobile: '+47 555 0100', companyName: 'Fjord AS', businessCategory: 'Seafood' };
    expect(okData(await post(accountsCalls.updateProfile, { ...profile, email: user.email }, user.headers))).toMatchObject(profile);
    expect(okData(await info(user.headers))).toMatchObject({ ...profile, email: user.email, mobileNum: '+47 555 0100' });
    const changed = expectFailure(await post(accountsCalls.updateProfile, { ...profile, email: 'new@example.com' }, user.headers), 400);
    expect(changed.data?.errors[0]?.field).toBe('email');
  });

  test("answers with §5's messages on bad input", async () => {
    const user = await registerUser(t);
    expect(expectFailure(await post(accountsCalls.updateProfile, { nickName: '' }, user.headers), 400, 'nickName').msg).toContain(
      ACCOUNT_MSG.cannotBeEmpty,
    );
    expect(
      expectFailure(await post(accountsCalls.updateProfile, { nickName: 'A', email: 'bad' }, user.headers), 400, 'email').msg,
    ).toContain(ACCOUNT_MSG.emailFormat);
    expectFailure(await post(accountsCalls.updateProfile, { nickName: 'A' }), 401);
  });

  test("sets the avatar to an own upload, refuses anyone else's, and removes it", async () => {
    const [user, other] = [await registerUser(t), await registerUser(t)];
    const avatarOf = async (owner: SignedInUser) => {
      const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86de' } })
        .png()
        .toBuffer();
      const uploaded = outcome(await uploadThrough(t, 'avatar', { filename: 'me.png', type: 'image/png', bytes }, owner));
      expect(uploaded.status).toBe(200);
      return (uploaded.data as { url: string }).url;
    };
    const [mine, theirs] = [await avatarOf(user), await avatarOf(other)];

    // The refusal says why, in plain words, and names the field.
    const refusedAvatar = async (owner: SignedInUser, avatar: string) => {
      const refused = expectFailure(await post(accountsCalls.updateProfile, { nickName: 'Pic', avatar }, owner.headers), 400);
      expect(refused.msg).toBe(UPLOAD_MSG.notYours);
      expect(refused.data?.errors.map((e) => e.field)).toEqual(['avatar']);
    };
    await refusedAvatar(user, theirs);
    await refusedAvatar(user, '/media/uploads/nobody.png');
    // Nothing of a refused save is kept.
    expect(okData(await info(user.headers))).toMatchObject({ nickName: 'Tester', avatar: '' });

    expect(okData(await post(accountsCalls.updateProfile, { nickName: 'Pic', avatar: mine }, user.headers)).avatar).toBe(mine);
    // A profile saved without the field keeps the avatar; the other user cannot take it over.
    expect(okData(await post(accountsCalls.updateProfile, { nickName: 'Pic 2' }, user.headers)).avatar).toBe(mine);
    await refusedAvatar(other, mine);
    expect(okData(await post(accountsCalls.updateProfile, { nickName: 'Pic', avatar: '' }, user.headers)).avatar).toBe('');
    expect(okData(await info(user.headers)).avatar).toBe('');
  });

  test("one user can neither read nor change another's data", async () => {
    const [owner, intruder] = [await registerUser(t, { nickName: 'Owner' }), await registerUser(t, { nickName: 'Intruder' })];
    // Info answers with the caller's own account only; no call takes another user's id to read.
    expect(okData(await info(intruder.headers)).userId).toBe(intruder.userId);
    const res = await post(accountsCalls.updateProfile, { userId: owner.userId, nickName: 'Hijacked' }, intruder.headers);
    expectFailure(res, 403);
    expect(okData(await info(owner.headers)).nickName).toBe('Owner');
    expect(okData(await info(intruder.headers)).nickName).toBe('Intruder');
  });
});
