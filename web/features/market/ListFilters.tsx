import { Link } from 'react-router';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES } from '../../../contracts/core/codes';
import { PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import { FilterBar, type FilterSelect, type Option } from '../../ui/FilterBar';
import { type ListParams, withParams } from './params';

interface ListFiltersProps {
  params: ListParams;
  /** Meat/Seafood switch; lists without access types leave it out. */
  accessType?: boolean;
  countries?: Option[];
  goodsTypes?: Option[];
  status?: boolean;
  ports?: Option[];
  keywordLabel: string;
  /** The CSV download of what the filters select. */
  csvHref?: string;
}

/** Meat/Seafood as links: goods types differ between the two, so switching drops that filter. */
function AccessTypeSwitch({ params }: { params: ListParams }) {
  return (
    <nav className="market-filter__access" aria-label="Product type">
      {ACCESS_TYPES.map((code) => (
        <Link
          key={code}
          to={withParams(params, { accessType: code, goodsType: '', page: 1 })}
          className={params.accessType === code ? 'active' : undefined}
          aria-current={params.accessType === code ? 'true' : undefined}
        >
          {ACCESS_TYPE_LABEL[code]}
        </Link>
      ))}
    </nav>
  );
}

/** A market list's filter bar: the controls each list has, named as the URL query (params.ts) names them. */
export function ListFilters({ params, accessType, countries, goodsTypes, status, ports, keywordLabel, csvHref }: ListFiltersProps) {
  const selects: FilterSelect[] = [];
  if (countries)
    selects.push({ name: 'countryCode', label: 'Country', value: params.countryCode, options: countries, allLabel: 'All countries' });
  if (goodsTypes)
    selects.push({ name: 'goodsType', label: 'Goods type', value: params.goodsType, options: goodsTypes, allLabel: 'All goods types' });
  if (status) {
    const options = [1, 0, 2, 3].map((s) => ({ value: String(s), label: PLANT_STATUS_LABEL[s]! }));
    selects.push({ name: 'status', label: 'Status', value: params.status, options, allLabel: 'All statuses' });
  }
  if (ports) selects.push({ name: 'customCode', label: 'Port', value: params.customCode, options: ports, allLabel: 'All ports' });
  return (
    <FilterBar
      lead={accessType && <AccessTypeSwitch params={params} />}
      hidden={accessType ? { accessType: params.accessType } : {}}
      selects={selects}
      keyword={{ name: 'keywords', label: keywordLabel, value: params.keywords }}
      download={csvHref ? { href: csvHref, label: 'Download CSV' } : undefined}
    />
  );
}
