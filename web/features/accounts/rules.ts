import type { FormRule } from 'antd';
import { ACCOUNT, ACCOUNT_MSG } from '../../../contracts/accounts/codes';

/** The form rules of §5, the same limits the server's contracts check. */
export const emailRules: FormRule[] = [
  { required: true, message: ACCOUNT_MSG.cannotBeEmpty },
  { type: 'email', message: ACCOUNT_MSG.emailFormat },
];

export const requiredRule = (message: string = ACCOUNT_MSG.cannotBeEmpty): FormRule => ({ required: true, whitespace: true, message });

export const newPasswordRules = (missing: string): FormRule[] => [
  { required: true, message: missing },
  { min: ACCOUNT.passwordMin, max: ACCOUNT.passwordMax, message: ACCOUNT_MSG.passwordLength },
];

/** The confirmation must equal the field `of` (the spec words it per form). */
export const sameAs =
  (of: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value) => (!value || getFieldValue(of) === value ? Promise.resolve() : Promise.reject(new Error(message))),
  });

/** A plain shape check for enabling the code button; the server's contract has the final word. */
export const isEmail = (value: string | undefined) => !!value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
