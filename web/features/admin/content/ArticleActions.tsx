import { App, Button, Space } from 'antd';
import { Link } from 'react-router';
import { useSave } from '../use-save';
import type { ArticleRow, ArticleWrites } from './types';

/** A row's actions: edit, publish or unpublish, and delete after a confirmation. */
export function ArticleActions({
  row,
  writes,
  editPath,
  noun,
}: {
  row: ArticleRow;
  writes: ArticleWrites;
  editPath: string;
  noun: string;
}) {
  const { modal } = App.useApp();
  const { save, saving } = useSave();
  const remove = () =>
    modal.confirm({
      title: `Delete the ${noun} '${row.title}'?`,
      content: 'It is removed for good, from the site and from this list.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => save(() => writes.remove(row.id), 'Deleted'),
    });
  return (
    <Space wrap size="small">
      <Link to={editPath} aria-label={`Edit ${row.title}`}>
        Edit
      </Link>
      {row.state === 'published' ? (
        <Button size="small" loading={saving} onClick={() => void save(() => writes.unpublish(row.id), 'Unpublished')}>
          Unpublish
        </Button>
      ) : (
        <Button size="small" type="primary" ghost loading={saving} onClick={() => void save(() => writes.publish(row.id), 'Published')}>
          Publish
        </Button>
      )}
      <Button size="small" danger onClick={() => void remove()}>
        Delete
      </Button>
    </Space>
  );
}
