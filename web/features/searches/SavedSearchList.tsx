import { App, Button, Input, Modal, Switch } from 'antd';
import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { boardFilterPath } from '../../../contracts/leads/pages';
import { SEARCH_LIMITS } from '../../../contracts/searches/codes';
import { searchCalls } from '../../../contracts/searches/calls';
import type { SavedSearch } from '../../../contracts/searches/models';
import { browserApi, useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { searchesMessages } from './messages';
import { FilterWords, type FilterNames } from './summary';

/** The account area's saved searches: each with its filters, its matches, mail on or off, rename and delete. */
export function SavedSearchList({ list, names }: { list: SavedSearch[]; names: FilterNames }) {
  const t = useT(searchesMessages);
  if (!list.length) {
    return (
      <div className="saved-searches__empty">
        <p>{t('list.empty')}</p>
        <Link to="/community">{t('list.toBoard')}</Link>
      </div>
    );
  }
  return (
    <ul className="saved-searches">
      {list.map((search) => (
        <SavedSearchItem key={search.id} search={search} names={names} />
      ))}
    </ul>
  );
}

function SavedSearchItem({ search, names }: { search: SavedSearch; names: FilterNames }) {
  const t = useT(searchesMessages);
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);

  const change = async (body: { name?: string; mail?: boolean }) => {
    setBusy(true);
    try {
      const { msg } = await browserApi().answer(searchCalls.update, { body: { id: search.id, ...body } });
      void message.success(msg);
      setRenaming(false);
      await revalidate();
    } catch (err) {
      void message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    modal.confirm({
      title: t('list.deleteConfirm', { name: search.name }),
      okText: t('list.yes'),
      okButtonProps: { danger: true },
      cancelText: t('list.no'),
      onOk: async () => {
        try {
          const { msg } = await browserApi().answer(searchCalls.remove, { body: { id: search.id } });
          void message.success(msg);
          await revalidate();
        } catch (err) {
          void message.warning(errorText(err));
        }
      },
    });

  return (
    <li className="saved-search" aria-labelledby={`${id}-name`}>
      <h2 className="saved-search__name" id={`${id}-name`} translate="no">
        {search.name}
      </h2>
      <p className="saved-search__filters">
        <span className="saved-search__label">{t('summary.label')}: </span>
        <FilterWords filter={search.filter} names={names} />
      </p>
      <p className="saved-search__meta">
        {t('list.matches', { count: search.matches })} ·{' '}
        <time dateTime={search.createDate}>{t('list.savedOn', { date: search.createDate.slice(0, 10) })}</time>
      </p>
      <div className="saved-search__actions">
        <Link to={boardFilterPath(search.filter)}>{t('list.open')}</Link>
        <label className="saved-search__mail">
          <Switch
            size="small"
            checked={search.mail}
            disabled={busy}
            aria-label={t('list.mailFor', { name: search.name })}
            onChange={(mail) => void change({ mail })}
          />{' '}
          <span aria-hidden="true">{t('list.mail')}</span>
        </label>
        <Button size="small" aria-label={t('list.renameFor', { name: search.name })} onClick={() => setRenaming(true)}>
          {t('list.rename')}
        </Button>
        <Button size="small" danger aria-label={t('list.deleteFor', { name: search.name })} onClick={() => void remove()}>
          {t('list.delete')}
        </Button>
      </div>
      <Modal
        title={t('list.renameTitle')}
        open={renaming}
        okText={t('list.renameOk')}
        cancelText={t('list.no')}
        okButtonProps={{ disabled: !name.trim() || name.trim() === search.name, loading: busy }}
        onOk={() => void change({ name: name.trim() })}
        onCancel={() => setRenaming(false)}
      >
        <label htmlFor={`${id}-rename`}>{t('save.name')}</label>
        <Input id={`${id}-rename`} value={name} maxLength={SEARCH_LIMITS.nameMax} onChange={(e) => setName(e.target.value)} />
      </Modal>
    </li>
  );
}
