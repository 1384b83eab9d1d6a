import { z } from 'zod';
import { int } from '../core/numbers';
import { FIELD_MSG, USER_ROLES } from '../core/codes';
import { LANGUAGES } from '../core/languages';
import { fill } from '../core/messages';
import { ACCOUNT, ACCOUNT_MSG, EMAIL_CODE_TYPES } from './codes';

/**
 * Accounts and sessions (§3 'User info', 'Registration form'; §5; §7 'Account, session, registration').
 * The same rules check the forms in the browser and the bodies on the server.
 */

/** A required text field: missing or empty both answer with the spec's message for it. */
const required = (message: string, max: number = ACCOUNT.fieldMax) =>
  z.string({ error: message }).trim().min(1, message).max(max, fill(FIELD_MSG.atMost, { max }));

export const emailField = z
  .string({ error: ACCOUNT_MSG.emailFormat })
  .trim()
  .toLowerCase()
  .max(254, ACCOUNT_MSG.emailFormat)
  .pipe(z.email({ error: ACCOUNT_MSG.emailFormat }));

/** 8 to 32 characters (§5 caps at 32); spaces count, nothing is trimmed from a password. */
const passwordField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .min(ACCOUNT.passwordMin, ACCOUNT_MSG.passwordLength)
    .max(ACCOUNT.passwordMax, ACCOUNT_MSG.passwordLength);

const optionalText = (max: number = ACCOUNT.fieldMax) => z.string().trim().max(max, fill(FIELD_MSG.atMost, { max })).optional().default('');

const codeField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{6}$/, ACCOUNT_MSG.codeInvalid);

export const emailSendBody = z.object({
  to: emailField.describe('The address the code is mailed to'),
  type: z.enum(EMAIL_CODE_TYPES).describe('REGISTER for sign-up, RESET for a forgotten password'),
});

export const registrationBody = z
  .object({
    email: emailField,
    code: codeField(ACCOUNT_MSG.enterCode).describe('The 6-digit code mailed by the send-code call (type REGISTER)'),
    password: passwordField(ACCOUNT_MSG.enterYourPassword),
    confirmPassword: z.string({ error: ACCOUNT_MSG.cannotBeEmpty }).min(1, ACCOUNT_MSG.cannotBeEmpty),
    nickName: required(ACCOUNT_MSG.cannotBeEmpty, ACCOUNT.nickNameMax),
    contactMobile: optionalText(32),
    companyName: optionalText(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MSG.passwordsInconsistentRegister,
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.input<typeof registrationBody>;

export const emailLoginBody = z.object({
  email: emailField,
  // Sign-in checks only presence: a password set under older rules must still work.
  password: z.string({ error: ACCOUNT_MSG.enterYourPassword }).min(1, ACCOUNT_MSG.enterYourPassword).max(256, ACCOUNT_MSG.loginFailed),
  code: codeField(ACCOUNT_MSG.enterCode)
    .optional()
    .describe('The 6-digit sign-in code mailed when failed sign-ins lock the account for browsers it does not know'),
});

export const forgetPasswordBody = z
  .object({
    email: emailField,
    emailCode: codeField(ACCOUNT_MSG.cannotBeEmpty).describe('The 6-digit code mailed by the send-code call (type RESET)'),
    password: passwordField(ACCOUNT_MSG.enterNewPassword),
    confirmPassword: z.string({ error: ACCOUNT_MSG.cannotBeEmpty }).min(1, ACCOUNT_MSG.cannotBeEmpty),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MSG.passwordsInconsistentRegister,
    path: ['confirmPassword'],
  });

export const updatePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MSG.enterYourPassword })
      .min(1, ACCOUNT_MSG.enterYourPassword)
      .max(256, ACCOUNT_MSG.currentPasswordWrong),
    password: passwordField(ACCOUNT_MSG.enterNewPassword),
    confirmPassword: z.string({ error: ACCOUNT_MSG.confirmNewPassword }).min(1, ACCOUNT_MSG.confirmNewPassword),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MSG.passwordsInconsistent,
    path: ['confirmPassword'],
  });

/** Profile fields (§3 'User info'). The e-mail is read-only: when sent it must be the account's own. */
export const updateUserBody = z.object({
  userId: int().optional().describe('Optional; when sent it must be the signed-in user'),
  email: emailField.optional().describe('Read-only: when sent it must equal the account e-mail'),
  nickName: required(ACCOUNT_MSG.cannotBeEmpty, ACCOUNT.nickNameMax),
  contactMobile: optionalText(32),
  companyName: optionalText(),
  businessCategory: optionalText(),
  avatar: z
    .string()
    .trim()
    .max(500)
    .optional()
    .describe("The address of the user's own confirmed upload of purpose avatar, or '' to remove the avatar; absent keeps it"),
});

export const userInfoSchema = z.object({
  userId: int(),
  email: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  contactMobile: z.string(),
  companyName: z.string(),
  businessCategory: z.string(),
  /** The spec's session fields: the sign-in name (the e-mail), the real name and the mobile number. */
  userName: z.string(),
  realName: z.string(),
  mobileNum: z.string(),
  role: z.enum(USER_ROLES),
  /** Beyond the spec's shape, like role: the language the user reads the portal and their mails in. */
  language: z
    .enum(LANGUAGES)
    .describe("The user's language ('en', 'zh'): set at registration from the page, changed by the language switch"),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The forms as the pages fill them (before the server's trimming and defaults). */
export type ProfileForm = z.input<typeof updateUserBody>;
export type PasswordChangeForm = z.input<typeof updatePasswordBody>;
export type PasswordResetForm = z.input<typeof forgetPasswordBody>;
