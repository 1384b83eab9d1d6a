import type { AdminBanner, BannerForm } from '../../../../contracts/site/banners';
import { DEFAULT_APP_ID } from '../../../../contracts/core/codes';
import type { BannerPosition } from '../../../../contracts/site/codes';

/** The banner form's values: the window as the datetime-local inputs hold it (UTC, minutes), '' for open. */
export interface BannerValues {
  showPosition: BannerPosition;
  title: string;
  image: string;
  link: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
}

/** 'YYYY-MM-DDTHH:mm' (UTC) from an ISO time, '' from none. */
export const localOf = (iso: string | null): string => (iso ? iso.slice(0, 16) : '');
/** The ISO time of an input's 'YYYY-MM-DDTHH:mm' read as UTC; null when empty. */
export const isoOf = (local: string): string | null => (local ? new Date(`${local}:00.000Z`).toISOString() : null);

export const bannerValuesOf = (banner: AdminBanner | null, position: BannerPosition): BannerValues =>
  banner
    ? {
        showPosition: banner.showPosition,
        title: banner.title,
        image: banner.image,
        link: banner.link,
        startsAt: localOf(banner.startsAt),
        endsAt: localOf(banner.endsAt),
        enabled: banner.enabled,
      }
    : { showPosition: position, title: '', image: '', link: '', startsAt: '', endsAt: '', enabled: true };

export const bannerBodyOf = (values: BannerValues, appId = DEFAULT_APP_ID): BannerForm => ({
  appId,
  showPosition: values.showPosition,
  title: values.title.trim(),
  image: values.image.trim(),
  link: values.link.trim(),
  startsAt: isoOf(values.startsAt),
  endsAt: isoOf(values.endsAt),
  enabled: values.enabled,
});

/** The window as the list shows it; null when the banner has none (it always shows: the list says so in its language). */
export const windowOf = (banner: AdminBanner): string | null =>
  !banner.startsAt && !banner.endsAt
    ? null
    : `${banner.startsAt ? localOf(banner.startsAt).replace('T', ' ') : '…'} – ${banner.endsAt ? localOf(banner.endsAt).replace('T', ' ') : '…'} UTC`;
