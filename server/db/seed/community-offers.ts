import { LEAD_TYPE } from '../../../contracts/leads/codes';
import { PACKING, PORTS, PRODUCTS } from './community-words';
import type { Random } from './random';

/**
 * The structured details of demo supply and demand posts (docs/community.md 'Structured offers'): origins that export
 * the product, Incoterms and ports that fit the side of the trade, and prices per tonne (or per kg for the dear
 * products) in the range the trade quotes for frozen goods delivered to China. Demo data, marked as such on the pages.
 */

/** Origins by product, with the origin's own loading ports (for FOB and FCA offers). */
const ORIGINS: Record<string, readonly string[]> = {
  PORK: ['ES', 'BR', 'DK', 'NL', 'CA', 'CL'],
  BEEF: ['BR', 'AR', 'UY', 'AU', 'NZ'],
  MUTTON: ['NZ', 'AU', 'UY'],
  POULTRY: ['BR', 'AR', 'CL'],
  OFFAL: ['ES', 'DK', 'BR', 'AR'],
  DONKEY: ['AR'],
  CASING: ['ES', 'NZ', 'BR'],
  PROCESSED: ['ES', 'DK'],
  FISH_FROZEN: ['NO', 'RU', 'CL', 'PE'],
  FISH_CHILLED: ['NO', 'CL'],
  CRUSTACEAN: ['EC', 'IN', 'VN', 'CA'],
  MOLLUSC: ['PE', 'AR', 'CL'],
  BIVALVE: ['CA', 'NZ', 'CL'],
  ECHINODERM: ['RU', 'CA'],
  ALGAE: ['CL', 'PE'],
  FISH_MEAL: ['PE', 'CL'],
};
const COUNTRY_NAMES: Record<string, string> = {
  ES: 'Spain',
  BR: 'Brazil',
  DK: 'Denmark',
  NL: 'the Netherlands',
  CA: 'Canada',
  CL: 'Chile',
  AR: 'Argentina',
  UY: 'Uruguay',
  AU: 'Australia',
  NZ: 'New Zealand',
  NO: 'Norway',
  RU: 'Russia',
  PE: 'Peru',
  EC: 'Ecuador',
  IN: 'India',
  VN: 'Vietnam',
};
const LOADING_PORTS: Record<string, string> = {
  ES: 'Valencia',
  BR: 'Santos',
  DK: 'Aarhus',
  NL: 'Rotterdam',
  CA: 'Halifax',
  CL: 'San Antonio',
  AR: 'Buenos Aires',
  UY: 'Montevideo',
  AU: 'Brisbane',
  NZ: 'Napier',
  NO: 'Ålesund',
  RU: 'Vladivostok',
  PE: 'Callao',
  EC: 'Guayaquil',
  IN: 'Visakhapatnam',
  VN: 'Ho Chi Minh City',
};

/** CIF China prices, USD per tonne (or per kg where marked): [low, high]. */
const PRICE: Record<string, { low: number; high: number; per: 't' | 'kg' }> = {
  PORK: { low: 2100, high: 3200, per: 't' },
  BEEF: { low: 4800, high: 6800, per: 't' },
  MUTTON: { low: 5200, high: 7400, per: 't' },
  POULTRY: { low: 1700, high: 2700, per: 't' },
  OFFAL: { low: 1500, high: 3400, per: 't' },
  DONKEY: { low: 5000, high: 6800, per: 't' },
  CASING: { low: 8, high: 22, per: 'kg' },
  PROCESSED: { low: 4200, high: 7000, per: 't' },
  FISH_FROZEN: { low: 1500, high: 3600, per: 't' },
  FISH_CHILLED: { low: 8, high: 12, per: 'kg' },
  CRUSTACEAN: { low: 5500, high: 9500, per: 't' },
  MOLLUSC: { low: 1800, high: 3500, per: 't' },
  BIVALVE: { low: 2500, high: 5200, per: 't' },
  ECHINODERM: { low: 20, high: 60, per: 'kg' },
  ALGAE: { low: 1000, high: 3000, per: 't' },
  FISH_MEAL: { low: 1400, high: 2000, per: 't' },
};
/** Some origins quote in their own currency: USD per unit of each. */
const LOCAL_CURRENCY: Record<string, { currency: string; perUsd: number }> = {
  AU: { currency: 'AUD', perUsd: 1.52 },
  NZ: { currency: 'NZD', perUsd: 1.68 },
  ES: { currency: 'EUR', perUsd: 0.92 },
  DK: { currency: 'EUR', perUsd: 0.92 },
  NL: { currency: 'EUR', perUsd: 0.92 },
};
/** Freight and insurance to China off a CIF price, per tonne in USD, for the FOB and FCA offers. */
const FREIGHT_USD_PER_T = 180;

