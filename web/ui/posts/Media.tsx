import { Image } from 'antd';
import { useT } from '../../lib/i18n';
import { postsMessages } from './messages';

/** A post's or topic's photos with the viewer (click to enlarge, arrows between them). */
export function Photos({ images, max, alt }: { images: string[]; max?: number; alt: string }) {
  const t = useT(postsMessages);
  const shown = max === undefined ? images : images.slice(0, max);
  if (!shown.length) return null;
  return (
    <div className="community-photos">
      <Image.PreviewGroup>
        {shown.map((src, i) => (
          <Image
            key={src + i}
            src={src}
            alt={t('media.photo', { alt, number: i + 1 })}
            width={120}
            height={90}
            className="community-photo"
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

/** A topic's video, with the browser's own controls; only its start is fetched until it plays. */
export function Video({ src, title }: { src: string; title: string }) {
  const t = useT(postsMessages);
  if (!src) return null;
  return (
    <video className="community-video" src={src} controls preload="metadata" aria-label={t('media.video', { title })}>
      <a href={src}>{t('media.download')}</a>
    </video>
  );
}
