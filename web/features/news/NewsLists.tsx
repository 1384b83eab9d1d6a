import { Link, useLocation } from 'react-router';
import type { CustomsUpdateRow, NewsRow } from '../../../contracts/news/models';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { customsUpdatePath } from '../../../contracts/news/pages';
import { useLanguage, useT } from '../../lib/i18n';
import { type Column, DataTable } from '../../ui/DataTable';
import { EmptyState, ListProblem } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { newsMessages } from './messages';
import { type NewsParams, withNewsParams } from './params';
import { bodyLangAttr, langAttr, titlesFor } from './titles';
import { grouped } from '../../../contracts/core/format';

/**
 * A news headline: the title in the page's language as the link, the other language's title under it when there is
 * one. On a Chinese page an item without a Chinese title shows its English one, marked as English only.
 */
export function Headline({ to, title, titleZh }: { to: string; title: string; titleZh: string }) {
  const t = useT(newsMessages);
  const page = useLanguage();
  const { first, other, missing } = titlesFor(page, title, titleZh);
  return (
    <span className="news-headline">
      <Link to={to} lang={langAttr(first.language, page)}>
        {first.text}
      </Link>
      {other && (
        <span className="news-headline__other" lang={langAttr(other.language, page)}>
          {other.text}
        </span>
      )}
      {missing && <span className="news-headline__only">{t('headline.englishOnly')}</span>}
    </span>
  );
}

/** An item's summary: the start of its body, in the body's language. */
function Summary({ text }: { text: string }) {
  return (
    <span className="news-summary" lang={bodyLangAttr(useLanguage())}>
      {text}
    </span>
  );
}

/** The columns of the market and factory news lists, in the page's language. */
export function useNewsColumns(pathOf: (id: number) => string): Column<NewsRow>[] {
  const t = useT(newsMessages);
  return [
    { header: t('columns.date'), cell: (n) => <time dateTime={n.sourceDate}>{n.sourceDate}</time>, className: 'ui-nowrap' },
    {
      header: t('columns.title'),
      className: 'ui-table__wide',
      cell: (n) => (
        <>
          <Headline to={pathOf(n.id)} title={n.enContentTitle} titleZh={n.contentTitle} />
          <Summary text={n.summary} />
        </>
      ),
    },
    { header: t('columns.country'), cell: (n) => n.countryName },
    {
      header: t('columns.type'),
      cell: (n) => (n.accessType === '201' || n.accessType === '202' ? t(`accessTypes.${n.accessType}`) : n.accessType),
    },
    { header: t('columns.views'), cell: (n) => grouped(n.views), className: 'ui-nowrap' },
  ];
}

/** The columns of the GACC updates list, in the page's language; the notice number is a code, never translated. */
export function useCustomsColumns(pathOf: (id: number) => string): Column<CustomsUpdateRow>[] {
  const t = useT(newsMessages);
  return [
    { header: t('columns.date'), cell: (u) => <time dateTime={u.enInfoTime}>{u.enInfoTime}</time>, className: 'ui-nowrap' },
    {
      header: t('columns.update'),
      className: 'ui-table__wide',
      cell: (u) => (
        <>
          <Headline to={pathOf(u.id)} title={u.enTitle} titleZh={u.contentTitle} />
          <Summary text={u.summary} />
        </>
      ),
    },
    { header: t('columns.countryArea'), cell: (u) => u.countryNames.join(t('listSeparator')) },
    {
      header: t('columns.notice'),
      cell: (u) => <span translate="no">{u.infoCode}</span>,
      className: 'ui-nowrap',
    },
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
  /** The English title. */
  title: string;
  /** The Chinese original title, '' or absent when there is none. */
  titleZh?: string;
  date: string;
}

/** A market or factory news row as a headline of a short list, linked to its page. */
export const newsHeadline =
  (pathOf: (id: number) => string) =>
  (n: NewsRow): HeadlineItem => ({ id: n.id, to: pathOf(n.id), title: n.enContentTitle, titleZh: n.contentTitle, date: n.sourceDate });

/** A GACC update as a headline of a short list, linked to its page. */
export const customsHeadline = (u: CustomsUpdateRow): HeadlineItem => ({
  id: u.id,
  to: customsUpdatePath(u.id),
  title: u.enTitle,
  titleZh: u.contentTitle,
  date: u.enInfoTime,
});

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
