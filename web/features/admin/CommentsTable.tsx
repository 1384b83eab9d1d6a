import { App, Button, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { commentCalls } from '../../../contracts/comments/calls';
import { ADMIN_REPLY, COMMENT_LIMITS, COMMENTS_TYPES } from '../../../contracts/comments/codes';
import type { AdminComment } from '../../../contracts/comments/models';
import { shownTime } from '../../../contracts/core/dates';
import type { Page } from '../../../contracts/core/envelope';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { searchString, type CommentSearch } from './loaders';
import { adminMessages } from './messages';
import { useSave } from './use-save';
import { useKitIcons } from '../../ui/kit/icons';

/** The subject kinds the catalogue names (comments.types); another one shows its code. */
const NAMED_TYPES = ['COMMUNITY', 'FACTORY_NEWS', 'AREA_NEWS', 'KNOWLEDGE_BASE', 'COMPANY_NEWS', 'SUPPLY_DEMAND'] as const;
type NamedType = (typeof NAMED_TYPES)[number];
const isNamed = (type: string): type is NamedType => (NAMED_TYPES as readonly string[]).includes(type);

function useTypeLabel() {
  const t = useT(adminMessages);
  return (type: string) => (isNamed(type) ? t(`comments.types.${type}`) : type);
}

function RemoveButton({ comment }: { comment: AdminComment }) {
  const { modal } = App.useApp();
  const t = useT(adminMessages);
  const { save } = useSave();
  return (
    <Button
      size="small"
      danger
      onClick={() =>
        void modal.confirm({
          title: comment.replyCount > 0 ? t('comments.removeWithReplies', { count: comment.replyCount }) : t('comments.removeOne'),
          content: t('comments.removeText'),
          okText: t('comments.remove'),
          okButtonProps: { danger: true },
          onOk: () => save(() => browserApi().call(commentCalls.adminRemove, { params: { id: comment.id } }), t('comments.removed')),
        })
      }
    >
      {t('comments.remove')}
    </Button>
  );
}

/** The moderation list: recent comments on every subject, filters in the address, each removable with its replies. */
export function CommentsTable({ comments, search }: { comments: Page<AdminComment>; search: CommentSearch }) {
  const t = useT(adminMessages);
  const kit = useKitIcons();
  const typeLabel = useTypeLabel();
  const navigate = useNavigate();
  const go = (changes: Partial<CommentSearch>) => navigate({ search: searchString({ ...search, ...changes }) });
  const columns: ColumnsType<AdminComment> = [
    { title: t('comments.written'), dataIndex: 'updateDate', render: shownTime, responsive: ['md'] },
    {
      title: t('comments.on'),
      key: 'subject',
      render: (_v, c) => (
        <span className="admin-comment-subject">
          <Tag>{typeLabel(c.commentsType)}</Tag>{' '}
          {c.subjectLink ? (
            <Link to={c.subjectLink} translate="no">
              {c.subjectTitle}
            </Link>
          ) : (
            <em>{t('comments.gone', { id: c.ownerId })}</em>
          )}
        </span>
      ),
    },
    {
      title: t('comments.author'),
      key: 'author',
      render: (_v, c) =>
        c.adminReply === ADMIN_REPLY.ADMIN ? (
          <Tag color="gold">
            {t('users.roleAdmin')} · <span translate="no">{c.author}</span>
          </Tag>
        ) : (
          <span translate="no">{c.author}</span>
        ),
      responsive: ['sm'],
    },
    {
      title: t('comments.comment'),
      dataIndex: 'messageContent',
      render: (text: string) => (
        <span className="admin-comment-text" translate="no">
          {text}
        </span>
      ),
    },
    { title: t('comments.replies'), dataIndex: 'replyCount', responsive: ['lg'] },
    { title: t('common.actions'), key: 'actions', render: (_v, c) => <RemoveButton comment={c} /> },
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
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input placeholder={t('comments.keywordHint')} allowClear={kit.inputClear} maxLength={100} />
        </Form.Item>
        <Form.Item name="commentsType" label={t('comments.on')}>
          <Select
            options={[
              { value: '', label: t('comments.anySubject') },
              ...COMMENTS_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
            ]}
            style={{ minWidth: 160 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<AdminComment>
        rowKey="id"
        columns={columns}
        dataSource={comments.list}
        size="middle"
        pagination={{
          ...kit.pagination,
          current: search.page,
          pageSize: COMMENT_LIMITS.adminPageSize,
          total: comments.total,
          showSizeChanger: false,
          showTotal: (total) => t('comments.total', { count: total }),
          onChange: (page) => void go({ page }),
        }}
      />
    </>
  );
}