export interface DemoOffer {
  originCountry: string;
  quantity: string;
  quantityUnit: 't' | 'kg' | '20ft' | '40ft';
  packing: string;
  incoterm: string;
  port: string;
  price: string;
  currency: string;
  priceUnit: 't' | 'kg' | 'container';
  validUntil: string | null;
  /** The post's text, saying what the fields say. */
  content: string;
}

const chinaPort = (random: Random) => random.pick(PORTS).replace(/ \(.*\)$/, '');

/**
 * A structured offer or request for a product, coherent in origin, terms, price and text, valid for 20 to 200 days
 * from `validFrom` (or without a validity); `origin` is the country of the plant the post names, if any.
 */
export function demoOffer(random: Random, type: number, goodsType: string, validFrom: Date, origin?: string): DemoOffer {
  const originCountry = origin ?? random.pick(ORIGINS[goodsType] ?? ['BR']);
  const band = PRICE[goodsType] ?? { low: 2000, high: 4000, per: 't' as const };
  const supply = type === LEAD_TYPE.SUPPLY;
  const drawn = supply
    ? random.weighted([
        ['CIF', 5],
        ['CFR', 3],
        ['FOB', 2],
        ['FCA', 1],
      ] as const)
    : random.weighted([
        ['CIF', 3],
        ['CFR', 2],
      ] as const);
  // An origin without a loading port of the list sells delivered to China.
  const incoterm = (drawn === 'FOB' || drawn === 'FCA') && !LOADING_PORTS[originCountry] ? 'CIF' : drawn;
  const atOrigin = incoterm === 'FOB' || incoterm === 'FCA';
  const port = atOrigin ? LOADING_PORTS[originCountry]! : chinaPort(random);
  let usd = band.low + random.next() * (band.high - band.low);
  if (atOrigin && band.per === 't') usd -= FREIGHT_USD_PER_T;
  const local = supply && random.chance(0.4) ? LOCAL_CURRENCY[originCountry] : undefined;
  const currency = local?.currency ?? 'USD';
  const amount = usd * (local?.perUsd ?? 1);
  // Tonnes are quoted to the 5, kilograms to the cent.
  const price = band.per === 't' ? String(Math.round(amount / 5) * 5) : amount.toFixed(2);
  const containers = random.chance(0.55);
  const quantity =
    band.per === 'kg' ? String(random.int(2, 20) * 500) : containers ? String(random.int(1, 8)) : String(random.int(2, 30) * 25);
  const quantityUnit = band.per === 'kg' ? 'kg' : containers ? '40ft' : 't';
  const packing = random.pick(PACKING);
  const validUntil = random.chance(0.8)
    ? new Date(validFrom.getTime() + random.int(20, 200) * 86_400_000).toISOString().slice(0, 10)
    : null;
  const product = random.pick(PRODUCTS[goodsType] ?? ['frozen product']);
  const country = COUNTRY_NAMES[originCountry] ?? originCountry;
  const amountText = `${quantity} ${quantityUnit === '40ft' ? 'x 40ft reefers' : quantityUnit}`;
  const content = supply
    ? `Offering ${product} from ${country}: ${amountText}, ${packing}. ${incoterm} ${port}, ${currency} ${price} per ${band.per}. Plant registered with GACC; health certificate per the protocol.`
    : `We buy ${product} of ${country} origin: ${amountText}, ${packing}. Target ${incoterm} ${port}, ${currency} ${price} per ${band.per}. Please quote with your plant Reg.No.`;
  return { originCountry, quantity, quantityUnit, packing, incoterm, port, price, currency, priceUnit: band.per, validUntil, content };
}
