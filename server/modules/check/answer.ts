import { sourceName } from '../../../contracts/data/format';
import type { AccessType, Lang } from '../../../contracts/core/codes';
import { CHECK_LIMITS as L, accountKeyOf, checkMessages, type CheckSignal, type CheckTopic } from '../../../contracts/check/codes';
import type { CheckAnswer, CheckFact, CheckQuestion, CheckSection } from '../../../contracts/check/models';
import { countryUnqualifiedPath } from '../../../contracts/check/pages';
import { isoDate } from '../../../contracts/core/dates';
import { languageOfLang, nameInLang, type Language } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import { plantStatusKey } from '../../../contracts/market/messages';
import { companyPagePath, plantPagePath } from '../../../contracts/market/pages';
import { MODERATED_TYPES } from '../../../contracts/moderation/codes';
import type { Db } from '../../db/client';
import { unapprovedNaming } from '../data/index';
import { eventSourceOf, findPlantLoosely, marketWordingIn, type EligibilityCheck, type PlantRecordForCheck } from '../market/index';
import { portalSection } from './portal';
import * as q from './queries';

const DEMO = 'demo';
const month = (day: Date | string) => isoDate(day).slice(0, 7);
const fact = (text: string, source: string, date: string | null, link: string | null = null): CheckFact => ({ text, source, date, link });
const section = (topic: CheckTopic, signal: CheckSignal, facts: CheckFact[]): CheckSection => ({ topic, signal, facts });

/** The words of an answer in one language. */
function wordsIn(language: Language) {
  const words = checkMessages.texts[language].answer;
  const market = marketWordingIn(language);
  return { language, words, say: (text: string, params: Record<string, string | number>) => fill(text, params), market };
}
type Words = ReturnType<typeof wordsIn>;

/** Where a plant's registration list comes from: its imported list and date, or the demo generator. */
const plantSource = (p: PlantRecordForCheck, w: Words) =>
  p.listFile
    ? { source: w.say(w.words.source.list, { file: p.listFile }), date: p.listAsOf ? isoDate(p.listAsOf) : null }
    : { source: w.words.source.marketDemo, date: null };

/**
 * Builds the supplier check's answer (docs/supplier-check.md): each topic the question reaches, its facts with source
 * and date. A topic without records says "no record", never that the supplier is safe.
 */
