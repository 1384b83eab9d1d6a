import { isoDate } from '../../../../contracts/core/dates';
import { PLANT_STATUS_LABEL } from '../../../../contracts/market/codes';
import { addressInRegion, type Eligibility, type EligibilityQuestion, type EligibilityReason } from '../../../../contracts/market/eligibility';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/envelope';
import { stateOf } from '../history';
import * as q from '../queries/eligibility';
import { WHOLE_COUNTRY } from '../diseases';

/**
 * "Can plant X ship product Y to China today?": every fact the market data holds about the question, each as a
 * reason with its source and date. Any failed reason makes the answer no; otherwise a reason the data cannot
 * settle (a product the plant is not listed for, a registration without an expiry date) makes it uncertain.
 */
const BAN_SOURCE = 'GACC animal disease ban list';
const PRODUCT_SOURCE = 'Products open for import (market access list)';
const DAY = 86_400_000;

type Event = Awaited<ReturnType<typeof q.eventsOf>>[number];
/** Where an event's facts come from: the imported list by name, an administrator, or the demo generator. */
function sourceOf(e: Event | undefined): { source: string; date: string | null } {
  if (!e) return { source: 'Market data', date: null };
  const date = isoDate(e.sourceDate);
  if (e.source === 'import') return { source: `GACC registered establishments list (${e.sourceFile})`, date };
  if (e.source === 'admin') return { source: "The portal's administrator", date };
  return { source: 'Demo data (generated history)', date };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

export function createEligibility(db: Db, goodsTypeName: (code: string) => Promise<string>) {
  return async function check(ask: EligibilityQuestion, today: string = isoDate(new Date())): Promise<Eligibility> {
    const reasons: EligibilityReason[] = [];
    const add = (r: EligibilityReason) => reasons.push(r);
    const product = ask.goodsCode ? await q.productByCode(db, ask.goodsCode) : undefined;
    if (ask.goodsCode && (!product || product.countryCode !== ask.countryCode || product.accessType !== ask.accessType)) {
      throw notFound(`No product ${ask.goodsCode} is open for import from ${ask.countryCode} under access type ${ask.accessType}`);
    }
    const goodsType = product?.goodsType ?? ask.goodsType!;
    const goods = await goodsTypeName(goodsType);
    const plant = await q.findPlantByRegNo(db, ask.accessType, ask.countryCode, ask.plantNo);

    if (!plant) {
      add({
        check: 'plant',
        outcome: 'fail',
        text: `No plant with Reg.No. ${ask.plantNo} is registered in ${ask.countryCode} for this access type.`,
        source: 'Market data: registered plants',
        date: today,
      });
    } else {
      const events = await q.eventsOf(db, plant.id);
      const latest = sourceOf(events[0]);
      const status = PLANT_STATUS_LABEL[plant.status] ?? String(plant.status);
      add({
        check: 'plant',
        outcome: plant.status === 1 ? 'pass' : 'fail',
        text: plant.status === 1 ? `The plant is ${status}.` : `The plant is ${status}: it may not ship to China.`,
        ...latest,
      });

      const reg = await q.registrationFor(db, plant.id, goodsType);
      const regSource = sourceOf(events.find((e) => e.goodsType === goodsType) ?? events.find((e) => e.recordType === 'REGISTERED'));
      if (!reg) {
        add({ check: 'registration', outcome: 'fail', text: `The plant is not registered for ${goods}.`, ...regSource });
      } else {
        const state = stateOf(reg);
        const from = reg.registerDate ? isoDate(reg.registerDate) : null;
        const until = reg.registerExpireDate ? isoDate(reg.registerExpireDate) : null;
        const dates = `${from ? `registered ${from}` : 'no registration date'}, ${until ? `valid until ${until}` : 'no expiry date recorded'}`;
        const code = reg.chinaRegisterCode ? ` (China registration code ${reg.chinaRegisterCode})` : '';
        if (state !== 'valid') {
          add({
            check: 'registration',
            outcome: 'fail',
            text: `The registration for ${goods}${code} is ${state}: ${dates}.`,
            ...regSource,
          });
        } else if (until && until < today) {
          add({ check: 'registration', outcome: 'fail', text: `The registration for ${goods}${code} expired on ${until}.`, ...regSource });
        } else if (from && from > today) {
          add({ check: 'registration', outcome: 'fail', text: `The registration for ${goods}${code} starts on ${from}.`, ...regSource });
        } else if (!until) {
          add({
            check: 'registration',
            outcome: 'warn',
            text: `The registration for ${goods}${code} is valid, but ${dates}.`,
            ...regSource,
          });
        } else {
          const left = daysBetween(today, until);
          const soon = left <= 90 ? ` It expires in ${left} days.` : '';
          add({ check: 'registration', outcome: 'pass', text: `Registered for ${goods}${code}: ${dates}.${soon}`, ...regSource });
        }
      }

      const open = await q.openSuspensions(db, plant.id);
      const relevant = open.filter((s) => s.goodsType === goodsType);
      for (const s of relevant) {
        const date = isoDate(s.suspendDate);
        const e = events.find((x) => x.recordType === 'SUSPENDED' && isoDate(x.sourceDate) === date);
        add({
          check: 'suspension',
          outcome: 'fail',
          text: `Imports of ${goods} from the plant are suspended since ${date}${s.reason ? `: ${s.reason}` : ''}.`,
          source: sourceOf(e).source,
          date,
        });
      }
      if (relevant.length === 0) {
        const others = open.length > 0 ? ` (${open.length} suspension${open.length > 1 ? 's' : ''} of other goods types in force)` : '';
        add({ check: 'suspension', outcome: 'pass', text: `No suspension of ${goods} from the plant is in force${others}.`, ...latest });
      }
    }

    const bans = await q.bansOn(db, ask.accessType, ask.countryCode, goodsType);
    for (const b of bans) {
      const date = isoDate(b.banDate);
      const disease = b.plagueName || b.plagueNameAlias;
      if (b.areaName === WHOLE_COUNTRY) {
        add({
          check: 'ban',
          outcome: 'fail',
          text: `${disease}: imports of ${goods} from the whole country are banned since ${date}.`,
          source: BAN_SOURCE,
          date,
        });
      } else if (!plant || addressInRegion(plant.address, b.areaName)) {
        const where = plant ? `${b.areaName}, where the plant is` : `${b.areaName} (the plant's region is unknown)`;
        add({
          check: 'ban',
          outcome: plant ? 'fail' : 'warn',
          text: `${disease}: imports of ${goods} from ${where} are banned since ${date}.`,
          source: BAN_SOURCE,
          date,
        });
      } else {
        add({
          check: 'ban',
          outcome: 'pass',
          text: `${disease}: the ban since ${date} covers ${b.areaName} only; the plant's address (${plant.address}) is outside it.`,
          source: BAN_SOURCE,
          date,
        });
      }
    }
    if (bans.length === 0) {
      add({
        check: 'ban',
        outcome: 'pass',
        text: `No animal disease ban on ${goods} from ${ask.countryCode} is recorded.`,
        source: BAN_SOURCE,
        date: today,
      });
    }

    if (product) {
      const listed = plant ? await q.plantMakesProduct(db, product.id, plant.id) : false;
      add({
        check: 'product',
        outcome: plant && !listed ? 'warn' : 'pass',
        text:
          plant && !listed
            ? `${product.enGoodsName} is open for import from ${ask.countryCode}, but the plant is not listed among its plants.`
            : `${product.enGoodsName} is open for import from ${ask.countryCode}${plant ? ' and the plant is listed among its plants' : ''}.`,
        source: PRODUCT_SOURCE,
        date: null,
      });
    } else {
      const n = await q.countProducts(db, ask.accessType, ask.countryCode, goodsType);
      add({
        check: 'product',
        outcome: n > 0 ? 'pass' : 'fail',
        text:
          n > 0
            ? `${n} product${n > 1 ? 's' : ''} of ${goods} are open for import from ${ask.countryCode}.`
            : `There are no access products of ${goods} in this country.`,
        source: PRODUCT_SOURCE,
        date: null,
      });
    }

    const answer = reasons.some((r) => r.outcome === 'fail') ? 'no' : reasons.some((r) => r.outcome === 'warn') ? 'uncertain' : 'yes';
    return {
      answer,
      asOf: today,
      plant: plant
        ? {
            plantNo: plant.plantNo,
            plantName: plant.plantName,
            countryCode: plant.countryCode,
            countryName: plant.countryName,
            accessType: plant.accessType,
            status: plant.status,
            address: plant.address,
          }
        : null,
      goodsType,
      goodsTypeName: goods,
      product: product ? { goodsCode: product.goodsCode, enGoodsName: product.enGoodsName } : null,
      reasons,
    };
  };
}
