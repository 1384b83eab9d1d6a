import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

/** Runs an admin write: a spinner while it runs, the server's message if it fails, fresh page data once it is done. */
export function useSave() {
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useT(adminMessages);
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const save = async (work: () => Promise<unknown>, done?: string): Promise<boolean> => {
    setSaving(true);
    try {
      await work();
      message.success(done ?? t('common.saved'));
      await revalidator.revalidate();
      return true;
    } catch (err) {
      message.warning(errorText(err));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

/**
 * Form rules that mirror the API's (contracts/admin/models.ts), so most mistakes are caught before sending; their
 * messages in the page's language.
 */
export function useRules() {
  const t = useT(adminMessages);
  return useMemo(
    () => ({
      required: { required: true, whitespace: true, message: t('rules.required') },
      max: (max: number) => ({ max, message: t('rules.max', { max }) }),
      httpUrl: { pattern: /^https?:\/\/[^\s/$.?#][^\s]*$/i, message: t('rules.httpUrl') },
      email: { type: 'email' as const, message: t('rules.email') },
    }),
    [t],
  );
}
