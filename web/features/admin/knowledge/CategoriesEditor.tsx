import { App, Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { knowledgeAdminCalls } from '../../../../contracts/knowledge/calls';
import { KNOWLEDGE_LIMITS as L } from '../../../../contracts/knowledge/codes';
import type { AdminCategory } from '../../../../contracts/knowledge/models';
import { browserApi } from '../../../lib/api';
import { HTML_LANG, useLanguage, useT } from '../../../lib/i18n';
import { Bilingual } from '../content/Bilingual';
import { adminContentMessages } from '../content/messages';
import { useRules, useSave } from '../use-save';
import { branchesOf, categoryNameIn } from './category-tree';
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

/** What the dialog asks: both names (adding, renaming) or the parent (moving). */
interface DialogValues {
  categoryName?: string;
  zhCategoryName?: string;
  parentId?: number;
}

const ROOT_LEVEL = 0;
const idOf = (c: AdminCategory) => Number(c.uuid);

/** The knowledge category tree: two levels, added, renamed, moved, put in order and deleted when empty. */
export function CategoriesEditor({ categories }: { categories: AdminCategory[] }) {
  const { modal } = App.useApp();
  const t = useT(adminContentMessages);
  const language = useLanguage();
  const nameOf = (category: AdminCategory) => categoryNameIn(category, language);
  const rules = useRules();
  const { save, saving } = useSave();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<DialogValues>();
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
    return save(() => browserApi().call(knowledgeAdminCalls.sortCategories, { body: { parentId, ids } }), t('categories.orderSaved'));
  };
  const remove = (category: AdminCategory) =>
    modal.confirm({
      title: t('categories.deleteConfirm', { name: nameOf(category) }),
      content: t('categories.deleteText'),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        save(() => browserApi().call(knowledgeAdminCalls.deleteCategory, { params: { id: idOf(category) } }), t('categories.deleted')),
    });
  const submit = async (values: DialogValues) => {
    if (!dialog) return;
    const api = browserApi();
    const names = { categoryName: values.categoryName ?? '', zhCategoryName: values.zhCategoryName ?? '' };
    const work =
      dialog.kind === 'add'
        ? () => api.call(knowledgeAdminCalls.createCategory, { body: { ...names, parentId: dialog.parentId } })
        : dialog.kind === 'rename'
          ? () => api.call(knowledgeAdminCalls.renameCategory, { params: { id: idOf(dialog.category) }, body: names })
          : () =>
              api.call(knowledgeAdminCalls.moveCategory, {
                params: { id: idOf(dialog.category) },
                body: { parentId: values.parentId === ROOT_LEVEL ? null : (values.parentId ?? null) },
              });
    const done = t(`categories.done.${dialog.kind}`);
    if (await save(work, done)) setDialog(null);
  };

  const columns: ColumnsType<Row> = [
    {
      title: t('knowledge.category'),
      key: 'name',
      render: (_v, row) =>
        row.category.parentId === null ? (
          <strong>
            <Bilingual en={row.category.categoryName} zh={row.category.zhCategoryName} />
          </strong>
        ) : (
          <span className="admin-tree-child">
            <Bilingual en={row.category.categoryName} zh={row.category.zhCategoryName} />
          </span>
        ),
    },
    { title: t('categories.articles'), key: 'articles', render: (_v, row) => row.category.articleCount, responsive: ['sm'] },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_v, row) => {
        const { category } = row;
        const name = nameOf(category);
        return (
          <Space wrap size="small">
            <MoveButtons name={name} index={row.index} count={row.siblings.length} onMove={(step) => void move(row, step)} />
            {category.parentId === null && (
              <Button size="small" onClick={() => setDialog({ kind: 'add', parentId: idOf(category), parentName: name })}>
                {t('categories.addChild')}
              </Button>
            )}
            <Button size="small" aria-label={t('categories.renameOf', { name })} onClick={() => setDialog({ kind: 'rename', category })}>
              {t('categories.rename')}
            </Button>
            <Button size="small" aria-label={t('categories.moveOf', { name })} onClick={() => setDialog({ kind: 'move', category })}>
              {t('categories.move')}
            </Button>
            <Button size="small" danger aria-label={t('categories.deleteOf', { name })} onClick={() => void remove(category)}>
              {t('list.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  const parentOptions =
    dialog?.kind === 'move'
      ? [
          { value: ROOT_LEVEL, label: t('categories.noParent') },
          ...roots.filter((r) => r.uuid !== dialog.category.uuid).map((r) => ({ value: idOf(r), label: nameOf(r) })),
        ]
      : [];
  const title =
    dialog?.kind === 'add'
      ? dialog.parentName
        ? t('categories.addChildTo', { name: dialog.parentName })
        : t('categories.addRootTitle')
      : dialog?.kind === 'rename'
        ? t('categories.renameTitle', { name: nameOf(dialog.category) })
        : dialog?.kind === 'move'
          ? t('categories.moveTitle', { name: nameOf(dialog.category) })
          : '';

  return (
    <>
      <Button type="primary" className="admin-add" onClick={() => setDialog({ kind: 'add', parentId: null })}>
        {t('categories.addRoot')}
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
        okText={t('editor.save')}
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
              zhCategoryName: dialog.kind === 'rename' ? dialog.category.zhCategoryName : '',
              parentId: dialog.kind === 'move' ? Number(dialog.category.parentId ?? ROOT_LEVEL) : undefined,
            }}
            onFinish={(values) => void submit(values)}
          >
            {dialog.kind === 'move' ? (
              <Form.Item label={t('categories.parent')} name="parentId" extra={t('categories.parentHint')}>
                <Select options={parentOptions} />
              </Form.Item>
            ) : (
              <>
                <Form.Item label={t('categories.name.en')} name="categoryName" rules={[rules.required, rules.max(L.categoryName)]}>
                  <Input autoFocus lang={HTML_LANG.en} />
                </Form.Item>
                <Form.Item
                  label={t('categories.name.zh')}
                  name="zhCategoryName"
                  rules={[rules.max(L.categoryName)]}
                  extra={t('categories.zhHint')}
                >
                  <Input lang={HTML_LANG.zh} />
                </Form.Item>
              </>
            )}
          </Form>
        )}
      </Modal>
    </>
  );
}
