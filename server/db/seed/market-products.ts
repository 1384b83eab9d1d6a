import type { Executor } from '../client';
import { product, productPlant } from '../schema/index';
import { BATCH_ROWS, insertBatches, insertReturningIds, pad } from './market-batch';
import * as names from './market-names';
import { goodsListOf } from './market-plants';
import type { Random } from './random';
import { searchTextOf } from '../../shared/search';

/**
 * What the products need to know of the plants, kept while the plants stream to the database: each plant's id and,
 * by number, its country group with its goods types and its production mode (a few hundred distinct values at any
 * scale), so a million plants cost a few numbers each.
 */
export class PlantProducts {
  /** Goods types per `accessType|countryCode`, in the order the groups first appear among the plants. */
  private readonly groups = new Map<string, Set<string>>();
  private readonly kinds = new Map<string, number>();
  private readonly kindList: { accessType: string; countryCode: string; goodsTypes: readonly string[] }[] = [];
  private readonly modes = new Map<string, number>();
  private readonly modeList: string[] = [];
  private readonly plantIds: number[] = [];
  private readonly plantKinds: number[] = [];
  private readonly plantModes: number[] = [];

  add(p: { accessType: string; countryCode: string; goodsTypes?: string[] | null; productMode?: string | null }, plantId: number) {
    const goodsTypes = p.goodsTypes ?? [];
    const group = this.groups.get(`${p.accessType}|${p.countryCode}`) ?? new Set<string>();
    for (const g of goodsTypes) group.add(g);
    this.groups.set(`${p.accessType}|${p.countryCode}`, group);
    this.plantIds.push(plantId);
    this.plantKinds.push(
      numberOf(this.kinds, this.kindList, `${p.accessType}|${p.countryCode}|${goodsTypes.join(',')}`, () => ({
        accessType: p.accessType,
        countryCode: p.countryCode,
        goodsTypes,
      })),
    );
    const mode = p.productMode ?? '';
    this.plantModes.push(numberOf(this.modes, this.modeList, mode, () => mode));
  }

  /**
   * Every product of the goods types a country's plants make, and for each plant up to four of them. The draws are
   * made twice from the same point of the stream: once to count each product's plants (written with the product),
   * then again to write the links in batches.
   */
  async write(db: Executor, random: Random, seqFrom: number): Promise<void> {
    const products = productRows(this.groups, seqFrom);
    const indexes = new Map<string, number[]>();
    products.forEach((p, i) => {
      const k = `${p.accessType}|${p.countryCode}|${p.goodsType}`;
      const list = indexes.get(k) ?? [];
      list.push(i);
      indexes.set(k, list);
    });
    const candidates = this.kindList.map((k) => k.goodsTypes.flatMap((g) => indexes.get(`${k.accessType}|${k.countryCode}|${g}`) ?? []));
    const draw = (r: Random, plant: number) => r.sample(candidates[this.plantKinds[plant]!]!, r.int(1, 4));
    const links = random.fork();
    for (let i = 0; i < this.plantIds.length; i++) {
      for (const productIndex of draw(random, i)) products[productIndex]!.plantCount = (products[productIndex]!.plantCount ?? 0) + 1;
    }
    const productIds = await insertReturningIds(db, product, products, (r) => r.goodsCode as string, {
      id: product.id,
      goodsCode: product.goodsCode,
    });
    let batch: (typeof productPlant.$inferInsert)[] = [];
    for (let i = 0; i < this.plantIds.length; i++) {
      for (const productIndex of draw(links, i)) {
        batch.push({ productId: productIds[productIndex]!, plantId: this.plantIds[i]!, way: this.modeList[this.plantModes[i]!]! });
      }
      if (batch.length >= BATCH_ROWS) {
        await insertBatches(db, productPlant, batch);
        batch = [];
      }
    }
    await insertBatches(db, productPlant, batch);
  }
}

function numberOf<T>(numbers: Map<string, number>, list: T[], key: string, value: () => T): number {
  let n = numbers.get(key);
  if (n === undefined) {
    n = list.push(value()) - 1;
    numbers.set(key, n);
  }
  return n;
}

/** The products of each country group's goods types, their codes counting up per group from seqFrom. */
function productRows(groups: Map<string, Set<string>>, seqFrom: number): (typeof product.$inferInsert)[] {
  const products: (typeof product.$inferInsert)[] = [];
  for (const [group, goods] of groups) {
    const [accessType, countryCode] = group.split('|') as [string, string];
    let seq = seqFrom;
    const countryGoods = new Set(goodsListOf(accessType, countryCode));
    for (const goodsType of [...goods].sort()) {
      for (const [enGoodsName, goodsName, categoryName] of names.productsOf(goodsType, countryCode, countryGoods)) {
        products.push({
          goodsCode: `${accessType}${countryCode}${pad(++seq, 4)}`,
          accessType,
          countryCode,
          goodsType,
          enGoodsName,
          goodsName,
          categoryName,
          plantCount: 0,
          searchText: searchTextOf(enGoodsName, goodsName),
        });
      }
    }
  }
  return products;
}
