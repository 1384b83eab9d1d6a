import {
  PLANT_EVENT_TYPE_NAME,
  PLANT_STATUS,
  PLANT_STATUS_LABEL,
  REGISTRATION_STATE,
  type PlantEventType,
  type RegistrationState,
} from '../../../contracts/market/codes';
import type { Executor } from '../../db/client';
import * as q from './queries/history';

/**
 * The one path that changes a plant's status, registrations or suspensions. Every change it makes is written as
 * an event row (market_plant_event) in the same transaction, carrying the plant, its company, the kind of change,
 * before and after, where it came from (an imported list and its as-of date, or an administrator) and when it was
 * recorded; ids only grow, so the watchlist alerts follow the table by id. The establishment importer and GACC
 * notices come through here by way of applyMarketChanges (changes.ts), the admin status edit directly; nothing else
 * writes these tables (the demo generator writes its own history once, marked source 'demo').
 */
export interface ChangeSource {
  source: 'import' | 'admin' | 'notice';
  /** The imported file's name, the notice's infoCode; '' for an administrator's edit. */
  sourceFile: string;
  /** The import run's id (import), the customs update's id (notice); null when there is none (an edit, a test's run). */
  sourceId?: number | null;
  /** YYYY-MM-DD: the list's as-of date, the notice's date of effect, or the date the administrator gave. */
  asOf: string;
}

/** One registration of a plant as an establishment list states it. */
export interface ListedRegistration {
  goodsType: string;
  state: Exclude<RegistrationState, 'pending'>;
  chinaRegisterCode: string;
  registerDate: string | null;
  registerExpireDate: string | null;
}

const STATE_NAME: Record<RegistrationState, string> = {
  valid: 'valid',
  suspended: 'import suspended',
  cancelled: 'cancelled',
  expired: 'expired',
  pending: 'pending',
};

/** A registration's state; rows from before the state was kept read it from their status. */
export function stateOf(r: Pick<q.RegistrationRecord, 'state' | 'status' | 'chinaRegisterCode'>): RegistrationState {
  if (r.state) return r.state as RegistrationState;
  if (r.status === 1) return REGISTRATION_STATE.VALID;
  return r.chinaRegisterCode ? REGISTRATION_STATE.CANCELLED : REGISTRATION_STATE.PENDING;
}

/** A plant is Active with a valid registration, else Suspended with a suspended one, else Pending, else Inactive. */
export function statusFrom(states: readonly RegistrationState[]): number {
  if (states.includes('valid')) return PLANT_STATUS.ACTIVE;
  if (states.includes('suspended')) return PLANT_STATUS.SUSPENDED;
  if (states.includes('pending')) return PLANT_STATUS.PENDING;
  return PLANT_STATUS.INACTIVE;
}

type Draft = Omit<q.EventInsert, 'plantId' | 'companyId' | 'sourceDate' | 'source' | 'sourceFile' | 'recordTypeName'>;
const event = (recordType: PlantEventType, enContent: string, more: Omit<Draft, 'recordType' | 'enContent'> = {}): Draft => ({
  recordType,
  enContent,
  ...more,
});

const registrationFacts = (r: Omit<ListedRegistration, 'goodsType'>) => ({
  state: r.state,
  chinaRegisterCode: r.chinaRegisterCode,
  registerDate: r.registerDate,
  registerExpireDate: r.registerExpireDate,
});

