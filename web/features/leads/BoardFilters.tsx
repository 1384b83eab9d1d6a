import { BOARD_SORTS, OFFER_LIMITS } from '../../../contracts/leads/codes';
import { CURRENCIES, INCOTERMS } from '../../../contracts/costs/codes';
import { useT } from '../../lib/i18n';
import { FilterBar, type Option } from '../../ui/FilterBar';
import { leadsMessages } from './messages';
import type { BoardParams } from './params';

/** A bound of the price range: decimal text as the address carries it (the page reads it back by the call's rule). */
function PriceInput({ name, label, value }: { name: 'priceMin' | 'priceMax'; label: string; value?: string }) {
  return (
    <label className="ui-filter__field community-price">
      <span>{label}</span>
      {/* keyed by the value: a navigation that changes it (back, a link) shows the new one */}
      <input
        key={value ?? ''}
        name={name}
        type="text"
        inputMode="decimal"
        pattern={`\\d+(\\.\\d{1,${OFFER_LIMITS.priceDecimals}})?`}
        defaultValue={value ?? ''}
        maxLength={16}
      />
    </label>
  );
}

/**
 * The board's filters (docs/community.md 'The board'): product, origin, Incoterm, a price range per tonne in one
 * currency, the order and words, as one GET form, so the address carries the whole search.
 */
export function BoardFilters({ params, products, countries }: { params: BoardParams; products: Option[]; countries: Option[] }) {
  const t = useT(leadsMessages);
  const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  return (
    <>
      <FilterBar
        hidden={{ type: String(params.type) }}
        selects={[
          {
            name: 'product',
            label: t('filter.product'),
            value: params.product ?? '',
            options: products,
            allLabel: t('filter.allProducts'),
          },
          { name: 'origin', label: t('filter.origin'), value: params.origin ?? '', options: countries, allLabel: t('filter.allOrigins') },
          {
            name: 'incoterm',
            label: t('filter.incoterm'),
            value: params.incoterm ?? '',
            options: plain(INCOTERMS),
            allLabel: t('filter.allIncoterms'),
          },
          {
            name: 'currency',
            label: t('filter.currency'),
            value: params.currency ?? '',
            options: plain(CURRENCIES),
            allLabel: t('filter.anyCurrency'),
          },
          {
            name: 'sort',
            label: t('filter.sort'),
            value: params.sort === 'newest' ? '' : (params.sort ?? ''),
            options: BOARD_SORTS.filter((s) => s !== 'newest').map((value) => ({ value, label: t(`filter.sortBy.${value}`) })),
            allLabel: t('filter.sortBy.newest'),
          },
        ]}
        extra={
          <>
            <PriceInput name="priceMin" label={t('filter.priceMin')} value={params.priceMin} />
            <PriceInput name="priceMax" label={t('filter.priceMax')} value={params.priceMax} />
          </>
        }
        keyword={{ name: 'keywords', label: t('board.search'), value: params.keywords ?? '' }}
      />
      <p className="community-note">{t('filter.priceNote')}</p>
    </>
  );
}
