import { App, Button } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { commentCalls } from '../../../contracts/comments/calls';
import { COMMENT_LIMITS, commentMessages } from '../../../contracts/comments/codes';
import { browserApi } from '../../lib/api';
import { pathOfLocation, signInHref } from '../../lib/redirect';
import { useMessages, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { postsMessages } from '../posts/messages';
import { EmptyState, ListProblem } from '../EmptyState';
import { CommentForm } from './CommentForm';
import { CommentThread, type ThreadActions } from './CommentThread';
import type { CommentsData } from './load';

/**
 * The comments area of any subject (§7 'Comments'), read by the page's loader (loadComments) so it renders
 * without JavaScript. Visitors read and are sent to sign in to write; a signed-in user comments, replies and
 * deletes what they may (the server says which: 'deletable'). Give it key={ownerId} so a new subject starts afresh.
 */
export function Comments({ data }: { data: CommentsData }) {
  const t = useT(postsMessages);
  const m = useMessages(commentMessages);
  const { commentsType, ownerId } = data;
  const { user, toSignIn, failed } = useSession();
  const { modal, message } = App.useApp();
  const location = useLocation();
  const [comments, setComments] = useState(data.comments);

  const reload = async () => {
    try {
      const page = await browserApi().call(commentCalls.list, {
        query: { page: 1, limit: COMMENT_LIMITS.pageSize, commentsType, ownerId },
      });
      setComments({ list: page.list, total: page.total });
    } catch (err) {
      failed(err);
    }
  };

  /** Runs a write; 'Successfully!' and a fresh list after it, the server's warning otherwise. */
  const write = async (send: () => Promise<unknown>): Promise<boolean> => {
    try {
      await send();
    } catch (err) {
      failed(err);
      return false;
    }
    void message.success(m.success, 3);
    await reload();
    return true;
  };

  const actions: ThreadActions = {
    toSignIn,
    reply: user
      ? (pid, messageContent) =>
          write(() => browserApi().call(commentCalls.reply, { body: { commentsType, ownerId, pid, messageContent } }))
      : null,
    remove: (id) => {
      // The dialog's handle is thenable (it settles when the dialog closes); nothing waits for it here.
      void modal.confirm({
        // §5's confirmation before a comment (and the replies below it) is deleted.
        title: t('comments.confirmDelete'),
        okText: t('comments.ok'),
        cancelText: t('comments.cancel'),
        // The dialog stays open, its OK button busy, until the delete has answered.
        onOk: async () => {
          await write(() => browserApi().call(commentCalls.remove, { body: { commentsType, id } }));
        },
      });
    },
  };

  const count = comments ? comments.list.reduce((sum, c) => sum + 1 + c.messageReply.length, 0) : 0;
  return (
    <section className="ui-comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{comments ? t('comments.titleCount', { count }) : t('comments.title')}</h2>
      {user ? (
        <CommentForm
          label={t('comments.yours')}
          submitText={t('comments.release')}
          placeholder={t('comments.placeholder')}
          onSubmit={(messageContent) =>
            write(() => browserApi().call(commentCalls.add, { body: { commentsType, ownerId, messageContent } }))
          }
        />
      ) : (
        <p className="ui-comments__visitor">
          <Link to={signInHref(pathOfLocation(location))}>
            <Button type="primary" tabIndex={-1}>
              {t('comments.signIn')}
            </Button>
          </Link>
        </p>
      )}
      {comments === null ? (
        <ListProblem text={t('comments.unreadable')} />
      ) : comments.list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="ui-comments__list">
          {comments.list.map((c) => (
            <CommentThread key={c.id} comment={c} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
