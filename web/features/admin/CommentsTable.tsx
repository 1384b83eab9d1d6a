import { Button, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { App } from 'antd';
import { Link, useNavigate } from 'react-router';
import { commentCalls } from '../../../contracts/comments/calls';
import { ADMIN_REPLY, COMMENT_LIMITS, COMMENTS_TYPES } from '../../../contracts/comments/codes';
import type { AdminComment } from '../../../contracts/comments/models';
import { shownTime } from '../../../contracts/core/dates';
import type { Page } from '../../../contracts/core/envelope';
import { browserApi } from '../../lib/api';
import { searchString, type CommentSearch } from './loaders';
import { useSave } from './use-save';

const TYPE_LABEL: Record<string, string> = {
  COMMUNITY: 'Topic',
  FACTORY_NEWS: 'Factory news',
  AREA_NEWS: 'Market news',
  KNOWLEDGE_BASE: 'Knowledge article',
  COMPANY_NEWS: 'Company article',
};
const TYPE_OPTIONS = [
  { value: '', label: 'Any subject' },
  ...COMMENTS_TYPES.map((type) => ({ value: type, label: TYPE_LABEL[type] ?? type })),
];

function RemoveButton({ comment }: { comment: AdminComment }) {
  const { modal } = App.useApp();
  const { save } = useSave();
  const replies =
    comment.replyCount === 1 ? ' and the reply below it' : comment.replyCount > 1 ? ` and the ${comment.replyCount} replies below it` : '';
  return (
    <Button
      size="small"
      danger
      onClick={() =>
        void modal.confirm({
          title: `Remove this comment${replies}?`,
          content: 'It disappears from the page at once. The removal is recorded in the audit log.',
          okText: 'Remove',
          okButtonProps: { danger: true },
          onOk: () => save(() => browserApi().call(commentCalls.adminRemove, { params: { id: comment.id } }), 'Comment removed'),
        })
      }
    >
      Remove
    </Button>
  );
}

/** The moderation list: recent comments on every subject, filters in the address, each removable with its replies. */
export function CommentsTable({ comments, search }: { comments: Page<AdminComment>; search: CommentSearch }) {
  const navigate = useNavigate();
  const go = (changes: Partial<CommentSearch>) => navigate({ search: searchString({ ...search, ...changes }) });
  const columns: ColumnsType<AdminComment> = [
    { title: 'Written', dataIndex: 'updateDate', render: shownTime, responsive: ['md'] },
    {
      title: 'On',
      key: 'subject',
      render: (_v, c) => (
        <>
          <Tag>{TYPE_LABEL[c.commentsType] ?? c.commentsType}</Tag>{' '}
          {c.subjectLink ? <Link to={c.subjectLink}>{c.subjectTitle}</Link> : <em>no longer exists ({c.ownerId})</em>}
        </>
      ),
    },
    {
      title: 'Author',
      key: 'author',
      render: (_v, c) => (c.adminReply === ADMIN_REPLY.ADMIN ? <Tag color="gold">Admin · {c.author}</Tag> : c.author),
      responsive: ['sm'],
    },
    { title: 'Comment', dataIndex: 'messageContent', render: (text: string) => <span className="admin-comment-text">{text}</span> },
    { title: 'Replies', dataIndex: 'replyCount', responsive: ['lg'] },
    { title: 'Actions', key: 'actions', render: (_v, c) => <RemoveButton comment={c} /> },
  ];
  return (
    <>
      <Form
        layout="inline"
        className="admin-filters"
        name="comment-search"
        initialValues={{ keyword: search.keyword ?? '', commentsType: search.commentsType ?? '' }}
        onFinish={(values: { keyword: string; commentsType: string }) =>
          void go({
            keyword: values.keyword.trim() || undefined,
            commentsType: (values.commentsType || undefined) as CommentSearch['commentsType'],
            page: 1,
          })
        }
      >
        <Form.Item name="keyword" label="Keyword">
          <Input placeholder="Text or author" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="commentsType" label="On">
          <Select options={TYPE_OPTIONS} style={{ minWidth: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </Form>
      <Table<AdminComment>
        rowKey="id"
        columns={columns}
        dataSource={comments.list}
        size="middle"
        pagination={{
          current: search.page,
          pageSize: COMMENT_LIMITS.adminPageSize,
          total: comments.total,
          showSizeChanger: false,
          showTotal: (total) => `${total} comment${total === 1 ? '' : 's'}`,
          onChange: (page) => void go({ page }),
        }}
      />
    </>
  );
}
