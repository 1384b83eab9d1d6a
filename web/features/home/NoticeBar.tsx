import { useLanguage, useT } from '../../lib/i18n';
import { langOfText } from '../../ui/posts/written-in';
import { homeMessages } from './messages';

/**
 * The scrolling notice bar of §2 (ROLL_MESSAGE with its More link to REDIRECT_URL); nothing at all when the
 * administrator left the text empty. The text scrolls only for visitors who have not asked for reduced motion.
 */
export function NoticeBar({ text, link }: { text: string; link: string }) {
  const t = useT(homeMessages);
  const language = useLanguage();
  if (!text) return null;
  return (
    <aside className="home-notice" aria-label={t('notice.label')}>
      <div className="home-notice__track">
        <p className="home-notice__text" lang={langOfText(text, language)}>
          {text}
        </p>
      </div>
      {/^https?:\/\//i.test(link) && (
        <a className="home-notice__more" href={link} target="_blank" rel="noopener noreferrer">
          {t('notice.more')}
        </a>
      )}
    </aside>
  );
}
