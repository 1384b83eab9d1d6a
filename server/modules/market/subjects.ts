import { MARKET_MSG } from '../../../contracts/market/codes';
import { companyPagePath, plantPagePath } from '../../../contracts/market/pages';
import { SUBSCRIBE_TYPE } from '../../../contracts/subscriptions/codes';
import type { Db } from '../../db/client';
import { keyOf, type SubjectInfo, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import * as queries from './queries/subjects';

export const PLANT_NOT_FOUND = MARKET_MSG.plantNotFound;
export const COMPANY_NOT_FOUND = MARKET_MSG.companyNotFound;

type Found = Awaited<ReturnType<typeof queries.findPlantsByKeys>>[number];

function byKey(type: string, rows: Found[], link: (row: Found) => string) {
  return new Map<string, SubjectInfo>(
    rows.map((row) => [
      keyOf({ type, object: row.code, accessType: row.accessType, countryCode: row.countryCode }),
      { id: row.id, title: row.name, link: link(row), image: row.logo, countryName: row.countryName, ownerId: null, visible: true },
    ]),
  );
}

/** Companies and plants, as the shared subscriptions and likes see them. */
export function marketSubjects(db: Db): SubjectSource[] {
  const company: SubjectSource = {
    type: SUBSCRIBE_TYPE.COMPANY,
    features: ['subscribe'],
    notFoundMessage: COMPANY_NOT_FOUND,
    findMany: async (keys: readonly SubjectKey[]) =>
      byKey(SUBSCRIBE_TYPE.COMPANY, await queries.findCompaniesByKeys(db, keys), (row) =>
        companyPagePath({ ...row, companyCode: row.code }),
      ),
  };
  const plant: SubjectSource = {
    type: SUBSCRIBE_TYPE.FACTORY,
    features: ['subscribe', 'like'],
    notFoundMessage: PLANT_NOT_FOUND,
    findMany: async (keys: readonly SubjectKey[]) =>
      byKey(SUBSCRIBE_TYPE.FACTORY, await queries.findPlantsByKeys(db, keys), (row) => plantPagePath({ ...row, plantNo: row.code })),
    countLike: (tx, subject, delta) => queries.addToPointCount(tx, subject.id, delta),
  };
  return [company, plant];
}