export function createCheckAnswer(db: Db, eligibility: EligibilityCheck, now: () => number = Date.now) {
  async function registrationSection(p: PlantRecordForCheck, lang: Lang, today: string, w: Words): Promise<CheckSection> {
    if (!p.goodsTypes.length) return section('registration', 'none', [fact(w.words.noRegistration, plantSource(p, w).source, null)]);
    const answers = await Promise.all(
      p.goodsTypes.map((goodsType) =>
        eligibility({ countryCode: p.countryCode, plantNo: p.plantNo, accessType: p.accessType as AccessType, goodsType, lang }, today),
      ),
    );
    const facts = answers.map((a) => {
      const reason = a.reasons.find((r) => r.outcome === 'fail') ?? a.reasons.find((r) => r.check === 'registration') ?? a.reasons[0];
      const answerName = w.market.t(`eligibility.answer.${a.answer}`);
      const text = w.say(w.words.registration, { goods: a.goodsTypeName, answer: answerName }) + (reason ? ` (${reason.text})` : '');
      return fact(text, reason?.source ?? plantSource(p, w).source, reason?.date ?? null);
    });
    return section('registration', answers.some((a) => a.answer === 'no') ? 'flag' : 'note', facts);
  }

  async function historySection(p: PlantRecordForCheck, w: Words): Promise<CheckSection> {
    const [suspensions, events] = await Promise.all([q.suspensionsOf(db, p.id), q.eventsOf(db, p.id, L.factsPerSection)]);
    const source = plantSource(p, w);
    const facts = suspensions.map((s) => {
      const reason = s.reason ? ` (${s.reason})` : '';
      const params = { goods: s.goodsType, date: isoDate(s.suspendDate), reason };
      const text = s.liftedDate
        ? w.say(w.words.suspensionLifted, { ...params, lifted: isoDate(s.liftedDate) })
        : w.say(w.words.suspension, params);
      return fact(text, source.source, isoDate(s.suspendDate));
    });
    for (const e of events) {
      const at = eventSourceOf({ ...e, sourceDate: isoDate(e.sourceDate) }, w.market);
      const name = w.market.t(`eventType.${e.recordType}`, { defaultValue: e.recordType });
      facts.push(
        fact(
          w.say(w.words.event, { date: isoDate(e.sourceDate), event: e.goodsType ? `${name} (${e.goodsType})` : name }),
          at.source,
          at.date,
        ),
      );
    }
    if (!suspensions.length) facts.unshift(fact(w.words.noSuspension, source.source, source.date));
    return section('history', suspensions.length ? 'flag' : 'note', facts);
  }

  async function rejectionSection(countryCode: string, names: string[], w: Words): Promise<CheckSection> {
    const rows = await unapprovedNaming(db, countryCode, names, L.factsPerSection);
    const link = countryUnqualifiedPath(countryCode);
    if (!rows.length) return section('rejections', 'none', [fact(w.words.noRejection, w.words.source.unapproved, null, link)]);
    return section(
      'rejections',
      'flag',
      rows.map((r) => {
        const text = w.say(w.words.rejection, {
          month: month(r.reportMonth),
          product: r.productName,
          port: r.entryPort,
          reason: r.rejectReason,
          company: r.originCompany,
        });
        const detail = sourceName(r.source, w.language);
        return fact(text, w.say(w.words.source.withDetail, { name: w.words.source.unapproved, detail }), month(r.reportMonth), link);
      }),
    );
  }

  async function banSection(accessType: string, countryCode: string, w: Words): Promise<CheckSection> {
    const rows = await q.bansOn(db, accessType, countryCode, L.factsPerSection);
    if (!rows.length) return section('bans', 'none', [fact(w.words.noBan, w.words.source.bans, null)]);
    return section(
      'bans',
      'note',
      rows.map((b) => {
        const area = b.areaName === 'WHOLE_COUNTRY' || !b.areaName ? w.words.wholeCountry : b.areaName;
        return fact(w.say(w.words.ban, { date: isoDate(b.banDate), disease: b.plagueName, area }), w.words.source.bans, isoDate(b.banDate));
      }),
    );
  }

  async function communitySection(p: { countryCode: string; plantNo: string }, w: Words): Promise<CheckSection> {
    const posts = await q.postsNaming(db, p.countryCode, p.plantNo, MODERATED_TYPES[0], L.factsPerSection);
    if (!posts.length) return section('community', 'none', [fact(w.words.noPost, w.words.source.community, null)]);
    const facts = posts.map((post) => {
      const reports = post.reports ? w.say(w.words.postReports, { count: post.reports }) : '';
      const date = isoDate(post.createdAt);
      return fact(w.say(w.words.post, { code: post.code, date, reports }), w.words.source.community, date);
    });
    return section('community', posts.some((p) => p.reports > 0) ? 'flag' : 'note', facts);
  }

  async function accountSection(
    match: { key?: string; companyIds: number[]; name?: string },
    w: Words,
  ): Promise<{ section: CheckSection; rows: q.ReportRow[] }> {
    const rows = await q.flaggedAccounts(db, match, L.factsPerSection);
    const names = new Map((await Promise.all(rows.map((r) => q.countryName(db, r.countryCode)))).map((c, i) => [rows[i]!.id, c]));
    if (!rows.length) {
      const none = match.key ? w.words.noAccount : w.words.noAccountForCompany;
      return { section: section('bankAccounts', 'none', [fact(none, w.words.source.bankList, isoDate(new Date(now())))]), rows };
    }
    const facts = rows.map((r) => {
      const c = names.get(r.id);
      const date = r.decidedAt ? isoDate(r.decidedAt) : isoDate(r.createdAt);
      const text = w.say(w.words.account, {
        account: r.accountNumber,
        holder: r.holderName,
        bank: r.bankName,
        country: c ? nameInLang(w.language === 'zh' ? 'zh_cn' : 'en_us', c.nameEn, c.nameZh) : r.countryCode,
        date,
      });
      const source =
        r.source === DEMO
          ? w.say(w.words.source.withDetail, { name: w.words.source.bankList, detail: w.words.source.demo })
          : w.words.source.bankList;
      return fact(text, source, date);
    });
    return { section: section('bankAccounts', 'flag', facts), rows };
  }

  return {
    async check(ask: CheckQuestion): Promise<CheckAnswer> {
      const lang = ask.lang ?? 'en_us';
      const w = wordsIn(languageOfLang(lang));
      const today = isoDate(new Date(now()));
      const sections: CheckSection[] = [];
      const who: CheckFact[] = [];
      let plantOut: CheckAnswer['plant'] = null;
      let companyOut: CheckAnswer['company'] = null;
      const companyIds: number[] = [];
      const shown: { id: number; name: string }[] = [];
      let countryCode = ask.countryCode ?? null;
      let rejectionNames: string[] = [];

      const found =
        ask.plantNo && ask.countryCode
          ? await findPlantLoosely(db, { ...ask, plantNo: ask.plantNo, countryCode: ask.countryCode })
          : undefined;
      if (ask.plantNo && ask.countryCode) {
        const names = await q.countryName(db, ask.countryCode);
        const countryText = names ? nameInLang(lang, names.nameEn, names.nameZh) : ask.countryCode;
        if (!found) {
          who.push(fact(w.say(w.words.plantNotFound, { plantNo: ask.plantNo, country: countryText }), w.words.source.market, today));
        } else {
          const source = plantSource(found, w);
          const status = w.market.t(`plantStatus.${plantStatusKey(found.status)}`);
          const name = nameInLang(lang, found.plantName, found.plantNameZh);
          const link = plantPagePath(found);
          who.push(
            fact(
              w.say(w.words.plantFound, { name, plantNo: found.plantNo, country: countryText, status }),
              source.source,
              source.date,
              link,
            ),
          );
          plantOut = {
            plantNo: found.plantNo,
            plantName: name,
            countryCode: found.countryCode,
            accessType: found.accessType,
            status: found.status,
            link,
          };
          const owner = await q.companyById(db, found.companyId);
          if (owner) {
            companyIds.push(owner.id);
            companyOut = { name: nameInLang(lang, owner.plantName, owner.plantNameZh), link: companyPagePath(owner) };
            shown.push({ id: owner.id, name: companyOut.name });
            rejectionNames = [owner.plantName, found.plantName];
          }
        }
      }
      if (ask.companyName) {
        const companies = await q.companiesNamed(db, ask.companyName);
        if (!companies.length) who.push(fact(w.say(w.words.companyNotFound, { name: ask.companyName }), w.words.source.market, today));
        for (const c of companies) {
          const link = companyPagePath(c);
          const name = nameInLang(lang, c.plantName, c.plantNameZh);
          who.push(fact(w.say(w.words.companyFound, { name, plants: c.plants }), w.words.source.market, today, link));
          companyIds.push(c.id);
          if (!shown.some((s) => s.id === c.id)) shown.push({ id: c.id, name });
        }
        if (!companyOut && companies[0]) {
          const first = companies[0];
          companyOut = { name: nameInLang(lang, first.plantName, first.plantNameZh), link: companyPagePath(first) };
          countryCode ??= first.countryCode;
          if (!found) rejectionNames = [first.plantName];
        }
      }
      const unknownPlant = Boolean(ask.plantNo) && !found;
      if (who.length) sections.push(section('plant', unknownPlant || (found && found.status !== 1) ? 'flag' : 'note', who));
      if (shown.length) sections.push(await portalSection(db, shown, w.words, now()));
      if (found) {
        sections.push(await registrationSection(found, lang, today, w), await historySection(found, w));
      }
      if (countryCode && rejectionNames.length) sections.push(await rejectionSection(countryCode, rejectionNames, w));
      if (ask.countryCode) sections.push(await banSection(found?.accessType ?? ask.accessType, ask.countryCode, w));
      if (found) sections.push(await communitySection(found, w));
      const key = ask.bankAccount ? accountKeyOf(ask.bankAccount) : undefined;
      if (key || companyIds.length || ask.companyName) {
        sections.push((await accountSection({ key, companyIds: [...new Set(companyIds)], name: ask.companyName }, w)).section);
      }
      return {
        asOf: today,
        plant: plantOut,
        company: companyOut,
        countryLink: countryCode ? countryUnqualifiedPath(countryCode) : null,
        sections,
      };
    },

    /** The community and ban topics of a plant alone (otherRisk). */
    async otherRisk(ask: { countryCode: string; plantNo: string; accessType: string; lang?: Lang }) {
      const w = wordsIn(languageOfLang(ask.lang));
      const found = await findPlantLoosely(db, ask);
      const sections = [await communitySection(found ?? ask, w), await banSection(ask.accessType, ask.countryCode, w)];
      return { asOf: isoDate(new Date(now())), sections };
    },

    /** Flagged accounts by number or holder's name (highRiskBankAccount). */
    async accounts(ask: { account?: string; name?: string; lang?: Lang }) {
      const w = wordsIn(languageOfLang(ask.lang));
      const key = ask.account ? accountKeyOf(ask.account) : undefined;
      const { section: found, rows } = await accountSection({ key, companyIds: [], name: ask.name }, w);
      return {
        asOf: isoDate(new Date(now())),
        section: found,
        list: rows.map((r) => ({
          accountNumber: r.accountNumber,
          holderName: r.holderName,
          bankName: r.bankName,
          countryCode: r.countryCode,
          confirmedOn: isoDate(r.decidedAt ?? r.createdAt),
          demo: r.source === DEMO,
        })),
      };
    },

    /** The plant's registrations and products today: the eligibility answer per goods type it has (goods/check). */
    async goods(ask: { countryCode: string; plantNo: string; accessType: string; lang?: Lang }) {
      const found = await findPlantLoosely(db, ask);
      if (!found) return { list: [] };
      const today = isoDate(new Date(now()));
      const lang = ask.lang ?? 'en_us';
      const list = await Promise.all(
        found.goodsTypes.map((goodsType) =>
          eligibility(
            { countryCode: found.countryCode, plantNo: found.plantNo, accessType: found.accessType as AccessType, goodsType, lang },
            today,
          ),
        ),
      );
      return { list };
    },
  };
}
export type CheckAnswers = ReturnType<typeof createCheckAnswer>;
