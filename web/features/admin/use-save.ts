import { App } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { MSG } from '../../../contracts/core/codes';

/** Runs an admin write: a spinner while it runs, the server's message if it fails, fresh page data once it is done. */
export function useSave() {
  const { message } = App.useApp();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const save = async (work: () => Promise<unknown>, done = 'Saved'): Promise<boolean> => {
    setSaving(true);
    try {
      await work();
      message.success(done);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

/** Form rules that mirror the API's (contracts/admin/models.ts), so most mistakes are caught before sending. */
export const rules = {
  required: { required: true, whitespace: true, message: 'Cannot be empty' },
  max: (max: number) => ({ max, message: `At most ${max} characters` }),
  httpUrl: { pattern: /^https?:\/\/[^\s/$.?#][^\s]*$/i, message: 'Must be an http or https address' },
  email: { type: 'email' as const, message: 'Please enter a valid email' },
};
