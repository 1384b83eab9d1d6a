import { Avatar, Button, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ADMIN_REPLY } from '../../../contracts/comments/codes';
import type { Comment, CommentReply } from '../../../contracts/comments/models';
import { CommentForm } from './CommentForm';
import { CommentText } from './CommentText';
import { VerifiedBadge } from '../posts/VerifiedBadge';
import { useT } from '../../lib/i18n';
import { postsMessages } from '../posts/messages';
import { langOfText } from '../posts/written-in';

export interface ThreadActions {
  /** Null for a visitor: the reply button then sends them to sign in. */
  reply: ((pid: number, text: string) => Promise<boolean>) | null;
  toSignIn(): void;
  remove(id: number): void;
}

/** 'Admin' with a badge for an administrator's words (§6: adminReply 0), otherwise the author's nickname. */
function Author({ name, adminReply }: { name: string; adminReply: number }) {
  const t = useT(postsMessages);
  if (adminReply === ADMIN_REPLY.ADMIN) {
    return (
      <span className="ui-comment__author">
        {t('comments.admin')} <Tag color="gold">{t('comments.admin')}</Tag>
      </span>
    );
  }
  return (
    <span className="ui-comment__author" translate="no">
      {name}
    </span>
  );
}

const shownWhen = (iso: string) => iso.slice(0, 16).replace('T', ' ');

interface RepliedTo {
  name: string;
  adminReply: number;
}

function Entry({ item, actions, repliedTo }: { item: Comment | CommentReply; actions: ThreadActions; repliedTo?: RepliedTo }) {
  const t = useT(postsMessages);
  const [replying, setReplying] = useState(false);
  const replyTo = t('comments.replyTo', { name: item.adminReply === ADMIN_REPLY.ADMIN ? t('comments.admin') : item.author });
  const { reply } = actions;
  return (
    <div className="ui-comment__entry" id={`comment-${item.id}`}>
      <Avatar src={item.avatar || undefined} icon={<UserOutlined aria-hidden />} alt="" size={32} />
      <div className="ui-comment__body">
        <div className="ui-comment__meta">
          <Author name={item.author} adminReply={item.adminReply} />
          <VerifiedBadge verified={item.verified} />
          {repliedTo && (
            <span className="ui-comment__to">
              {t('comments.repliedTo')} <Author {...repliedTo} />
            </span>
          )}
          <time dateTime={item.updateDate}>{shownWhen(item.updateDate)}</time>
        </div>
        <p lang={langOfText(item.messageContent)}>
          <CommentText text={item.messageContent} />
        </p>
        <div className="ui-comment__actions">
          <Button type="link" size="small" onClick={() => (reply ? setReplying((open) => !open) : actions.toSignIn())}>
            {t('comments.reply')}
          </Button>
          {item.deletable && (
            <Button type="link" size="small" danger onClick={() => actions.remove(item.id)}>
              {t('comments.delete')}
            </Button>
          )}
        </div>
        {replying && reply && (
          <CommentForm
            label={replyTo}
            submitText={t('comments.reply')}
            placeholder={replyTo}
            autoFocus
            onSubmit={async (text) => {
              const saved = await reply(item.id, text);
              if (saved) setReplying(false);
              return saved;
            }}
          />
        )}
      </div>
    </div>
  );
}

/** A comment and every reply below it (oldest first), each naming the one it answers. */
export function CommentThread({ comment, actions }: { comment: Comment; actions: ThreadActions }) {
  return (
    <li className="ui-comment">
      <Entry item={comment} actions={actions} />
      {comment.messageReply.length > 0 && (
        <ul className="ui-comment__replies">
          {comment.messageReply.map((r) => (
            <li key={r.id}>
              <Entry item={r} actions={actions} repliedTo={{ name: r.messageNickName, adminReply: r.messageReplyAdmin }} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
