import type { FriendlyLink, SiteInfo } from '../../../contracts/site/models';
import { MSG, PRODUCT_NAME } from '../../../contracts/core/codes';

export function Footer({ siteInfo, links }: { siteInfo: SiteInfo | undefined; links: FriendlyLink[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links.length > 0 && (
          <section aria-labelledby="footer-links">
            <h2 id="footer-links">Links</h2>
            <ul className="site-footer__links">
              {links.map((link) => (
                <li key={link.id}>
                  <a href={link.linkUrl} target="_blank" rel="noopener noreferrer">
                    {link.linkName}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {siteInfo && (
          <section aria-labelledby="footer-company">
            <h2 id="footer-company">{siteInfo.companyName}</h2>
            <p>{siteInfo.address}</p>
            <p>Tel. {siteInfo.contactPhone}</p>
            <p>
              Contact: <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>
            </p>
          </section>
        )}
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About</h2>
          <p>
            Market access, prices and partners for the China import trade in meat and seafood. {PRODUCT_NAME} takes no part in transactions
            between users.
          </p>
        </section>
      </div>
      <div className="site-footer__legal">
        <span>
          © {year} {siteInfo?.companyName ?? PRODUCT_NAME}
        </span>
        {siteInfo?.icpRecordNumber && <span>{siteInfo.icpRecordNumber}</span>}
        {siteInfo?.demoData && <span className="demo-tag">{MSG.demoData}</span>}
      </div>
    </footer>
  );
}