/** The events one listed registration makes against what is stored (none when nothing changed). */
function registrationEvents(
  plantNo: string,
  goodsName: string,
  stored: q.RegistrationRecord | undefined,
  listed: ListedRegistration,
  plantIsNew: boolean,
): Draft[] {
  const after = registrationFacts(listed);
  const until = listed.registerExpireDate ? `, valid until ${listed.registerExpireDate}` : '';
  const code = listed.chinaRegisterCode ? ` (China registration code ${listed.chinaRegisterCode})` : '';
  const base = { goodsType: listed.goodsType, after };
  if (!stored) {
    const first = event(
      plantIsNew ? 'REGISTERED' : 'PRODUCTS_ADDED',
      plantIsNew
        ? `Registered for export to China: ${goodsName}${code}${until}.`
        : `${goodsName} added to the registration of ${plantNo}${code}${until}.`,
      { ...base, before: null, after: { ...after, state: 'valid' } },
    );
    const then = listed.state === 'valid' ? [] : [stateEvent(plantNo, goodsName, 'valid', listed, base)];
    return [first, ...then];
  }
  const before = registrationFacts({ ...stored, state: stateOf(stored) as ListedRegistration['state'] });
  const withBefore = { ...base, before };
  if (before.state !== listed.state) return [stateEvent(plantNo, goodsName, before.state, listed, withBefore)];
  const datesChanged =
    before.registerExpireDate !== listed.registerExpireDate ||
    before.registerDate !== listed.registerDate ||
    before.chinaRegisterCode !== listed.chinaRegisterCode;
  if (!datesChanged) return [];
  if (listed.registerExpireDate && (!before.registerExpireDate || listed.registerExpireDate > before.registerExpireDate)) {
    return [event('RENEWED', `Registration of ${plantNo} for ${goodsName} renewed${until}.`, withBefore)];
  }
  return [event('REGISTRATION_UPDATED', `Registration details of ${plantNo} for ${goodsName} changed${code}${until}.`, withBefore)];
}

function stateEvent(
  plantNo: string,
  goodsName: string,
  from: RegistrationState,
  listed: ListedRegistration,
  more: Omit<Draft, 'recordType' | 'enContent'>,
): Draft {
  const to = listed.state;
  if (to === 'suspended')
    return event('SUSPENDED', `Imports of ${goodsName} from ${plantNo} suspended (listed as import suspended).`, more);
  if (to === 'cancelled') return event('CANCELLED', `Registration of ${plantNo} for ${goodsName} cancelled.`, more);
  if (to === 'expired') return event('EXPIRED', `Registration of ${plantNo} for ${goodsName} expired.`, more);
  if (from === 'suspended') return event('RESUMED', `Imports of ${goodsName} from ${plantNo} resumed.`, more);
  return event('REGISTERED', `${plantNo} registered again for ${goodsName} (was ${STATE_NAME[from]}).`, more);
}

async function writeEvents(db: Executor, p: q.PlantRecord, drafts: Draft[], src: ChangeSource) {
  await q.insertEvents(
    db,
    drafts.map((d) => ({
      ...d,
      plantId: p.id,
      companyId: p.companyId,
      sourceDate: src.asOf,
      recordTypeName: PLANT_EVENT_TYPE_NAME[d.recordType as PlantEventType],
      source: src.source,
      sourceFile: src.sourceFile,
      sourceId: src.sourceId ?? null,
    })),
  );
}

/**
 * Brings a plant's registrations to what an establishment list says (the registrations the list does not name
 * are left as they are), opens and lifts suspensions, derives the plant's status and records every change.
 * Returns the goods types whose registration it added or changed (none: the list confirms what is stored).
 */
