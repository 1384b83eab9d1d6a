import { Button, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES } from '../../../../contracts/admin/codes';
import { searchString, type ArticleSearch } from '../loaders';
import { ArticleActions } from './ArticleActions';
import { STATE_LABEL, type ArticleRow, type ArticleState, type ArticleWrites } from './types';

const STATE_OPTIONS = [
  { value: '', label: 'Any state' },
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

export const StateTag = ({ state }: { state: ArticleState }) =>
  state === 'published' ? <Tag color="green">{STATE_LABEL.published}</Tag> : <Tag color="gold">{STATE_LABEL.draft}</Tag>;
const ShownTag = ({ hidden }: { hidden: boolean }) => (hidden ? <Tag>Hidden</Tag> : <Tag color="blue">Shown</Tag>);

export interface ArticleTableProps {
  rows: ArticleRow[];
  total: number;
  search: ArticleSearch;
  /** 'knowledge article', 'market news item'... in confirmations and the total. */
  noun: string;
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
 * and visibility as tags, and the actions. Date and views fold into the title cell on phones.
 */
export function ArticleTable({ rows, total, search, noun, editPath, writes, filters, fixed = {} }: ArticleTableProps) {
  const navigate = useNavigate();
  const go = (changes: Partial<ArticleSearch>) => navigate({ search: searchString({ ...fixed, ...search, ...changes }) });
  const hasHidden = rows.some((row) => row.hidden !== undefined);

  const columns: ColumnsType<ArticleRow> = [
    {
      title: 'Title',
      dataIndex: 'title',
      render: (title: string, row) => (
        <>
          <Link to={editPath(row.id)} className="admin-url">
            {title}
          </Link>
          {row.detail && <div className="admin-muted">{row.detail}</div>}
          <div className="admin-xs-only">
            <StateTag state={row.state} /> {row.hidden !== undefined && <ShownTag hidden={row.hidden} />} {row.date.slice(0, 10)}
          </div>
        </>
      ),
    },
    { title: 'State', dataIndex: 'state', render: (state: ArticleState) => <StateTag state={state} />, responsive: ['sm'] },
    ...(hasHidden
      ? [{ title: 'Shown', dataIndex: 'hidden', render: (hidden: boolean) => <ShownTag hidden={hidden} />, responsive: ['sm' as const] }]
      : []),
    { title: 'Date', dataIndex: 'date', render: (date: string) => date.slice(0, 10), responsive: ['sm'] },
    { title: 'Views', dataIndex: 'views', responsive: ['md'] },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, row) => <ArticleActions row={row} writes={writes} editPath={editPath(row.id)} noun={noun} />,
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
        <Form.Item name="keyword" label="Title">
          <Input placeholder="Words of the title" allowClear maxLength={100} />
        </Form.Item>
        {filters}
        <Form.Item name="state" label="State">
          <Select options={STATE_OPTIONS} style={{ minWidth: 130 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </Form>
      <Table<ArticleRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        size="middle"
        pagination={{
          current: search.page,
          pageSize: search.limit,
          total,
          showSizeChanger: true,
          pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
          showTotal: (count) => `${count} ${noun}${count === 1 ? '' : 's'}`,
          onChange: (page, limit) => void go({ page: limit === search.limit ? page : 1, limit }),
        }}
      />
    </>
  );
}
