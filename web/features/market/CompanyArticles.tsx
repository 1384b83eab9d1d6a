import { Link } from 'react-router';
import type { Page } from '../../../contracts/core/envelope';
import type { CompanyDetail } from '../../../contracts/market/models';
import type { NewsRow } from '../../../contracts/news/models';
import { factoryNewsPath, NEWS_PAGES } from '../../../contracts/news/pages';
import { HTML_LANG, useLanguage, useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { writtenIn } from '../../ui/posts/written-in';
import { Data, fillIn } from './Bilingual';
import { marketMessages } from './messages';

/**
 * A company's articles: the factory news about it, newest first, each title in the reader's language when the item
 * has it (contentTitle is the Chinese one), and a link to the rest.
 */
export function CompanyArticles({ articles, company }: { articles: Page<NewsRow>; company: CompanyDetail }) {
  const t = useT(marketMessages);
  const page = useLanguage();
  const titleOf = (a: NewsRow) => (page === 'zh' ? a.contentTitle || a.enContentTitle : a.enContentTitle || a.contentTitle);
  return (
    <section className="market-panel" aria-labelledby="company-articles">
      <h2 id="company-articles">{t('company.articles')}</h2>
      {articles.list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="market-articles">
          {articles.list.map((a) => {
            const title = titleOf(a);
            const own = writtenIn(title);
            return (
              <li key={a.id}>
                <time dateTime={a.sourceDate}>{a.sourceDate}</time>
                <Link to={factoryNewsPath(a.id)}>
                  <strong lang={own === page ? undefined : HTML_LANG[own]}>{title}</strong>
                </Link>
                <Data text={a.summary} prose />
              </li>
            );
          })}
        </ul>
      )}
      {articles.total > articles.list.length && (
        // The news search looks for the English name, which every item about the company holds.
        <Link to={`${NEWS_PAGES.factoryNews}?contentKey=${encodeURIComponent(company.plantNameEn)}`}>
          {fillIn((slot) => t('company.moreNews', { name: slot }), <Data text={company.companyAlias || company.plantName} />)}
        </Link>
      )}
    </section>
  );
}
