import { Link } from 'react-router';
import type { Topic } from '../../../contracts/forum/models';
import type { CommentsData } from '../../ui/comments/load';
import { Comments } from '../../ui/comments/Comments';
import { Photos, Video } from '../../ui/posts/Media';
import { ReportButton } from '../../ui/posts/ReportButton';
import { StatusTag } from '../../ui/posts/StatusTag';
import { langOfText } from '../../ui/posts/written-in';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { forumMessages } from './messages';
import { TopicCounts, TopicHead, TopicLabel, TopicLabelClass } from './TopicItem';

/**
 * A topic on its page (§2 'Topic detail'): author, badges, text, photos with the viewer, video, counts, labels,
 * report and comments. A kit part of /exchange/detail, hydrated after the first paint (web/routes/forum/detail.tsx).
 */
export function TopicView({ topic, comments }: { topic: Topic; comments: CommentsData | null }) {
  const t = useT(forumMessages);
  const { user } = useSession();
  const approved = topic.checkStatus === 2;
  return (
    <article className="community-page" aria-labelledby="topic-title">
      <p>
        <Link to="/exchange">{t('detail.back')}</Link>
      </p>
      <TopicHead topic={topic} />
      {!approved && <StatusTag checkStatus={topic.checkStatus} refuseReason={topic.refuseReason} />}
      <h1 id="topic-title" className="community-detail__title" lang={langOfText(topic.title)}>
        {topic.title}
      </h1>
      <div className="community-detail__text" lang={langOfText(topic.content)}>
        {topic.content}
      </div>
      <Photos images={topic.images} alt={topic.title} />
      <Video src={topic.video} title={topic.title} />
      <footer className="community-card__foot">
        <TopicLabelClass topic={topic} />
        {topic.labelEnName && <TopicLabel topic={topic} />}
        {approved && <TopicCounts topic={topic} />}
        {approved && user?.userId !== topic.userInfo.userId && <ReportButton subjectType="COMMUNITY" id={topic.id} />}
      </footer>
      {comments && <Comments key={topic.id} data={comments} />}
    </article>
  );
}
