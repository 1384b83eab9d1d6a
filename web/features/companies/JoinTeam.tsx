import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { teamCalls } from '../../../contracts/companies/team';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { companiesMessages } from './messages';

/** "Ask to join this company's team" on a verified company's page: a visitor is sent to sign in first. */
export function JoinTeam({ id }: { id: number }) {
  const t = useT(companiesMessages);
  const { gate, failed } = useSession();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (sent) return <p role="status">{t('team.join.sent')}</p>;
  if (!open) return <Button onClick={() => gate(() => setOpen(true))}>{t('team.join.button')}</Button>;
  const send = () => {
    setBusy(true);
    browserApi()
      .call(teamCalls.request, { body: { id, message: text } })
      .then(() => setSent(true))
      .catch(failed)
      .finally(() => setBusy(false));
  };
  return (
    <div style={{ maxWidth: 560 }}>
      <label htmlFor={messageId}>{t('team.join.message')}</label>
      <Input.TextArea id={messageId} value={text} onChange={(e) => setText(e.target.value)} maxLength={500} rows={2} />
      <Button type="primary" onClick={send} loading={busy} style={{ marginTop: 8 }}>
        {t('team.join.button')}
      </Button>
    </div>
  );
}
