import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { postingMessages } from '../../../contracts/posting/codes';
import { showFieldErrors } from '../../lib/field-errors';
import { useLanguage, useMessages } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/**
 * The send of a release form (a lead or a topic, §5): the button stays disabled from a valid submit until the
 * answer; success says so and goes on; a refusal puts the server's field errors at their fields, warns with its
 * message and gives the button back.
 */
export function useRelease(form: FormInstance) {
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();
  const { failed } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  const m = useMessages(postingMessages);
  /** said: what success says instead of the spec's 'release successful' (an edit names what happens to it). */
  const release = async <T>(send: () => Promise<T>, then: string, said?: (answer: T) => string) => {
    setSending(true);
    try {
      const answer = await send();
      void message.success(said ? said(answer) : m.released, 3);
      void navigate(then);
    } catch (err) {
      setSending(false);
      showFieldErrors(form, err, language);
      failed(err);
    }
  };
  return { sending, release };
}
