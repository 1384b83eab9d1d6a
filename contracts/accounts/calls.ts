import { z } from 'zod';
import { defineCall } from '../core/calls';
import { HEADER_SESSION_TOKEN } from '../core/codes';
import { emptyBody } from '../core/envelope';
import {
  emailLoginBody,
  emailSendBody,
  forgetPasswordBody,
  registrationBody,
  updatePasswordBody,
  updateUserBody,
  userInfoSchema,
} from './models';

const tag = 'accounts';
const STARTS_SESSION = `Starts a session: answers with the session cookie (HttpOnly, SameSite=Lax) and the token in the \`${HEADER_SESSION_TOKEN}\` header for API clients.`;

/** §7 'Account, session, registration'. */
export const accountsCalls = {
  sendCode: defineCall({
    method: 'POST',
    path: '/api/email/send',
    invalidates: [],
    body: emailSendBody,
    output: z.null(),
    summary: 'Mail a 6-digit code (REGISTER or RESET): valid 10 minutes, once; again after 30 s per e-mail, 10 an hour per address',
    tag,
    access: 'anyone',
    limit: 'auth',
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/email/registration',
    invalidates: [],
    body: registrationBody,
    output: userInfoSchema,
    summary: `Register with the mailed code. ${STARTS_SESSION}`,
    tag,
    access: 'anyone',
    limit: 'auth',
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/user/emailLogin',
    invalidates: [],
    body: emailLoginBody,
    output: userInfoSchema,
    summary: `Sign in with e-mail and password; 5 failures a minute per address or account answer 429. ${STARTS_SESSION}`,
    tag,
    access: 'anyone',
    limit: 'auth',
  }),
  info: defineCall({
    method: 'GET',
    path: '/api/user/info',
    output: userInfoSchema,
    summary: 'The signed-in user',
    tag,
    access: 'user',
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/user/logout',
    invalidates: [],
    body: emptyBody,
    output: z.null(),
    summary: 'End the session (cookie or header) and clear the cookie; answers success with or without one',
    tag,
    access: 'anyone',
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/user/emailForgetPassword',
    invalidates: [],
    body: forgetPasswordBody,
    output: z.null(),
    summary: 'Set a new password with a mailed RESET code; ends every session of the account',
    tag,
    access: 'anyone',
    limit: 'auth',
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/user/updateEmailPassword',
    invalidates: [],
    body: updatePasswordBody,
    output: z.null(),
    summary: 'Change the password; ends every session of the account, this one too',
    tag,
    access: 'user',
    limit: 'auth',
  }),
  updateProfile: defineCall({
    method: 'POST',
    path: '/api/email/updateUser',
    body: updateUserBody,
    output: userInfoSchema,
    summary: 'Edit the profile of the signed-in user (the e-mail is read-only)',
    tag,
    access: 'user',
  }),
};
