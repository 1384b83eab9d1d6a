import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { company, plant, plantEvent, plantRegistration, plantSuspension, product, productPlant } from '../../../db/schema/index';

/** The SQL of the one path that changes a plant's status, registrations and suspensions (history.ts). */

export type PlantRecord = typeof plant.$inferSelect;
export type RegistrationRecord = typeof plantRegistration.$inferSelect;
export type EventInsert = typeof plantEvent.$inferInsert;

export async function lockPlant(db: Executor, plantId: number): Promise<PlantRecord | undefined> {
  const [row] = await db.select().from(plant).where(eq(plant.id, plantId)).for('update');
  return row;
}

export function registrationsOf(db: Executor, plantId: number) {
  return db.select().from(plantRegistration).where(eq(plantRegistration.plantId, plantId));
}

export function openSuspensionsOf(db: Executor, plantId: number) {
  return db
    .select()
    .from(plantSuspension)
    .where(and(eq(plantSuspension.plantId, plantId), isNull(plantSuspension.liftedDate)));
}

export async function insertRegistration(db: Executor, row: typeof plantRegistration.$inferInsert) {
  await db.insert(plantRegistration).values(row);
}

export async function updateRegistration(db: Executor, id: number, row: Partial<typeof plantRegistration.$inferInsert>) {
  await db.update(plantRegistration).set(row).where(eq(plantRegistration.id, id));
}

export async function openSuspension(db: Executor, row: typeof plantSuspension.$inferInsert) {
  await db.insert(plantSuspension).values(row);
}

export async function liftSuspensions(db: Executor, plantId: number, goodsType: string | null, liftedDate: string) {
  await db
    .update(plantSuspension)
    .set({ liftedDate })
    .where(
      and(
        eq(plantSuspension.plantId, plantId),
        isNull(plantSuspension.liftedDate),
        goodsType === null ? undefined : eq(plantSuspension.goodsType, goodsType),
      ),
    );
}

export async function insertEvents(db: Executor, rows: EventInsert[]) {
  if (rows.length > 0) await db.insert(plantEvent).values(rows);
}

export async function updatePlant(db: Executor, plantId: number, set: Partial<typeof plant.$inferInsert>) {
  await db.update(plant).set(set).where(eq(plant.id, plantId));
}

/** A company's goods types are the union of its plants' (kept with the plants so a list row needs no join). */
export async function refreshCompanyGoods(db: Executor, companyId: number) {
  await db
    .update(company)
    .set({
      goodsTypes: sql`(select coalesce(array_agg(distinct g order by g), '{}'::text[]) from ${plant}, unnest(${plant.goodsTypes}) g where ${plant.companyId} = ${companyId})`,
      updatedAt: new Date(),
    })
    .where(eq(company.id, companyId));
}

/**
 * A registered plant may ship its country's products of the goods types it is registered for: links it to those
 * it is not linked to yet, keeping each product's plant count with its links.
 */
export async function linkProducts(
  db: Executor,
  p: { id: number; accessType: string; countryCode: string; goodsTypes: string[] },
  way: string,
) {
  if (p.goodsTypes.length === 0) return;
  const products = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.accessType, p.accessType), eq(product.countryCode, p.countryCode), inArray(product.goodsType, p.goodsTypes)));
  if (products.length === 0) return;
  const added = await db
    .insert(productPlant)
    .values(products.map((pr) => ({ productId: pr.id, plantId: p.id, way })))
    .onConflictDoNothing()
    .returning({ productId: productPlant.productId });
  if (added.length === 0) return;
  await db
    .update(product)
    .set({ plantCount: sql`${product.plantCount} + 1` })
    .where(
      inArray(
        product.id,
        added.map((a) => a.productId),
      ),
    );
}
