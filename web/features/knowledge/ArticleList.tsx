import { Form, Link } from 'react-router';
import { shownTime } from '../../../contracts/core/dates';
import { KNOWLEDGE_LIMITS, KNOWLEDGE_PAGE_SIZE } from '../../../contracts/knowledge/codes';
import type { KnowledgeListItem } from '../../../contracts/knowledge/models';
import { useLanguage, useT } from '../../lib/i18n';
import { EmptyState, ListProblem } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { kitIsland } from '../../ui/kit/island';
import { knowledgeMessages } from './messages';
import { knowledgeHref, type KnowledgeParams } from './params';
import { langOfText, writtenIn } from '../../ui/posts/written-in';
import { grouped } from '../../../contracts/core/format';

/** The search button is a kit part, hydrated after the first paint (decision 0065); it submits as plain HTML before. */
const SearchButton = kitIsland(() => import('./SearchButton').then((m) => m.SearchButton));

/** A list row: its title, date, category and views, and its summary, each marked when in the other language. */
function ArticleItem({ article, params }: { article: KnowledgeListItem; params: KnowledgeParams }) {
  const t = useT(knowledgeMessages);
  const page = useLanguage();
  const written = writtenIn(article.contentTitle);
  const lang = langOfText(article.contentTitle, page);
  return (
    <li className="kb-item">
      <h2>
        <Link to={knowledgeHref({ ...params, id: article.id })} lang={lang}>
          {article.contentTitle}
        </Link>
      </h2>
      <p className="kb-item__meta">
        <time dateTime={article.createDate}>{article.createDate.slice(0, 10)}</time>
        <span lang={langOfText(article.categoryName, page)}>{article.categoryName}</span>
        <span>{t('article.views', { count: article.contentHit, views: grouped(article.contentHit) })}</span>
        {written !== page && <span className="kb-item__only">{t(written === 'en' ? 'article.inEnglish' : 'article.inChinese')}</span>}
      </p>
      <p className="kb-item__summary" lang={lang}>
        {article.summary}
      </p>
    </li>
  );
}

/** The list view (§2): a title search that keeps the category, 10 articles a page, each opening in place. */
export function ArticleList({
  params,
  heading,
  page,
}: {
  params: KnowledgeParams;
  /** A category's name as written (`named`), or the page's own heading (All, Most read). */
  heading: { text: string; named: boolean };
  page: { list: KnowledgeListItem[]; total: number; problem?: string };
}) {
  const t = useT(knowledgeMessages);
  const language = useLanguage();
  const newest = page.list.reduce<string | null>((top, a) => (top && top > a.createDate ? top : a.createDate), null);
  const headingText = heading.named ? <span lang={langOfText(heading.text, language)}>{heading.text}</span> : heading.text;
  return (
    <section className="kb-list" aria-labelledby="kb-list-title">
      <div className="kb-list__head">
        <h1 id="kb-list-title">
          {headingText}
          {params.articleTitle && (
            <>
              {t('list.titleLead')}
              <span translate="no" lang={langOfText(params.articleTitle, language)}>
                “{params.articleTitle}”
              </span>
            </>
          )}
        </h1>
        <Form method="get" action="/knowledgeBase" role="search" aria-label={t('list.searchLabel')} className="kb-search">
          {params.categoryId && <input type="hidden" name="categoryId" value={params.categoryId} />}
          <input
            type="search"
            name="articleTitle"
            aria-label={t('list.titleLabel')}
            placeholder={t('list.placeholder')}
            defaultValue={params.articleTitle}
            key={params.articleTitle}
            maxLength={KNOWLEDGE_LIMITS.articleTitle}
          />
          <SearchButton label={t('list.search')} />
        </Form>
      </div>
      <ListProblem text={page.problem} />
      {page.list.length === 0 ? (
        <EmptyState boxed />
      ) : (
        <ol className="kb-items">
          {page.list.map((article) => (
            <ArticleItem key={article.id} article={article} params={params} />
          ))}
        </ol>
      )}
      <Pager page={params.page} total={page.total} pageSize={KNOWLEDGE_PAGE_SIZE} hrefFor={(n) => knowledgeHref({ ...params, page: n })} />
      <p className="kb-source">
        {t('list.source')}
        {newest && ` ${t('list.newest', { time: shownTime(newest) })}`}
      </p>
    </section>
  );
}
