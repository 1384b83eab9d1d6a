import { App, Button, Space } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useSave } from '../use-save';
import { adminContentMessages } from './messages';
import type { ArticleRow, ArticleWrites } from './types';

/** A row's actions: edit, publish or unpublish, and delete after a confirmation. */
export function ArticleActions({
  row,
  title,
  writes,
  editPath,
  noun,
}: {
  row: ArticleRow;
  /** The title the list shows (in the page's language where the row has it). */
  title: string;
  writes: ArticleWrites;
  editPath: string;
  noun: string;
}) {
  const { modal } = App.useApp();
  const t = useT(adminContentMessages);
  const { save, saving } = useSave();
  const remove = () =>
    modal.confirm({
      title: t('list.deleteConfirm', { noun, title }),
      content: t('list.deleteText'),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      onOk: () => save(() => writes.remove(row.id), t('list.deleted')),
    });
  return (
    <Space wrap size="small">
      <Link to={editPath} aria-label={t('list.editTitle', { title })}>
        {t('list.edit')}
      </Link>
      {row.state === 'published' ? (
        <Button size="small" loading={saving} onClick={() => void save(() => writes.unpublish(row.id), t('state.unpublished'))}>
          {t('state.unpublish')}
        </Button>
      ) : (
        <Button
          size="small"
          type="primary"
          ghost
          loading={saving}
          onClick={() => void save(() => writes.publish(row.id), t('state.publishedDone'))}
        >
          {t('state.publish')}
        </Button>
      )}
      <Button size="small" danger onClick={() => void remove()}>
        {t('list.delete')}
      </Button>
    </Space>
  );
}
