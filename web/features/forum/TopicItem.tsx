import { EyeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { topicCalls } from '../../../contracts/forum/calls';
import type { Topic } from '../../../contracts/forum/models';
import { forumPath, topicPath } from '../../../contracts/forum/pages';
import { browserApi } from '../../lib/api';
import { track } from '../../lib/tracking';
import { CollectButton } from '../../ui/CollectButton';
import { Photos, Video } from '../../ui/posts/Media';

/** The author line: 'Admin' with a badge for an administrator's topic (§2, §6). */
export function TopicAuthor({ topic }: { topic: Topic }) {
  return (
    <span className="community-card__who">
      <Avatar src={topic.userInfo.avatar || undefined} icon={<UserOutlined />} alt="" />
      <strong>{topic.userInfo.nickName}</strong>
      {topic.isAdmin && <Tag color="gold">Admin</Tag>}
      <time dateTime={topic.transformEnTime}>{topic.transformEnTime} UTC</time>
    </span>
  );
}

export function TopicBadges({ topic }: { topic: Topic }) {
  return (
    <>
      {topic.top === 1 && <Tag color="red">Top</Tag>}
      {topic.good === 1 && <Tag color="green">Selection</Tag>}
    </>
  );
}

export function TopicCounts({ topic, onCollectChange }: { topic: Topic; onCollectChange?: () => void }) {
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
      <span title="Comments">
        <MessageOutlined /> {topic.commentCount}
      </span>
      <span title="Views">
        <EyeOutlined /> {topic.viewsCount}
      </span>
    </span>
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
      <header className="community-card__head">
        <TopicAuthor topic={topic} />
        <span className="community-card__tags">
          <TopicBadges topic={topic} />
        </span>
      </header>
      <h2 id={`topic-${topic.id}`} className="community-card__title">
        <Link to={topicPath(topic.code)}>{topic.title}</Link>
      </h2>
      <p className="community-card__text community-card__text--clamp">{topic.content}</p>
      {topic.video ? <Video src={topic.video} title={topic.title} /> : <Photos images={topic.images} max={maxImages} alt={topic.title} />}
      <footer className="community-card__foot">
        {topic.labelEnName ? (
          <Link to={forumPath(topic.labelClass, topic.labelCode)}>
            <Tag color="blue">{topic.labelEnName}</Tag>
          </Link>
        ) : (
          <Link to={forumPath(topic.labelClass)}>
            <Tag>{topic.labelClassEnName}</Tag>
          </Link>
        )}
        {topic.checkStatus === 2 && <TopicCounts topic={topic} onCollectChange={onCollectChange} />}
        {actions}
      </footer>
    </article>
  );
}
