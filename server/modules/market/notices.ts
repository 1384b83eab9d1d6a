import { and, eq, isNull, sql } from 'drizzle-orm';
import { fill } from '../../../contracts/core/messages';
import { companyPagePath, diseaseBanListPath, plantPagePath } from '../../../contracts/market/pages';
import { NEWS_MSG } from '../../../contracts/news/codes';
import type { AppliedChange, BanNoticeChange, NoticeChange, PlantNoticeChange } from '../../../contracts/news/notices';
import type { Executor } from '../../db/client';
import { animalDisease, company } from '../../db/schema/index';
import { applyMarketChanges } from './changes';
import { banFieldsOf, diseaseNamed, WHOLE_COUNTRY } from './diseases';
import { createPlant } from './establishments';
import { stateOf, type ChangeSource, type ListedRegistration } from './history';
import { listCountries, plantsByRegNo } from './queries/establishments';
import { registrationsOf, type RegistrationRecord } from './queries/history';

/**
 * A GACC notice's stated changes applied to the market data (docs/news.md 'Notices as events'). Each change is
 * checked against the data as the changes before it left it, then handed to applyMarketChanges (changes.ts), the
 * path the importers take, with the notice as its source. A change the data contradicts (suspending a plant that
 * is not registered or is already suspended, lifting a ban not in force...) throws NoticeRefused; the caller's
 * transaction then leaves everything as it was.
 */
export class NoticeRefused extends Error {}

export interface NoticeSource {
  id: number;
  infoCode: string;
}

type Action = PlantNoticeChange['action'];
/** The registration states each action may start from, and the state it leaves. */
const FROM: Record<Action, readonly string[]> = {
  registered: ['cancelled', 'expired', 'pending'],
  renewed: ['valid', 'suspended'],
  suspended: ['valid'],
  lifted: ['suspended'],
  cancelled: ['valid', 'suspended'],
};
const TO: Record<Action, ListedRegistration['state'] | null> = {
  registered: 'valid',
  renewed: null,
  suspended: 'suspended',
  lifted: 'valid',
  cancelled: 'cancelled',
};

const banLink = diseaseBanListPath;

export async function applyNoticeChanges(db: Executor, notice: NoticeSource, changes: readonly NoticeChange[]): Promise<AppliedChange[]> {
  const countries = new Map((await listCountries(db)).map((c) => [c.code, c.nameEn]));
  const applied: AppliedChange[] = [];
  for (const [i, change] of changes.entries()) {
    const say = (template: string, more: Record<string, string> = {}) =>
      new NoticeRefused(fill(template, { n: i + 1, country: countries.get(change.countryCode) ?? change.countryCode, ...more }));
    const src: ChangeSource = { source: 'notice', sourceFile: notice.infoCode, sourceId: notice.id, asOf: change.date };
    applied.push(change.kind === 'plant' ? await plantChange(db, notice, change, src, say) : await banChange(db, change, src, say));
  }
  return applied;
}

type Say = (template: string, more?: Record<string, string>) => NoticeRefused;

