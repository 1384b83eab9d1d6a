import { z } from 'zod';
import { ACCOUNT, EMAIL_CODE_TYPES, MSG, USER_ROLES } from './codes';
import { envelope } from './envelope';

/**
 * Accounts and sessions (§3 'User info', 'Registration form'; §5; §7 'Account, session, registration').
 * The same rules check the forms in the browser and the bodies on the server.
 */

/** A required text field: missing or empty both answer with the spec's message for it. */
const required = (message: string, max: number = ACCOUNT.fieldMax) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const emailField = z
  .string({ error: MSG.emailFormat })
  .trim()
  .toLowerCase()
  .max(254, MSG.emailFormat)
  .pipe(z.email({ error: MSG.emailFormat }));

/** 8 to 32 characters (§5 caps at 32); spaces count, nothing is trimmed from a password. */
const passwordField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .min(ACCOUNT.passwordMin, MSG.passwordLength)
    .max(ACCOUNT.passwordMax, MSG.passwordLength);

const optionalText = (max: number = ACCOUNT.fieldMax) => z.string().trim().max(max, `At most ${max} characters`).optional().default('');

const codeField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{6}$/, MSG.codeInvalid);

export const emailSendBody = z.object({
  to: emailField.describe('The address the code is mailed to'),
  type: z.enum(EMAIL_CODE_TYPES).describe('REGISTER for sign-up, RESET for a forgotten password'),
});

export const registrationBody = z
  .object({
    email: emailField,
    code: codeField('Enter the verification code').describe('The 6-digit code mailed by POST /api/email/send (type REGISTER)'),
    password: passwordField(MSG.enterYourPassword),
    confirmPassword: z.string({ error: MSG.cannotBeEmpty }).min(1, MSG.cannotBeEmpty),
    nickName: required(MSG.cannotBeEmpty, ACCOUNT.nickNameMax),
    contactMobile: optionalText(32),
    companyName: optionalText(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.passwordsInconsistentRegister,
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.input<typeof registrationBody>;

export const emailLoginBody = z.object({
  email: emailField,
  // Sign-in checks only presence: a password set under older rules must still work.
  password: z.string({ error: MSG.enterYourPassword }).min(1, MSG.enterYourPassword).max(256, MSG.loginFailed),
});

export const forgetPasswordBody = z
  .object({
    email: emailField,
    emailCode: codeField(MSG.cannotBeEmpty).describe('The 6-digit code mailed by POST /api/email/send (type RESET)'),
    password: passwordField(MSG.enterNewPassword),
    confirmPassword: z.string({ error: MSG.cannotBeEmpty }).min(1, MSG.cannotBeEmpty),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.passwordsInconsistentRegister,
    path: ['confirmPassword'],
  });

export const updatePasswordBody = z
  .object({
    currentPassword: z.string({ error: MSG.enterYourPassword }).min(1, MSG.enterYourPassword).max(256, MSG.currentPasswordWrong),
    password: passwordField(MSG.enterNewPassword),
    confirmPassword: z.string({ error: MSG.confirmNewPassword }).min(1, MSG.confirmNewPassword),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.passwordsInconsistent,
    path: ['confirmPassword'],
  });

/** Profile fields (§3 'User info'). The e-mail is read-only: when sent it must be the account's own. */
export const updateUserBody = z.object({
  userId: z.number().int().optional().describe('Optional; when sent it must be the signed-in user'),
  email: emailField.optional().describe('Read-only: when sent it must equal the account e-mail'),
  nickName: required(MSG.cannotBeEmpty, ACCOUNT.nickNameMax),
  contactMobile: optionalText(32),
  companyName: optionalText(),
  businessCategory: optionalText(),
});

export const userInfoSchema = z.object({
  userId: z.number().int(),
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
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userInfoResponse = envelope(userInfoSchema);
export const emptyResponse = envelope(z.null());
