import type { Banner } from '../../../contracts/site/banners';
import { localPath, useLanguage, useT } from '../../lib/i18n';
import { knowledgeMessages } from './messages';
import { langOfText } from '../../ui/posts/written-in';

/** A banner's link: a path on this site opens in the page's language; another site's address stays as it is. */
const bannerHref = (link: string, language: ReturnType<typeof useLanguage>) =>
  link.startsWith('/') && !link.startsWith('//') ? localPath(language, link) : link;

/** The TOP_YDT banners: one row that scrolls sideways when there are several (no script needed). */
export function Banners({ banners }: { banners: Banner[] }) {
  const t = useT(knowledgeMessages);
  const language = useLanguage();
  if (banners.length === 0) return null;
  return (
    <section className="kb-banners" aria-label={t('banners')}>
      {banners.map((banner) => {
        // The banner's title names its picture: the editors' words, in the language they wrote them.
        const image = (
          <img src={banner.image} alt={banner.title} lang={langOfText(banner.title, language)} width={1200} height={280} loading="eager" />
        );
        return (
          <div className="kb-banner" key={banner.id}>
            {banner.link ? <a href={bannerHref(banner.link, language)}>{image}</a> : image}
          </div>
        );
      })}
    </section>
  );
}