async function plantChange(db: Executor, notice: NoticeSource, c: PlantNoticeChange, src: ChangeSource, say: Say): Promise<AppliedChange> {
  const named = { plantNo: c.plantNo };
  let [plant] = await plantsByRegNo(db, c.accessType, c.countryCode, [c.plantNo]);
  let plantIsNew = false;
  if (!plant) {
    if (c.action !== 'registered') throw say(NEWS_MSG.noticeNoPlant, named);
    if (!c.plantName || c.goodsTypes.length === 0) throw say(NEWS_MSG.noticeNeedsName, named);
    await createPlant(db, { ...c, name: c.plantName, address: '' }, { listFile: '', listAsOf: null });
    [plant] = await plantsByRegNo(db, c.accessType, c.countryCode, [c.plantNo]);
    plantIsNew = true;
  }
  if (c.action === 'renewed' && !c.expiryDate) throw say(NEWS_MSG.noticeNeedsExpiry);
  const stored = new Map((await registrationsOf(db, plant!.id)).map((r) => [r.goodsType, r]));
  const from = FROM[c.action];
  let goods = c.goodsTypes;
  if (goods.length === 0) {
    if (c.action === 'registered') throw say(NEWS_MSG.noticeNeedsProducts, named);
    goods = [...stored.values()].filter((r) => from.includes(stateOf(r))).map((r) => r.goodsType);
    if (goods.length === 0) throw say(NEWS_MSG.noticeNothingTo, { ...named, action: c.action });
  }
  const registrations = goods.map((goodsType): ListedRegistration => {
    const r: RegistrationRecord | undefined = stored.get(goodsType);
    const state = r ? stateOf(r) : 'pending';
    if (!r && c.action !== 'registered') throw say(NEWS_MSG.noticeNotRegistered, { ...named, goods: goodsType });
    if (!from.includes(state)) throw say(NEWS_MSG.noticeWrongState, { ...named, action: c.action, goods: goodsType, state });
    const kept = {
      chinaRegisterCode: r?.chinaRegisterCode ?? '',
      registerDate: r?.registerDate ?? null,
      registerExpireDate: r?.registerExpireDate ?? null,
    };
    if (c.action === 'registered')
      return { goodsType, state: 'valid', ...kept, registerDate: c.date, registerExpireDate: c.expiryDate ?? null };
    if (c.action === 'renewed')
      return { goodsType, state: state as ListedRegistration['state'], ...kept, registerExpireDate: c.expiryDate! };
    return { goodsType, state: TO[c.action]!, ...kept };
  });
  const reason = `${c.action === 'suspended' ? 'Suspended' : 'Changed'} by GACC notice ${notice.infoCode} (${c.date})`;
  await applyMarketChanges(db, { plants: [{ plantId: plant!.id, plantIsNew, registrations, suspensionReason: reason }], bans: [] }, src);
  const [owner] = await db
    .select({ code: company.companyCode, name: company.plantName })
    .from(company)
    .where(eq(company.id, plant!.companyId));
  const place = { accessType: c.accessType, countryCode: c.countryCode };
  return {
    kind: 'plant',
    action: c.action,
    date: c.date,
    ...place,
    goodsTypes: goods,
    plant: {
      plantNo: plant!.plantNo,
      plantName: plant!.plantName,
      link: plantPagePath({ ...place, plantNo: plant!.plantNo }),
      companyCode: owner?.code ?? '',
      companyName: owner?.name ?? '',
      companyLink: owner ? companyPagePath({ ...place, companyCode: owner.code }) : '',
    },
    ban: null,
  };
}

async function banChange(db: Executor, c: BanNoticeChange, src: ChangeSource, say: Say): Promise<AppliedChange> {
  const named = diseaseNamed(c.disease);
  if (!named) throw say(NEWS_MSG.noticeUnknownDisease, { disease: c.disease });
  const { disease } = named;
  const areaName = c.areaName || WHOLE_COUNTRY;
  const inForce = await db
    .select({ id: animalDisease.id })
    .from(animalDisease)
    .where(
      and(
        eq(animalDisease.countryCode, c.countryCode),
        eq(animalDisease.accessType, disease.accessType),
        eq(animalDisease.plagueName, disease.en),
        sql`lower(${animalDisease.areaName}) = ${areaName.toLowerCase()}`,
        isNull(animalDisease.liftedDate),
      ),
    );
  const words = { disease: disease.en, area: areaName };
  if (c.action === 'imposed' && inForce.length > 0) throw say(NEWS_MSG.noticeBanInForce, words);
  if (c.action === 'lifted' && inForce.length === 0) throw say(NEWS_MSG.noticeNoBan, words);
  const fields = banFieldsOf(c.countryCode, c.areaName, disease, '', c.date);
  const steps =
    c.action === 'imposed'
      ? [{ action: 'impose' as const, ban: fields }]
      : inForce.map((b) => ({ action: 'lift' as const, id: b.id, date: c.date }));
  const result = await applyMarketChanges(db, { plants: [], bans: steps }, src);
  return {
    kind: 'ban',
    action: c.action,
    date: c.date,
    countryCode: c.countryCode,
    accessType: disease.accessType,
    goodsTypes: [...disease.goodsTypes],
    plant: null,
    ban: { id: result.bans[0]!.id, areaName, disease: disease.en, diseaseZh: disease.zh, link: banLink({ ...fields }) },
  };
}
