import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { newsCalls } from '../../../contracts/news/calls';
import { BAIDU_INCLUDED } from '../../../contracts/news/codes';
import { browserApi } from '../../lib/api';
import { Comments } from '../../ui/comments/Comments';
import type { CommentsData } from '../../ui/comments/load';
import { DetailHeader } from '../../ui/DetailHeader';
import { HeadlineList, type HeadlineItem } from './NewsLists';
import { SourceNote } from './SourceNote';
import { grouped } from '../../../contracts/core/format';

/**
 * §3 baiduIncluded: while an item is not yet announced to search engines, its page hands its address to the
 * inclusion helper (linkSubmit) and then marks it included. Once per page view, in the browser; a failure
 * only means a later visit tries again.
 */
export function useSearchEngineInclusion(id: number, baiduIncluded: number) {
  useEffect(() => {
    if (baiduIncluded === BAIDU_INCLUDED) return;
    const fullPath = `${window.location.pathname}?id=${id}`;
    const api = browserApi();
    void api
      .call(newsCalls.linkSubmit, { query: { fullPath } })
      .then(() => api.call(newsCalls.updateBaiduIncluded, { body: { id } }))
      .catch(() => undefined);
  }, [id, baiduIncluded]);
}

const preventContextMenu = (event: MouseEvent) => event.preventDefault();

/**
 * A news item's page: title (Chinese original under it), date, views, the sanitised body, its source, the
 * related headlines ('Recommended News' unless named otherwise) and, for commented kinds, the comments. `protectedBody` (market news, §2): the body cannot be selected or
 * opened with the context menu; links in it still take focus and the text stays in the accessibility tree.
 */
export function NewsArticle({
  title,
  titleZh,
  date,
  views,
  lines,
  html,
  protectedBody = false,
  source,
  related,
  relatedTitle = 'Recommended News',
  comments,
}: {
  title: string;
  titleZh: string;
  date: string;
  views: number;
  lines?: ReactNode;
  html: string;
  protectedBody?: boolean;
  source: string;
  related: HeadlineItem[];
  relatedTitle?: string;
  comments?: CommentsData;
}) {
  return (
    <article className="news-article" aria-labelledby="news-title">
      <DetailHeader title={title} titleId="news-title">
        {titleZh && (
          <p className="news-article__zh" lang="zh-CN">
            {titleZh}
          </p>
        )}
        <p className="news-article__meta">
          <time dateTime={date}>{date}</time> · {grouped(views)} views{lines}
        </p>
      </DetailHeader>
      <div
        className={`news-body${protectedBody ? ' news-body--protected' : ''}`}
        onContextMenu={protectedBody ? preventContextMenu : undefined}
        // Sanitised twice on the server: when saved and by the presenter that sent it (sanitizeArticleHtml).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <SourceNote source={source} />
      <section className="news-panel news-related" aria-labelledby="news-related-title">
        <h2 id="news-related-title">{relatedTitle}</h2>
        <HeadlineList items={related} />
      </section>
      {comments && (
        <div className="news-comments-slot">
          <Comments key={comments.ownerId} data={comments} />
        </div>
      )}
    </article>
  );
}
