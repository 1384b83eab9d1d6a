import { EyeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { topicCalls } from '../../../contracts/forum/calls';
import type { Topic } from '../../../contracts/forum/models';
import { forumPath, topicPath } from '../../../contracts/forum/pages';
import { browserApi } from '../../lib/api';
import { useLanguage, useT } from '../../lib/i18n';
import { track } from '../../lib/tracking';
import { CollectButton } from '../../ui/CollectButton';
import { Photos, Video } from '../../ui/posts/Media';
import { langOfText } from '../../ui/posts/written-in';
import { VerifiedBadge } from '../../ui/posts/VerifiedBadge';
import { forumMessages } from './messages';

/** The author line: 'Admin' with a badge for an administrator's topic (§2, §6). */
function TopicAuthor({ topic }: { topic: Topic }) {
  const t = useT(forumMessages);
  return (
    <span className="community-card__who">
      <Avatar src={topic.userInfo.avatar || undefined} icon={<UserOutlined aria-hidden />} alt="" />
      {/* An administrator's topic is signed 'Admin' (§6), in the page's language. */}
      {topic.isAdmin ? <strong>{t('topic.admin')}</strong> : <strong translate="no">{topic.userInfo.nickName}</strong>}
      {topic.isAdmin && <Tag color="gold">{t('topic.admin')}</Tag>}
      {!topic.isAdmin && <VerifiedBadge verified={topic.userInfo.verified} />}
      <time dateTime={topic.transformEnTime}>{topic.transformEnTime} UTC</time>
    </span>
  );
}

function TopicBadges({ topic }: { topic: Topic }) {
  const t = useT(forumMessages);
  return (
    <>
      {topic.top === 1 && <Tag color="red">{t('topic.top')}</Tag>}
      {topic.good === 1 && <Tag color="green">{t('topic.selection')}</Tag>}
    </>
  );
}

/** A topic's head, in the list and on its page: the author, then the badges. */
export function TopicHead({ topic }: { topic: Topic }) {
  return (
    <header className="community-card__head">
      <TopicAuthor topic={topic} />
      <span className="community-card__tags">
        <TopicBadges topic={topic} />
      </span>
    </header>
  );
}

export function TopicCounts({ topic, onCollectChange }: { topic: Topic; onCollectChange?: () => void }) {
  const t = useT(forumMessages);
  return (
    <span className="community-counts">
      <CollectButton
        collected={topic.collected}
        count={topic.collectCount}
        onChanged={onCollectChange}
        toggle={async (next) => {
          track('CLICK', next ? 'collect' : 'uncollect', 'exchange');
          const body = { topicId: topic.id };
          return next ? browserApi().call(topicCalls.collect, { body }) : browserApi().call(topicCalls.uncollect, { body });
        }}
      />
      <span title={t('topic.comments')}>
        <MessageOutlined aria-hidden /> {topic.commentCount}
      </span>
      <span title={t('topic.views')}>
        <EyeOutlined aria-hidden /> {topic.viewsCount}
      </span>
    </span>
  );
}

/** The topic's label class, named in the page's language (the server names it in both). */
export function TopicLabelClass({ topic }: { topic: Topic }) {
  const name = useLanguage() === 'zh' && topic.labelClassZhName ? topic.labelClassZhName : topic.labelClassEnName;
  return (
    <Link to={forumPath(topic.labelClass)}>
      <Tag>{name}</Tag>
    </Link>
  );
}

/** The topic's label: the operator names each label in one language, which the tag carries. */
export function TopicLabel({ topic }: { topic: Topic }) {
  return (
    <Link to={forumPath(topic.labelClass, topic.labelCode)}>
      <Tag color="blue" lang={langOfText(topic.labelEnName)}>
        {topic.labelEnName}
      </Tag>
    </Link>
  );
}

/** A topic in the forum list (§2): one image or the video, badges, label tag, counts on approved topics. */
export function TopicItem({
  topic,
  actions,
  maxImages = 1,
  onCollectChange,
}: {
  topic: Topic;
  actions?: ReactNode;
  maxImages?: number;
  onCollectChange?: () => void;
}) {
  return (
    <article className="community-card" aria-labelledby={`topic-${topic.id}`}>
      <TopicHead topic={topic} />
      <h2 id={`topic-${topic.id}`} className="community-card__title">
        <Link to={topicPath(topic.code)} lang={langOfText(topic.title)}>
          {topic.title}
        </Link>
      </h2>
      <p className="community-card__text community-card__text--clamp" lang={langOfText(topic.content)}>
        {topic.content}
      </p>
      {topic.video ? <Video src={topic.video} title={topic.title} /> : <Photos images={topic.images} max={maxImages} alt={topic.title} />}
      <footer className="community-card__foot">
        {topic.labelEnName ? <TopicLabel topic={topic} /> : <TopicLabelClass topic={topic} />}
        {topic.checkStatus === 2 && <TopicCounts topic={topic} onCollectChange={onCollectChange} />}
        {actions}
      </footer>
    </article>
  );
}
