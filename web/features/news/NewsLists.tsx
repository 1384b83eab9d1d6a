import { Link, useLocation } from 'react-router';
import { ACCESS_TYPE_LABEL, type AccessType } from '../../../contracts/core/codes';
import type { CustomsUpdateRow, NewsRow } from '../../../contracts/news/models';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { type Column, DataTable } from '../../ui/DataTable';
import { EmptyState, ListProblem } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { type NewsParams, withNewsParams } from './params';
import { grouped } from '../../../contracts/core/format';

/** A news headline: the English title, the Chinese original under it when there is one. */
export function Headline({ to, title, titleZh }: { to: string; title: string; titleZh: string }) {
  return (
    <span className="news-headline">
      <Link to={to}>{title}</Link>
      {titleZh && (
        <span className="news-headline__zh" lang="zh-CN">
          {titleZh}
        </span>
      )}
    </span>
  );
}

export function newsColumns(pathOf: (id: number) => string): Column<NewsRow>[] {
  return [
    { header: 'Date', cell: (n) => <time dateTime={n.sourceDate}>{n.sourceDate}</time>, className: 'ui-nowrap' },
    {
      header: 'Title',
      className: 'ui-table__wide',
      cell: (n) => (
        <>
          <Headline to={pathOf(n.id)} title={n.enContentTitle} titleZh={n.contentTitle} />
          <span className="news-summary">{n.summary}</span>
        </>
      ),
    },
    { header: 'Country', cell: (n) => n.countryName },
    { header: 'Type', cell: (n) => ACCESS_TYPE_LABEL[n.accessType as AccessType] ?? n.accessType },
    { header: 'Views', cell: (n) => grouped(n.views), className: 'ui-nowrap' },
  ];
}

export function customsColumns(pathOf: (id: number) => string): Column<CustomsUpdateRow>[] {
  return [
    { header: 'Date', cell: (u) => <time dateTime={u.enInfoTime}>{u.enInfoTime}</time>, className: 'ui-nowrap' },
    {
      header: 'Update',
      className: 'ui-table__wide',
      cell: (u) => (
        <>
          <Headline to={pathOf(u.id)} title={u.enTitle} titleZh={u.contentTitle} />
          <span className="news-summary">{u.summary}</span>
        </>
      ),
    },
    { header: 'Country / area', cell: (u) => u.countryNames.join(', ') },
    { header: 'Notice', cell: (u) => u.infoCode, className: 'ui-nowrap' },
  ];
}

/** A list page's body: why the filters selected nothing (if the API refused them), the rows, and the pager that keeps the filters. */
export function NewsTable<T>({
  page,
  columns,
  rowKey,
  params,
  caption,
}: {
  page: { list: T[]; total: number; problem?: string };
  columns: Column<T>[];
  rowKey: (row: T) => number;
  params: NewsParams;
  caption: string;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <ListProblem text={page.problem} />
      <DataTable rows={page.list} columns={columns} rowKey={rowKey} caption={caption} />
      <Pager
        page={params.page}
        total={page.total}
        pageSize={NEWS_PAGE_SIZE.lists}
        hrefFor={(n) => `${pathname}${withNewsParams(params, { page: n })}`}
      />
    </>
  );
}

export interface HeadlineItem {
  id: number;
  to: string;
  title: string;
  titleZh?: string;
  date: string;
}

/** A short list of headlines with their dates (overview panels, recommended news). */
export function HeadlineList({ items }: { items: HeadlineItem[] }) {
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className="news-headlines">
      {items.map((i) => (
        <li key={i.id}>
          <time dateTime={i.date}>{i.date}</time>
          <Headline to={i.to} title={i.title} titleZh={i.titleZh ?? ''} />
        </li>
      ))}
    </ul>
  );
}
