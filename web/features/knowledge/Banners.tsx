import type { Banner } from '../../../contracts/site/banners';

/** The TOP_YDT banners: one row that scrolls sideways when there are several (no script needed). */
export function Banners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="kb-banners" aria-label="Featured">
      {banners.map((banner) => {
        const image = <img src={banner.image} alt={banner.title} width={1200} height={280} loading="eager" />;
        return (
          <div className="kb-banner" key={banner.id}>
            {banner.link ? <a href={banner.link}>{image}</a> : image}
          </div>
        );
      })}
    </section>
  );
}
