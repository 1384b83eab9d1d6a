import { Link } from 'react-router';
import { DataTableBox } from '../data/DataTableBox';
import { quoteColumns, shortRankingColumns } from '../data/columns';
import { downloadPair, withParams } from '../data/params';
import { SecurityPanel } from '../data/SecurityPanel';
import { TabLinks } from '../data/TabLinks';
import { homeSecurityHref, type HomeDataWidgets } from './home-data-widgets';

/** §2's futures and index panel: the Futures and Index tabs, the latest table and the selected security's chart. */
export function SecuritiesPanel({ securities }: { securities: HomeDataWidgets['securities'] }) {
  const { params: p, latest, tendency } = securities;
  const isIndex = p.securities === 'index';
  return (
    <div className="home-securities" id="home-securities">
      <TabLinks
        label="Futures or index"
        tabs={[
          { value: 'futures', label: 'Futures' },
          { value: 'index', label: 'Index' },
        ]}
        current={p.securities}
        hrefOf={(value) => homeSecurityHref({ securities: value })}
      />
      <SecurityPanel
        title={isIndex ? 'Index' : 'Futures'}
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
  return (
    <div className="home-row home-row--three">
      {prices.map(({ category, page }) => (
        <DataTableBox
          key={category}
          title={`${category} Price`}
          headingId={`home-price-${category.toLowerCase()}`}
          more={<Link to={`/data/quotes-detail?category=${category}`}>More</Link>}
          rows={page.list}
          columns={quoteColumns()}
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
  const year = ranking.yearName;
  return (
    <DataTableBox
      title={`Pork imports by country of origin, ${year}`}
      headingId="home-import-ranking"
      more={<Link to={`/data/price-detail${withParams({ type: 'PIG', year })}`}>More</Link>}
      rows={ranking.list}
      columns={shortRankingColumns('PRICE')}
      rowKey={(r) => r.countryCode}
      fresh={ranking}
      downloads={downloadPair('ranking', { productType: 'PIG', dataType: 'PRICE', yearName: year })}
    />
  );
}
