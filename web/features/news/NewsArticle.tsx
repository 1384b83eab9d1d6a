import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { newsCalls } from '../../../contracts/news/calls';
import { BAIDU_INCLUDED } from '../../../contracts/news/codes';
import { browserApi } from '../../lib/api';
import { kitIsland } from '../../ui/kit/island';
import type { CommentsData } from '../../ui/comments/load';
import { DetailHeader } from '../../ui/DetailHeader';
import { HeadlineList, type HeadlineItem } from './NewsLists';
import { type NewsSourceKey, SectionSource } from './SourceNote';
import { grouped } from '../../../contracts/core/format';
import { routerPathOfWindow, useLanguage, useT } from '../../lib/i18n';
import { newsMessages } from './messages';
import { bodyLangAttr, langAttr, titlesFor } from './titles';

/**
 * §3 baiduIncluded: while an item is not yet announced to search engines, its page hands its address to the
 * inclusion helper (linkSubmit) and then marks it included. Once per page view, in the browser; a failure
 * only means a later visit tries again.
 */
export function useSearchEngineInclusion(id: number, baiduIncluded: number) {
  useEffect(() => {
    if (baiduIncluded === BAIDU_INCLUDED) return;
    // The page's path without its language prefix: the helper knows each item by its one (English) address.
    const fullPath = `${routerPathOfWindow().split('?')[0]}?id=${id}`;
    const api = browserApi();
    void api
      .call(newsCalls.linkSubmit, { query: { fullPath } })
      .then(() => api.call(newsCalls.updateBaiduIncluded, { body: { id } }))
      .catch(() => undefined);
  }, [id, baiduIncluded]);
}

/** The comments are a kit part: painted from the server's markup, hydrated once the kit has loaded (decision 0065). */
const Comments = kitIsland(() => import('../../ui/comments/Comments').then((m) => m.Comments));

const preventContextMenu = (event: MouseEvent) => event.preventDefault();

/**
 * A news item's page: the title in the reader's language (the other language's title on demand), date, views, the
 * sanitised body, its source, the related headlines ('Recommended News' unless named otherwise) and, for commented
 * kinds, the comments. The body is written in English (NEWS_BODY_LANGUAGE): a Chinese page says so and marks it.
 * `protectedBody` (market news, §2): the body cannot be selected or opened with the context menu; links in it still
 * take focus and the text stays in the accessibility tree.
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
  relatedTitle,
  comments,
  after,
}: {
  /** The English title. */
  title: string;
  /** The Chinese original title, '' when there is none. */
  titleZh: string;
  date: string;
  views: number;
  lines?: ReactNode;
  html: string;
  protectedBody?: boolean;
  source: NewsSourceKey;
  related: HeadlineItem[];
  relatedTitle?: string;
  comments?: CommentsData;
  /** Shown below the body (a GACC update's changes). */
  after?: ReactNode;
}) {
  const t = useT(newsMessages);
  const page = useLanguage();
  const { first, other, missing } = titlesFor(page, title, titleZh);
  const bodyLang = bodyLangAttr(page);
  return (
    <article className="news-article" aria-labelledby="news-title">
      <DetailHeader title={<span lang={langAttr(first.language, page)}>{first.text}</span>} titleId="news-title">
        {other && (
          <details className="news-article__other">
            <summary>{t('article.otherTitle')}</summary>
            <p lang={langAttr(other.language, page)}>{other.text}</p>
          </details>
        )}
        <p className="news-article__meta">
          <time dateTime={date}>{date}</time> · {t('article.views', { count: views, views: grouped(views) })}
          {lines}
        </p>
      </DetailHeader>
      {bodyLang && <p className="news-article__only">{t(missing ? 'article.onlyEnglish' : 'article.bodyInEnglish')}</p>}
      <div
        className={`news-body${protectedBody ? ' news-body--protected' : ''}`}
        lang={bodyLang}
        onContextMenu={protectedBody ? preventContextMenu : undefined}
        // Sanitised twice on the server: when saved and by the presenter that sent it (sanitizeArticleHtml).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {after}
      <SectionSource section={source} />
      <section className="news-panel news-related" aria-labelledby="news-related-title">
        <h2 id="news-related-title">{relatedTitle ?? t('article.recommended')}</h2>
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
