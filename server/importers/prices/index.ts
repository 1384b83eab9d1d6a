import { DATA_SOURCES, type PriceCategory, type ProductTypeCode } from '../../../contracts/data/codes';
import { perJinToPerKg } from '../../../contracts/data/format';
import { createDataImports } from '../../modules/data/index';
import { defineImporter } from '../core/index';
import { dayCell, numbers } from '../data-fields';

/**
 * `npm run import -- prices <file>`: wholesale prices in the layout the Beijing Xinfadi market publishes
 * (docs/imports.md 'prices'). Seafood, fruits and vegetables feed the market price tabs; meat (肉禽蛋) the meat cut table.
 */

/** Xinfadi's first-level categories (Chinese or English) → the portal's. Others (grain, spices) are not shown. */
const CATEGORIES: readonly (readonly [RegExp, PriceCategory])[] = [
  [/^(水产|水产品|seafood|aquatic|fish)/i, 'Seafood'],
  [/^(水果|fruits?)/i, 'Fruits'],
  [/^(蔬菜|vegetables?)/i, 'Vegetable'],
  [/^(肉禽蛋|肉类|meat)/i, 'Meat'],
];
/** A meat cut's product type from its name. */
const MEAT_TYPES: readonly (readonly [RegExp, ProductTypeCode])[] = [
  [/(杂|肚|耳|蹄|肝|肠|offal|tripe|stomach|ears?|trotters?|omasum|liver)/i, 'OFFAL'],
  [/(猪|pork|pig|hog)/i, 'PIG'],
  [/(牛|beef)/i, 'BEEF'],
  [/(羊|lamb|mutton|sheep)/i, 'MUTTON'],
  [/(鸡|鸭|鹅|禽|chicken|duck|goose|poultry|turkey)/i, 'POULTRY'],
  [/(虾|鱼|蟹|鱿|shrimp|fish|cod|pollock|squid|crab|salmon)/i, 'SEAFOOD'],
];
/** 斤 (jin) but not 公斤 (kilogram). */
const PER_JIN = /(?<!公)斤|\bjin\b/i;

export const pricesImporter = defineImporter({
  kind: 'prices',
  title: 'Wholesale market prices',
  description:
    'Daily prices of the Beijing Xinfadi market (prodName, prodCat, lowPrice, avgPrice, highPrice, unitInfo, pubDate, or the Chinese headers)',
  columns: [
    { key: 'productName', names: ['prodName', 'product name', 'productName', '品名'], required: true },
    { key: 'category', names: ['prodCat', 'category', '一级分类', '分类'] },
    { key: 'subCategory', names: ['prodPcat', 'sub-category', '二级分类'] },
    { key: 'low', names: ['lowPrice', 'low price', 'low', '最低价'] },
    { key: 'avg', names: ['avgPrice', 'average price', 'avg', '平均价'] },
    { key: 'high', names: ['highPrice', 'high price', 'high', '最高价'] },
    { key: 'place', names: ['place', 'origin', '产地'] },
    { key: 'spec', names: ['specInfo', 'spec', 'specification', '规格'] },
    { key: 'unit', names: ['unitInfo', 'unit', '单位'] },
    { key: 'date', names: ['pubDate', 'date', 'publish date', '发布日期', '日期'], required: true },
  ],
  prepare: (ctx) => createDataImports(ctx.db).countryLookup(),
  parse(row, _ctx, countries) {
    const v = row.values;
    const quoteDate = dayCell(v.date);
    if (!quoteDate) return { ok: false, reason: `pubDate is not a day: '${v.date ?? ''}'` };
    const category = CATEGORIES.find(([re]) => re.test(v.category?.trim() ?? ''))?.[1];
    if (!category) return { ok: false, reason: v.category ? `category '${v.category}' is not shown on the portal` : 'prodCat is missing' };
    const read = numbers(v, ['low', 'avg', 'high'] as const, []);
    if (!read.ok) return read;
    let { low, avg, high } = read.values;
    if (low === undefined && avg === undefined && high === undefined)
      return { ok: false, reason: 'no price: lowPrice, avgPrice and highPrice are empty' };
    if (low !== undefined && high !== undefined && low > high) return { ok: false, reason: 'lowPrice is above highPrice' };
    // Prices per jin (斤, half a kilogram) are stored per kilogram.
    if (PER_JIN.test(v.unit ?? '')) [low, avg, high] = [low, avg, high].map((p) => (p === undefined ? undefined : perJinToPerKg(p)));
    if (avg === undefined && low !== undefined && high !== undefined) avg = Math.round(((low + high) / 2) * 10_000) / 10_000;
    const productName = v.productName!.trim();
    // Eggs share the market's meat category (肉禽蛋) but are no meat cut.
    const productType =
      category !== 'Meat'
        ? ''
        : /蛋|eggs?\b/i.test(productName)
          ? undefined
          : MEAT_TYPES.find(([re]) => re.test(`${productName} ${v.subCategory ?? ''}`))?.[1];
    if (productType === undefined) return { ok: false, reason: `'${productName}' is not a meat cut of the portal's product types` };
    const origin = category === 'Meat' ? (countries.get(v.place?.trim().toLowerCase() ?? '') ?? '') : '';
    return {
      ok: true,
      value: {
        category,
        productType,
        productName,
        origin,
        quoteDate,
        lowPrice: low ?? null,
        highPrice: high ?? null,
        avgPrice: avg ?? null,
        place: v.place?.trim() ?? '',
        specInfo: v.spec?.trim() ?? '',
        source: DATA_SOURCES.xinfadi,
      },
    };
  },
  apply: (rows, ctx) => createDataImports(ctx.db).prices(rows, ctx.dryRun),
});
