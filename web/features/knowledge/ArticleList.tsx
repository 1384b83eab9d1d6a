import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Form, Link } from 'react-router';
import { shownTime } from '../../../contracts/core/dates';
import { KNOWLEDGE_LIMITS, KNOWLEDGE_PAGE_SIZE } from '../../../contracts/knowledge/codes';
import type { KnowledgeListItem } from '../../../contracts/knowledge/models';
import { EmptyState, ListProblem } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { knowledgeHref, type KnowledgeParams } from './params';
import { grouped } from '../../../contracts/core/format';

/** The list view (§2): a title search that keeps the category, 10 articles a page, each opening in place. */
export function ArticleList({
  params,
  heading,
  page,
}: {
  params: KnowledgeParams;
  heading: string;
  page: { list: KnowledgeListItem[]; total: number; problem?: string };
}) {
  const newest = page.list.reduce<string | null>((top, a) => (top && top > a.createDate ? top : a.createDate), null);
  return (
    <section className="kb-list" aria-labelledby="kb-list-title">
      <div className="kb-list__head">
        <h1 id="kb-list-title">{heading}</h1>
        <Form method="get" action="/knowledgeBase" role="search" aria-label="Search article titles" className="kb-search">
          {params.categoryId && <input type="hidden" name="categoryId" value={params.categoryId} />}
          <input
            type="search"
            name="articleTitle"
            aria-label="Article title"
            placeholder="Search article titles"
            defaultValue={params.articleTitle}
            key={params.articleTitle}
            maxLength={KNOWLEDGE_LIMITS.articleTitle}
          />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Search
          </Button>
        </Form>
      </div>
      <ListProblem text={page.problem} />
      {page.list.length === 0 ? (
        <EmptyState boxed />
      ) : (
        <ol className="kb-items">
          {page.list.map((article) => (
            <li key={article.id} className="kb-item">
              <h2>
                <Link to={knowledgeHref({ ...params, id: article.id })}>{article.contentTitle}</Link>
              </h2>
              <p className="kb-item__meta">
                <time dateTime={article.createDate}>{article.createDate.slice(0, 10)}</time>
                <span>{article.categoryName}</span>
                <span>{grouped(article.contentHit)} views</span>
              </p>
              <p className="kb-item__summary">{article.summary}</p>
            </li>
          ))}
        </ol>
      )}
      <Pager page={params.page} total={page.total} pageSize={KNOWLEDGE_PAGE_SIZE} hrefFor={(n) => knowledgeHref({ ...params, page: n })} />
      <p className="kb-source">
        Source: CMSP editorial desk, general guidance for exporters, not legal advice.
        {newest && ` Newest on this page: ${shownTime(newest)}.`}
      </p>
    </section>
  );
}