export async function applyListedRegistrations(
  db: Executor,
  plantId: number,
  listed: readonly ListedRegistration[],
  src: ChangeSource,
  options: { plantIsNew: boolean; goodsName: (code: string) => string; suspensionReason: string },
): Promise<{ added: string[]; changed: string[] }> {
  const p = await q.lockPlant(db, plantId);
  if (!p) throw new Error(`plant ${plantId} vanished while being updated`);
  const result = { added: [] as string[], changed: [] as string[] };
  const stored = new Map((await q.registrationsOf(db, plantId)).map((r) => [r.goodsType, r]));
  const drafts: Draft[] = [];
  for (const l of listed) {
    const r = stored.get(l.goodsType);
    const made = registrationEvents(p.plantNo, options.goodsName(l.goodsType), r, l, options.plantIsNew);
    if (made.length === 0) continue;
    drafts.push(...made);
    (r ? result.changed : result.added).push(l.goodsType);
    const row = { ...registrationFacts(l), status: l.state === 'valid' ? 1 : 0 };
    if (r) await q.updateRegistration(db, r.id, row);
    else await q.insertRegistration(db, { ...row, plantId, goodsType: l.goodsType });
    const wasSuspended = r ? stateOf(r) === 'suspended' : false;
    if (l.state === 'suspended' && !wasSuspended) {
      await q.openSuspension(db, {
        plantId,
        accessType: p.accessType,
        countryCode: p.countryCode,
        goodsType: l.goodsType,
        suspendDate: src.asOf,
        reason: options.suspensionReason,
      });
    } else if (l.state !== 'suspended' && wasSuspended) {
      await q.liftSuspensions(db, plantId, l.goodsType, src.asOf);
    }
    stored.set(l.goodsType, { ...(r ?? ({} as q.RegistrationRecord)), ...row, goodsType: l.goodsType });
  }
  const all = [...stored.values()];
  const status = statusFrom(all.map(stateOf));
  if (status !== p.status && !options.plantIsNew) {
    drafts.push(
      event('STATUS_CHANGED', `Status of ${p.plantNo} changed from ${PLANT_STATUS_LABEL[p.status]} to ${PLANT_STATUS_LABEL[status]}.`, {
        before: { status: p.status },
        after: { status },
      }),
    );
  }
  await writeEvents(db, p, drafts, src);
  const goodsTypes = [...new Set([...p.goodsTypes, ...all.map((r) => r.goodsType)])];
  await q.updatePlant(db, plantId, {
    status,
    goodsTypes,
    chinaRegisterCodes: [...new Set(all.map((r) => r.chinaRegisterCode).filter(Boolean))].join(' '),
    ...(drafts.length > 0 ? { updatedAt: new Date() } : {}),
  });
  if (goodsTypes.length !== p.goodsTypes.length) await q.refreshCompanyGoods(db, p.companyId);
  if (status === PLANT_STATUS.ACTIVE) {
    const valid = all.filter((r) => stateOf(r) === 'valid').map((r) => r.goodsType);
    await q.linkProducts(db, { ...p, goodsTypes: valid }, p.productMode);
  }
  return result;
}

/** The status changes an administrator may make, and what each does to the registrations. */
export const ADMIN_STATUS_CHANGES: Record<string, PlantEventType> = {
  '1>0': 'SUSPENDED',
  '0>1': 'RESUMED',
  '1>3': 'CANCELLED',
  '0>3': 'CANCELLED',
  '3>1': 'REGISTERED',
};

/**
 * An administrator's status edit: suspends (the valid registrations become suspended, each with its suspension),
 * resumes (the suspensions are lifted), cancels (every registration cancelled) or restores a cancelled plant.
 * Returns false when the change is not one of ADMIN_STATUS_CHANGES.
 */
export async function setPlantStatus(db: Executor, plantId: number, status: number, reason: string, src: ChangeSource): Promise<boolean> {
  const p = await q.lockPlant(db, plantId);
  if (!p) return false;
  const kind = ADMIN_STATUS_CHANGES[`${p.status}>${status}`];
  if (!kind) return false;
  const regs = await q.registrationsOf(db, plantId);
  const target: Partial<Record<RegistrationState, RegistrationState>> =
    kind === 'SUSPENDED'
      ? { valid: 'suspended' }
      : kind === 'CANCELLED'
        ? { valid: 'cancelled', suspended: 'cancelled' }
        : { suspended: 'valid', cancelled: 'valid' };
  for (const r of regs) {
    const to = target[stateOf(r)];
    if (!to) continue;
    await q.updateRegistration(db, r.id, { state: to, status: to === 'valid' ? 1 : 0 });
    if (to === 'suspended') {
      await q.openSuspension(db, {
        plantId,
        accessType: p.accessType,
        countryCode: p.countryCode,
        goodsType: r.goodsType,
        suspendDate: src.asOf,
        reason,
      });
    }
  }
  if (kind !== 'SUSPENDED') await q.liftSuspensions(db, plantId, null, src.asOf);
  const label = { SUSPENDED: 'suspended', RESUMED: 'resumed', CANCELLED: 'cancelled', REGISTERED: 'restored' }[kind as string];
  await writeEvents(
    db,
    p,
    [
      event(kind, `Exports of ${p.plantNo} ${label} by the portal's administrator: ${reason}`, {
        before: { status: p.status },
        after: { status },
      }),
    ],
    src,
  );
  await q.updatePlant(db, plantId, { status, updatedAt: new Date() });
  return true;
}
