import { Button, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES } from '../../../../contracts/admin/codes';
import { HTML_LANG, useLanguage, useT } from '../../../lib/i18n';
import { searchString, type ArticleSearch } from '../loaders';
import { ArticleActions } from './ArticleActions';
import { useAccessTypeName } from './access-type';
import { Bilingual } from './Bilingual';
import { adminContentMessages } from './messages';
import type { ArticleKind, ArticleRow, ArticleState, ArticleWrites } from './types';
import { useKitIcons } from '../../../ui/kit/icons';

export function StateTag({ state }: { state: ArticleState }) {
  const t = useT(adminContentMessages);
  return state === 'published' ? <Tag color="green">{t('state.published')}</Tag> : <Tag color="gold">{t('state.draft')}</Tag>;
}
function ShownTag({ hidden }: { hidden: boolean }) {
  const t = useT(adminContentMessages);
  return hidden ? <Tag>{t('list.hidden')}</Tag> : <Tag color="blue">{t('list.shown')}</Tag>;
}

export interface ArticleTableProps {
  rows: ArticleRow[];
  total: number;
  search: ArticleSearch;
  /** The kind, for its name in confirmations and the total. */
  kind: ArticleKind;
  editPath: (id: number) => string;
  writes: ArticleWrites;
  /** The kind's own filters (Form.Items named as the search's keys), beside the title search and the state. */
  filters?: ReactNode;
  /** Address parameters that are not filters (the news kind) and stay as they are. */
  fixed?: Record<string, string>;
}

type FilterValues = { keyword?: string; state?: string; categoryId?: number | string | null };

/**
 * The article list every kind shares: filters and paging in the address (server-rendered, shareable), the state
 * and visibility as tags, and the actions. Each title is in the page's language where the row has it. Date and
 * views fold into the title cell on phones.
 */
export function ArticleTable({ rows, total, search, kind, editPath, writes, filters, fixed = {} }: ArticleTableProps) {
  const t = useT(adminContentMessages);
  const kit = useKitIcons();
  const language = useLanguage();
  const accessTypeName = useAccessTypeName();
  const navigate = useNavigate();
  const go = (changes: Partial<ArticleSearch>) => navigate({ search: searchString({ ...fixed, ...search, ...changes }) });
  const hasHidden = rows.some((row) => row.hidden !== undefined);
  const noun = t(`kinds.${kind}.noun`);
  const shownTitle = (row: ArticleRow) => (language === 'zh' && row.zhTitle ? row.zhTitle : row.title);

  const columns: ColumnsType<ArticleRow> = [
    {
      title: t('list.title'),
      dataIndex: 'title',
      render: (_title: string, row) => (
        <>
          <Link to={editPath(row.id)} className="admin-url">
            <Bilingual en={row.title} zh={row.zhTitle} />
          </Link>
          {(row.detail || row.accessType) && (
            <div className="admin-muted">
              {row.detail && (
                <span translate="no" lang={row.detailLang && HTML_LANG[row.detailLang]}>
                  {row.detail}
                </span>
              )}
              {row.detail && row.accessType && ' · '}
              {row.accessType && accessTypeName(row.accessType)}
            </div>
          )}
          <div className="admin-xs-only">
            <StateTag state={row.state} /> {row.hidden !== undefined && <ShownTag hidden={row.hidden} />} {row.date.slice(0, 10)}
          </div>
        </>
      ),
    },
    { title: t('list.state'), dataIndex: 'state', render: (state: ArticleState) => <StateTag state={state} />, responsive: ['sm'] },
    ...(hasHidden
      ? [
          {
            title: t('list.shown'),
            dataIndex: 'hidden',
            render: (hidden: boolean) => <ShownTag hidden={hidden} />,
            responsive: ['sm' as const],
          },
        ]
      : []),
    { title: t('list.date'), dataIndex: 'date', render: (date: string) => date.slice(0, 10), responsive: ['sm'] },
    { title: t('list.views'), dataIndex: 'views', responsive: ['md'] },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_v, row) => <ArticleActions row={row} title={shownTitle(row)} writes={writes} editPath={editPath(row.id)} noun={noun} />,
    },
  ];

  return (
    <>
      <Form
        layout="inline"
        className="admin-filters"
        name="article-search"
        initialValues={{ keyword: search.keyword ?? '', state: search.state ?? '', categoryId: search.categoryId ?? null }}
        onFinish={(values: FilterValues) =>
          void go({
            keyword: values.keyword?.trim() || undefined,
            state: (values.state || undefined) as ArticleSearch['state'],
            categoryId: values.categoryId ? Number(values.categoryId) : undefined,
            page: 1,
          })
        }
      >
        <Form.Item name="keyword" label={t('list.title')}>
          <Input placeholder={t('list.titleHint')} allowClear={kit.inputClear} maxLength={100} />
        </Form.Item>
        {filters}
        <Form.Item name="state" label={t('list.state')}>
          <Select
            options={[
              { value: '', label: t('list.anyState') },
              { value: 'draft', label: t('state.draft') },
              { value: 'published', label: t('state.published') },
            ]}
            style={{ minWidth: 130 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('list.search')}
        </Button>
      </Form>
      <Table<ArticleRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        size="middle"
        pagination={{
          ...kit.pagination,
          current: search.page,
          pageSize: search.limit,
          total,
          showSizeChanger: true,
          pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
          showTotal: (count) => t('list.total', { count, noun }),
          onChange: (page, limit) => void go({ page: limit === search.limit ? page : 1, limit }),
        }}
      />
    </>
  );
}
