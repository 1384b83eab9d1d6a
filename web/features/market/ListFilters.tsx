import { Link } from 'react-router';
import { ACCESS_TYPES } from '../../../contracts/core/codes';
import { PLANT_STATUS_FILTERS } from '../../../contracts/market/codes';
import { marketDataMessages, plantStatusKey } from '../../../contracts/market/messages';
import { useT } from '../../lib/i18n';
import { FilterBar, type FilterSelect, type Option } from '../../ui/FilterBar';
import { marketMessages } from './messages';
import { type ListDownloads, type ListParams, withParams } from './params';

interface ListFiltersProps {
  params: ListParams;
  /** Meat/Seafood switch; lists without access types leave it out. */
  accessType?: boolean;
  countries?: Option[];
  goodsTypes?: Option[];
  status?: boolean;
  ports?: Option[];
  keywordLabel: string;
  /** The downloads of what the filters select (every page). */
  downloads?: ListDownloads;
}

/** Meat/Seafood as links: goods types differ between the two, so switching drops that filter. */
function AccessTypeSwitch({ params }: { params: ListParams }) {
  const t = useT(marketMessages);
  const names = useT(marketDataMessages);
  return (
    <nav className="market-filter__access" aria-label={t('filters.productType')}>
      {ACCESS_TYPES.map((code) => (
        <Link
          key={code}
          to={withParams(params, { accessType: code, goodsType: '', page: 1 })}
          className={params.accessType === code ? 'active' : undefined}
          aria-current={params.accessType === code ? 'true' : undefined}
        >
          {names(`accessType.${code}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The status filter's order: Active first, as a buyer looks for it. */
const STATUS_ORDER = ['1', '0', '2', '3'] as const satisfies readonly (typeof PLANT_STATUS_FILTERS)[number][];

/** A market list's filter bar: the controls each list has, named as the URL query (params.ts) names them. */
export function ListFilters({ params, accessType, countries, goodsTypes, status, ports, keywordLabel, downloads }: ListFiltersProps) {
  const t = useT(marketMessages);
  const names = useT(marketDataMessages);
  const selects: FilterSelect[] = [];
  if (countries)
    selects.push({
      name: 'countryCode',
      label: t('filters.country'),
      value: params.countryCode,
      options: countries,
      allLabel: t('filters.allCountries'),
    });
  if (goodsTypes)
    selects.push({
      name: 'goodsType',
      label: t('filters.goodsType'),
      value: params.goodsType,
      options: goodsTypes,
      allLabel: t('filters.allGoodsTypes'),
    });
  if (status) {
    const options = STATUS_ORDER.map((s) => ({ value: s, label: names(`plantStatus.${plantStatusKey(Number(s))}`) }));
    selects.push({ name: 'status', label: t('filters.status'), value: params.status, options, allLabel: t('filters.allStatuses') });
  }
  if (ports)
    selects.push({
      name: 'customCode',
      label: t('filters.port'),
      value: params.customCode,
      options: ports,
      allLabel: t('filters.allPorts'),
    });
  return (
    <FilterBar
      lead={accessType && <AccessTypeSwitch params={params} />}
      hidden={accessType ? { accessType: params.accessType } : {}}
      selects={selects}
      keyword={{ name: 'keywords', label: keywordLabel, value: params.keywords }}
      download={downloads && { ...downloads, label: t('filters.thisList') }}
    />
  );
}
