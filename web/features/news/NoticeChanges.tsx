import { Link } from 'react-router';
import type { AppliedChange, BanNoticeAction, PlantNoticeAction } from '../../../contracts/news/notices';
import { useLanguage, useT } from '../../lib/i18n';
import { newsMessages } from './messages';

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
                <Link to={c.plant.link} translate="no">
                  {c.plant.plantName} ({c.plant.plantNo})
                </Link>
                {c.plant.companyLink && (
                  <>
                    {' · '}
                    <Link to={c.plant.companyLink}>
                      {t('changes.company', { name: '' })}
                      <span translate="no">{c.plant.companyName}</span>
                    </Link>
                  </>
                )}
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
