import { Link } from 'react-router';
import type { NewsDetail } from '../../../contracts/news/models';
import type { AppliedChange, BanNoticeAction, PlantNoticeAction } from '../../../contracts/news/notices';
import { useLanguage, useT } from '../../lib/i18n';
import { StatusTag } from '../market/Bits';
import { newsMessages } from './messages';

type PlantNamed = { plantNo: string; plantName: string; link: string; companyName: string; companyLink: string };

/** A plant a notice or a news item names: a link to its page and, when known, one to its company's page. */
export function PlantLinks({ plant }: { plant: PlantNamed }) {
  const t = useT(newsMessages);
  return (
    <>
      <Link to={plant.link} translate="no">
        {plant.plantName} ({plant.plantNo})
      </Link>
      {plant.companyLink && (
        <>
          {' · '}
          <Link to={plant.companyLink}>
            {t('changes.company', { name: '' })}
            <span translate="no">{plant.companyName}</span>
          </Link>
        </>
      )}
    </>
  );
}

/**
 * The plants a market or factory news item names (its Reg.No.s), listed as a notice lists its changes: each linked to
 * its page and its company's, with its status today; a Reg.No. the registry does not hold is named as written.
 */
export function NamedPlants({ plantNos, plants }: Pick<NewsDetail, 'plantNos' | 'plants'>) {
  const t = useT(newsMessages);
  if (plantNos.length === 0) return null;
  return (
    <section className="news-panel notice-changes" aria-labelledby="named-plants-title">
      <h2 id="named-plants-title">{t('named.title')}</h2>
      <p className="notice-changes__intro">{t('named.intro')}</p>
      <ul className="notice-changes__list">
        {plantNos.map((plantNo) => {
          const plant = plants.find((p) => p.plantNo === plantNo);
          return (
            <li key={plantNo}>
              {plant ? (
                <>
                  <PlantLinks plant={plant} />
                  {' · '}
                  <StatusTag status={plant.status} />
                </>
              ) : (
                <>
                  <span translate="no">{plantNo}</span>
                  {` · ${t('named.unknown')}`}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * What a GACC update changed in the market data (docs/news.md 'Notices as events'): each plant with its company,
 * each ban, linked to their pages. The names are data (translate="no"); the ban's disease in the page's language.
 */
export function NoticeChanges({ changes, appliedAt }: { changes: AppliedChange[]; appliedAt: string | null }) {
  const t = useT(newsMessages);
  const language = useLanguage();
  if (changes.length === 0 || !appliedAt) return null;
  return (
    <section className="news-panel notice-changes" aria-labelledby="notice-changes-title">
      <h2 id="notice-changes-title">{t('changes.title')}</h2>
      <p className="notice-changes__intro">{t('changes.intro', { date: appliedAt.slice(0, 10) })}</p>
      <ul className="notice-changes__list">
        {changes.map((c, i) => (
          <li key={i}>
            {c.plant && (
              <>
                <strong>{t(`changes.plant.${c.action as PlantNoticeAction}`)}</strong>
                {': '}
                <PlantLinks plant={c.plant} />
                {c.goodsTypes.length > 0 && (
                  <>
                    {' · '}
                    {t('changes.products', { list: '' })}
                    <span translate="no">{c.goodsTypes.join(', ')}</span>
                  </>
                )}
              </>
            )}
            {c.ban && (
              <>
                <strong>{t(`changes.ban.${c.action as BanNoticeAction}`)}</strong>
                {': '}
                <Link to={c.ban.link}>
                  {t('changes.area', { disease: language === 'zh' ? c.ban.diseaseZh : c.ban.disease, area: '' })}
                  <span translate="no">{c.ban.areaName}</span>
                </Link>
              </>
            )}
            {' · '}
            <time dateTime={c.date}>{t('changes.effective', { date: c.date })}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
