import { Link } from 'react-router';
import { shownTime } from '../../../contracts/core/dates';
import { FLAG } from '../../../contracts/knowledge/codes';
import type { KnowledgeArticle } from '../../../contracts/knowledge/models';
import { useLanguage, useT } from '../../lib/i18n';
import { kitIsland } from '../../ui/kit/island';
import type { CommentsData } from '../../ui/comments/load';
import { knowledgeMessages } from './messages';
import { knowledgeHref, type KnowledgeParams } from './params';
import { langOfText, writtenIn } from '../../ui/posts/written-in';
import { Watermark } from './Watermark';
import { grouped } from '../../../contracts/core/format';

/** The comments are a kit part, hydrated after the first paint (decision 0065). */
const Comments = kitIsland(() => import('../../ui/comments/Comments').then((m) => m.Comments));

/**
 * An article shown in place of the list (§2): a breadcrumb from the category path back to the list, the
 * body (HTML the server sanitised), its watermark when flagged, and the comments. An article is written in one
 * language: when that is not the page's, the page says so and marks the title and body with their language.
 */
export function ArticleView({ article, params, comments }: { article: KnowledgeArticle; params: KnowledgeParams; comments: CommentsData }) {
  const t = useT(knowledgeMessages);
  const page = useLanguage();
  const written = writtenIn(article.contentTitle);
  const lang = langOfText(article.contentTitle, page);
  const body = <div className="kb-article__body" lang={lang} dangerouslySetInnerHTML={{ __html: article.content }} />;
  return (
    <article className="kb-article" aria-labelledby="kb-article-title">
      <nav className="kb-crumbs" aria-label={t('article.location')}>
        <ol>
          <li>
            <Link to={knowledgeHref({ ...params, id: null })}>{t('title')}</Link>
          </li>
          {article.paths.map((step) => (
            <li key={step.uuid}>
              <Link to={knowledgeHref({ categoryId: step.uuid })} lang={langOfText(step.categoryName, page)}>
                {step.categoryName}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 id="kb-article-title" lang={lang}>
        {article.contentTitle}
      </h1>
      <p className="kb-item__meta">
        <time dateTime={article.createDate}>{shownTime(article.createDate)}</time>
        <span>{t('article.views', { count: article.contentHit, views: grouped(article.contentHit) })}</span>
        {article.contentKeyword && <span lang={langOfText(article.contentKeyword, page)}>{article.contentKeyword}</span>}
      </p>
      {written !== page && <p className="kb-article__only">{t(written === 'en' ? 'article.onlyEnglish' : 'article.onlyChinese')}</p>}
      {article.waterRemarkFlag === FLAG.ON && article.waterRemark ? <Watermark text={article.waterRemark}>{body}</Watermark> : body}
      <p className="kb-source">{t('article.source', { time: shownTime(article.updateDate) })}</p>
      {/* The comments area (§2): the shared component, read by the loader so it renders without JavaScript. */}
      <section className="kb-comments" aria-label={t('article.comments')}>
        <Comments data={comments} key={comments.ownerId} />
      </section>
    </article>
  );
}
