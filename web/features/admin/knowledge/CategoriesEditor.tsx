import { App, Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { knowledgeAdminCalls } from '../../../../contracts/knowledge/calls';
import { KNOWLEDGE_LIMITS as L } from '../../../../contracts/knowledge/codes';
import type { AdminCategory } from '../../../../contracts/knowledge/models';
import { browserApi } from '../../../lib/api';
import { rules, useSave } from '../use-save';
import { branchesOf } from './category-tree';
import { MoveButtons } from '../MoveButtons';

/** A table row: a category with its place among its siblings; roots carry their children. */
interface Row {
  key: string;
  category: AdminCategory;
  siblings: AdminCategory[];
  index: number;
  children?: Row[];
}

/** What the dialog does: add (a root, or under one), rename, or move. */
type Dialog =
  | { kind: 'add'; parentId: number | null; parentName?: string }
  | { kind: 'rename'; category: AdminCategory }
  | { kind: 'move'; category: AdminCategory }
  | null;

const ROOT_LEVEL = 0;
const idOf = (c: AdminCategory) => Number(c.uuid);

/** The knowledge category tree: two levels, added, renamed, moved, put in order and deleted when empty. */
export function CategoriesEditor({ categories }: { categories: AdminCategory[] }) {
  const { modal } = App.useApp();
  const { save, saving } = useSave();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ categoryName?: string; parentId?: number }>();
  const branches = branchesOf(categories);
  const roots = branches.map((b) => b.root);

  const rows: Row[] = branches.map(({ root, children }, index) => ({
    key: root.uuid,
    category: root,
    siblings: roots,
    index,
    children: children.length ? children.map((c, i) => ({ key: c.uuid, category: c, siblings: children, index: i })) : undefined,
  }));

  const move = (row: Row, by: -1 | 1) => {
    const ids = row.siblings.map(idOf);
    const [id] = ids.splice(row.index, 1);
    ids.splice(row.index + by, 0, id!);
    const parentId = row.category.parentId === null ? null : Number(row.category.parentId);
    return save(() => browserApi().call(knowledgeAdminCalls.sortCategories, { body: { parentId, ids } }), 'Order saved');
  };
  const remove = (category: AdminCategory) =>
    modal.confirm({
      title: `Delete the category '${category.categoryName}'?`,
      content: 'Only an empty category can go: one with no articles and no sub-categories.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => save(() => browserApi().call(knowledgeAdminCalls.deleteCategory, { params: { id: idOf(category) } }), 'Category deleted'),
    });
  const submit = async (values: { categoryName?: string; parentId?: number }) => {
    if (!dialog) return;
    const api = browserApi();
    const name = values.categoryName ?? '';
    const work =
      dialog.kind === 'add'
        ? () => api.call(knowledgeAdminCalls.createCategory, { body: { categoryName: name, parentId: dialog.parentId } })
        : dialog.kind === 'rename'
          ? () => api.call(knowledgeAdminCalls.renameCategory, { params: { id: idOf(dialog.category) }, body: { categoryName: name } })
          : () =>
              api.call(knowledgeAdminCalls.moveCategory, {
                params: { id: idOf(dialog.category) },
                body: { parentId: values.parentId === ROOT_LEVEL ? null : (values.parentId ?? null) },
              });
    const done = { add: 'Category added', rename: 'Category renamed', move: 'Category moved' }[dialog.kind];
    if (await save(work, done)) setDialog(null);
  };

  const columns: ColumnsType<Row> = [
    {
      title: 'Category',
      key: 'name',
      render: (_v, row) =>
        row.category.parentId === null ? (
          <strong>{row.category.categoryName}</strong>
        ) : (
          <span className="admin-tree-child">{row.category.categoryName}</span>
        ),
    },
    { title: 'Articles', key: 'articles', render: (_v, row) => row.category.articleCount, responsive: ['sm'] },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, row) => {
        const { category } = row;
        const name = category.categoryName;
        return (
          <Space wrap size="small">
            <MoveButtons name={name} index={row.index} count={row.siblings.length} onMove={(step) => void move(row, step)} />
            {category.parentId === null && (
              <Button size="small" onClick={() => setDialog({ kind: 'add', parentId: idOf(category), parentName: name })}>
                Add sub-category
              </Button>
            )}
            <Button size="small" aria-label={`Rename ${name}`} onClick={() => setDialog({ kind: 'rename', category })}>
              Rename
            </Button>
            <Button size="small" aria-label={`Move ${name} to another parent`} onClick={() => setDialog({ kind: 'move', category })}>
              Move
            </Button>
            <Button size="small" danger aria-label={`Delete ${name}`} onClick={() => void remove(category)}>
              Delete
            </Button>
          </Space>
        );
      },
    },
  ];

  const parentOptions =
    dialog?.kind === 'move'
      ? [
          { value: ROOT_LEVEL, label: 'None: a top-level category' },
          ...roots.filter((r) => r.uuid !== dialog.category.uuid).map((r) => ({ value: idOf(r), label: r.categoryName })),
        ]
      : [];
  const title =
    dialog?.kind === 'add'
      ? dialog.parentName
        ? `Add a sub-category to '${dialog.parentName}'`
        : 'Add a top-level category'
      : dialog?.kind === 'rename'
        ? `Rename '${dialog.category.categoryName}'`
        : dialog?.kind === 'move'
          ? `Move '${dialog.category.categoryName}'`
          : '';

  return (
    <>
      <Button type="primary" className="admin-add" onClick={() => setDialog({ kind: 'add', parentId: null })}>
        Add top-level category
      </Button>
      <Table<Row>
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="middle"
        loading={saving}
        expandable={{ expandedRowKeys: rows.map((r) => r.key), showExpandColumn: false }}
      />
      <Modal
        title={title}
        open={dialog !== null}
        onCancel={() => setDialog(null)}
        onOk={() => form.submit()}
        okText="Save"
        confirmLoading={saving}
        destroyOnHidden
      >
        {dialog && (
          <Form
            form={form}
            layout="vertical"
            name="category"
            initialValues={{
              categoryName: dialog.kind === 'rename' ? dialog.category.categoryName : '',
              parentId: dialog.kind === 'move' ? Number(dialog.category.parentId ?? ROOT_LEVEL) : undefined,
            }}
            onFinish={(values) => void submit(values)}
          >
            {dialog.kind === 'move' ? (
              <Form.Item
                label="Parent"
                name="parentId"
                extra="Categories have two levels: a top-level category with sub-categories stays at the top."
              >
                <Select options={parentOptions} />
              </Form.Item>
            ) : (
              <Form.Item label="Name" name="categoryName" rules={[rules.required, rules.max(L.categoryName)]}>
                <Input autoFocus />
              </Form.Item>
            )}
          </Form>
        )}
      </Modal>
    </>
  );
}
