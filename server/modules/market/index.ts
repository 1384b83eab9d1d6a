import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { SubjectRegistry } from '../../shared/subjects/index';
import { marketCsvRoutes } from './csv';
import { marketAdminRoutes } from './admin-routes';
import { createMarketAdminService } from './admin-service';
import { createEligibility } from './eligibility/service';
import { createMarketListsService } from './lists-service';
import { createMarketMedia } from './media-service';
import { marketMediaRoutes } from './media-routes';
import { marketRoutes } from './routes';
import { createMarketService, type SubscriptionStatus } from './service';
import { nameInLang } from '../../../contracts/core/languages';
import type { Lang } from '../../../contracts/core/codes';
import { marketSubjects } from './subjects';
import { createTotals } from './totals';

export { COMPANY_NOT_FOUND, PLANT_NOT_FOUND } from './subjects';
export { registerMarketSitemaps } from './discovery';
export { importDiseaseBans, type DiseaseBanRow } from './disease-bans';
export { banFieldsOf, banSearchText, DISEASES, diseaseNamed, WHOLE_COUNTRY, type DiseaseCode } from './diseases';
export { applyNoticeChanges, NoticeRefused, type NoticeSource } from './notices';
export { applyMarketChanges, type MarketChangeSet } from './changes';
export { countryLookup, importEstablishmentList, type EstablishmentRow, type ListOutcome } from './establishments';
export {
  findNamedPlants,
  findPlantLoosely,
  findPlantStatuses,
  plantKeyOf,
  type NamedPlant,
  type PlantKey,
  type PlantRecordForCheck,
  type PlantStatus,
} from './plant-lookup';
export { sourceOf as eventSourceOf, wordingIn as marketWordingIn } from './eligibility/judge';
export type { EligibilityCheck } from './eligibility/service';
export {
  banLiftsAfter,
  diseaseBansAfter,
  latestChangeId,
  plantEventsAfter,
  plantsInBanArea,
  watchedRegistrationsExpiring,
  type ChangeFeedSource,
} from './queries/change-feed';

/** Companies and plants become subjects of the shared features; the market reads their state through them. */
export function registerMarketSubjects(db: Db, subjects: SubjectRegistry) {
  for (const source of marketSubjects(db)) subjects.register(source);
}

/** The Market area's calls (§7 'Market'), its CSV downloads and its pictures. */
/**
 * The Market area's calls, downloads, media and admin screens. `plantChanged` runs after an admin edit of a plant's
 * status has committed its history event (the watchlist looks for new events at once).
 */
export async function registerMarket(
  app: FastifyInstance,
  http: CallRegistrar,
  db: Db,
  status: SubscriptionStatus,
  plantChanged: () => Promise<unknown> = async () => undefined,
) {
  // One cache of list totals for the area: an import that changes market data clears it.
  const totals = createTotals();
  const market = createMarketService(db, status, totals);
  const lists = createMarketListsService(db, totals);
  const goodsTypeName = async (code: string, lang: Lang) => {
    const all = [...(await market.goodsTypesOf('201')).list, ...(await market.goodsTypesOf('202')).list];
    const found = all.find((g) => g.dicDetailCode === code);
    return found ? nameInLang(lang, found.dicDetailEnName, found.dicDetailName) : code;
  };
  const eligibility = createEligibility(db, goodsTypeName);
  marketRoutes(http, market, lists, eligibility);
  marketCsvRoutes(http, market, lists);
  await marketMediaRoutes(app, createMarketMedia(db));
  marketAdminRoutes(http, createMarketAdminService(db, plantChanged));
  return { eligibility };
}
