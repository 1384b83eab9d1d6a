import { Link } from 'react-router';
import { shownTime } from '../../../contracts/core/dates';
import { FLAG } from '../../../contracts/knowledge/codes';
import type { KnowledgeArticle } from '../../../contracts/knowledge/models';
import { Comments } from '../../ui/comments/Comments';
import type { CommentsData } from '../../ui/comments/load';
import { knowledgeHref, type KnowledgeParams } from './params';
import { Watermark } from './Watermark';
import { grouped } from '../../../contracts/core/format';

/**
 * An article shown in place of the list (§2): a breadcrumb from the category path back to the list, the
 * body (HTML the server sanitised), its watermark when flagged, and the comments.
 */
export function ArticleView({ article, params, comments }: { article: KnowledgeArticle; params: KnowledgeParams; comments: CommentsData }) {
  const body = <div className="kb-article__body" dangerouslySetInnerHTML={{ __html: article.content }} />;
  return (
    <article className="kb-article" aria-labelledby="kb-article-title">
      <nav className="kb-crumbs" aria-label="Article location">
        <ol>
          <li>
            <Link to={knowledgeHref({ ...params, id: null })}>Think-tank</Link>
          </li>
          {article.paths.map((step) => (
            <li key={step.uuid}>
              <Link to={knowledgeHref({ categoryId: step.uuid })}>{step.categoryName}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 id="kb-article-title">{article.contentTitle}</h1>
      <p className="kb-item__meta">
        <time dateTime={article.createDate}>{shownTime(article.createDate)}</time>
        <span>{grouped(article.contentHit)} views</span>
        {article.contentKeyword && <span>{article.contentKeyword}</span>}
      </p>
      {article.waterRemarkFlag === FLAG.ON && article.waterRemark ? <Watermark text={article.waterRemark}>{body}</Watermark> : body}
      <p className="kb-source">
        Source: CMSP editorial desk · last updated {shownTime(article.updateDate)} · general guidance, not legal advice.
      </p>
      {/* The comments area (§2): the shared component, read by the loader so it renders without JavaScript. */}
      <section className="kb-comments" aria-label="Comments">
        <Comments data={comments} key={comments.ownerId} />
      </section>
    </article>
  );
}
