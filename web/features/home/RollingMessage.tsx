import { Link } from 'react-router';
import type { RollMessageEntry } from '../../../contracts/news/models';
import { useLanguage, useT } from '../../lib/i18n';
import { langOfText } from '../../ui/posts/written-in';
import { homeMessages } from './messages';

/** The rolling message of §2: the newest headlines of market news and GACC updates, each a link to its page. */
export function RollingMessage({ entries }: { entries: RollMessageEntry[] }) {
  const t = useT(homeMessages);
  const language = useLanguage();
  if (entries.length === 0) return null;
  return (
    <nav className="home-rolling" aria-label={t('rolling.label')}>
      <span className="home-rolling__label">{t('rolling.latest')}</span>
      <ul>
        {entries.map((entry) => (
          <li key={entry.code}>
            {/* The Chinese headline where there is one on a Chinese page (rollMessage's zh_cn), else the English. */}
            <Link to={entry.code} lang={langOfText(entry.value, language)}>
              {entry.value}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
