import type { FriendlyLink, SiteInfo } from '../../../contracts/site/models';
import { useT } from '../../lib/i18n';
import { siteMessages } from '../../lib/i18n/messages';
import { layoutMessages } from './messages';

export function Footer({ siteInfo, links }: { siteInfo: SiteInfo | undefined; links: FriendlyLink[] }) {
  const t = useT(layoutMessages);
  const name = useT(siteMessages)('productName');
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links.length > 0 && (
          <section aria-labelledby="footer-links">
            <h2 id="footer-links">{t('footer.links')}</h2>
            <ul className="site-footer__links">
              {links.map((link) => (
                <li key={link.id}>
                  {/* Links, the company and its address are the operator's settings, shown as entered (data). */}
                  <a href={link.linkUrl} target="_blank" rel="noopener noreferrer" translate="no">
                    {link.linkName}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {siteInfo && (
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" translate="no">
              {siteInfo.companyName}
            </h2>
            <p translate="no">{siteInfo.address}</p>
            <p>{t('footer.tel', { phone: siteInfo.contactPhone })}</p>
            <p>
              {t('footer.contact')}{' '}
              <a href={`mailto:${siteInfo.email}`} translate="no">
                {siteInfo.email}
              </a>
            </p>
          </section>
        )}
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <p>{t('footer.aboutText', { name })}</p>
        </section>
      </div>
      <div className="site-footer__legal">
        <span>
          © {year} <span translate="no">{siteInfo?.companyName ?? name}</span>
        </span>
        {siteInfo?.icpRecordNumber && <span translate="no">{siteInfo.icpRecordNumber}</span>}
        {siteInfo?.demoData && <span className="demo-tag">{t('footer.demoData')}</span>}
      </div>
    </footer>
  );
}
