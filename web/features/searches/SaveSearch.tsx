import { App, Button, Checkbox, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { LeadBoardFilter } from '../../../contracts/leads/models';
import { SEARCH_LIMITS } from '../../../contracts/searches/codes';
import { searchCalls } from '../../../contracts/searches/calls';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { searchesMessages } from './messages';
import { filterText, useFilterWords, type FilterNames } from './summary';

/**
 * 'Save this search' on the board: a signed-in reader keeps the board's current filters under a name and hears of new
 * posts that match them; a visitor is sent to sign in and back to this board.
 */
export function SaveSearch({ filter, names }: { filter: LeadBoardFilter; names: FilterNames }) {
  const t = useT(searchesMessages);
  const words = useFilterWords(names);
  const { gate, failed } = useSession();
  const { message } = App.useApp();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [mail, setMail] = useState(true);
  const [busy, setBusy] = useState(false);
  const start = () =>
    gate(() => {
      setName(filterText(words(filter)).slice(0, SEARCH_LIMITS.nameMax));
      setOpen(true);
    });
  const save = async () => {
    setBusy(true);
    try {
      const { msg } = await browserApi().answer(searchCalls.save, { body: { name: name.trim(), filter, mail } });
      void message.success(
        <span>
          {msg} <Link to="/account/searches">{t('list.title')}</Link>
        </span>,
        5,
      );
      setOpen(false);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={start}>{t('save.button')}</Button>
      <Modal
        title={t('save.title')}
        open={open}
        okText={t('save.ok')}
        cancelText={t('save.cancel')}
        okButtonProps={{ disabled: !name.trim(), loading: busy }}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('save.hint')}</p>
        <label htmlFor={`${id}-name`}>{t('save.name')}</label>
        <Input id={`${id}-name`} value={name} maxLength={SEARCH_LIMITS.nameMax} onChange={(e) => setName(e.target.value)} />
        <Checkbox className="saved-search__mail" checked={mail} onChange={(e) => setMail(e.target.checked)}>
          {t('save.mail')}
        </Checkbox>
      </Modal>
    </>
  );
}
