import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { ACCOUNT, accountMessages } from '../../../contracts/accounts/codes';
import { useMessages } from '../../lib/i18n';

/**
 * The form rules of §5, the same limits the server's contracts check, and the accounts' messages (ACCOUNT_MSG's
 * texts), all in the page's language: `const { m, emailRules, requiredRule, newPasswordRules } = useAccountRules();`.
 */
export function useAccountRules() {
  const m = useMessages(accountMessages);
  return useMemo(() => {
    const requiredRule = (message: string = m.cannotBeEmpty): FormRule => ({ required: true, whitespace: true, message });
    const emailRules: FormRule[] = [
      { required: true, message: m.cannotBeEmpty },
      { type: 'email', message: m.emailFormat },
    ];
    return {
      m,
      emailRules,
      requiredRule,
      newPasswordRules: (missing: string): FormRule[] => [
        { required: true, message: missing },
        { min: ACCOUNT.passwordMin, max: ACCOUNT.passwordMax, message: m.passwordLength },
      ],
    };
  }, [m]);
}

/** The confirmation must equal the field `of` (the spec words it per form). */
export const sameAs =
  (of: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value) => (!value || getFieldValue(of) === value ? Promise.resolve() : Promise.reject(new Error(message))),
  });

/** A plain shape check for enabling the code button; the server's contract has the final word. */
export const isEmail = (value: string | undefined) => !!value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** The contact mobile's limit in the registration and profile contracts. */
export const MOBILE_MAX = 32;

/** At most `max` characters, saying so in the page's words. */
export const atMostRule = (max: number, message: string): FormRule => ({ max, message });
