import { Link } from 'react-router';
import { DataTableBox } from '../data/DataTableBox';
import { quoteColumns, shortRankingColumns } from '../data/columns';
import { downloadPair, withParams } from '../data/params';
import { SecurityPanel } from '../data/SecurityPanel';
import { TabLinks } from '../data/TabLinks';
import { useLanguage, useT } from '../../lib/i18n';
import { homeSecurityHref, type HomeDataWidgets } from './home-data-widgets';
import { homeMessages } from './messages';

/** §2's futures and index panel: the Futures and Index tabs, the latest table and the selected security's chart. */
export function SecuritiesPanel({ securities }: { securities: HomeDataWidgets['securities'] }) {
  const t = useT(homeMessages);
  const { params: p, latest, tendency } = securities;
  const isIndex = p.securities === 'index';
  return (
    <div className="home-securities" id="home-securities">
      <TabLinks
        label={t('data.securitiesLabel')}
        tabs={[
          { value: 'futures', label: t('data.futures') },
          { value: 'index', label: t('data.index') },
        ]}
        current={p.securities}
        hrefOf={(value) => homeSecurityHref({ securities: value })}
      />
      <SecurityPanel
        title={t(isIndex ? 'data.index' : 'data.futures')}
        headingId="home-securities-title"
        latest={latest}
        tendency={tendency}
        hrefOf={(code) => homeSecurityHref({ ...p, ...(isIndex ? { index: code } : { future: code }) })}
      />
    </div>
  );
}

/** The Seafood, Fruits and Vegetable price tables, each with its More link to the Market Price page on that tab. */
export function PriceTables({ prices }: { prices: HomeDataWidgets['prices'] }) {
  const t = useT(homeMessages);
  const language = useLanguage();
  return (
    <div className="home-row home-row--three">
      {prices.map(({ category, page }) => (
        <DataTableBox
          key={category}
          title={t('data.price', { category: t(`data.categories.${category}`) })}
          headingId={`home-price-${category.toLowerCase()}`}
          more={<Link to={`/data/quotes-detail${withParams({ productName: category })}`}>{t('data.more')}</Link>}
          rows={page.list}
          columns={quoteColumns(undefined, language)}
          rowKey={(r) => r.id}
          fresh={page}
          downloads={downloadPair('quotes', { parentProductName: category })}
        />
      ))}
    </div>
  );
}

/** The yearly import table by country of origin: what China paid for each country's pork in the latest year. */
export function ImportPriceTable({ ranking }: { ranking: HomeDataWidgets['ranking'] }) {
  const t = useT(homeMessages);
  const language = useLanguage();
  const year = ranking.yearName;
  return (
    <DataTableBox
      title={t('data.porkImports', { year })}
      headingId="home-import-ranking"
      more={<Link to={`/data/price-detail${withParams({ type: 'PIG', year })}`}>{t('data.more')}</Link>}
      rows={ranking.list}
      columns={shortRankingColumns('PRICE', language)}
      rowKey={(r) => r.countryCode}
      fresh={ranking}
      downloads={downloadPair('ranking', { productType: 'PIG', dataType: 'PRICE', yearName: year })}
    />
  );
}
