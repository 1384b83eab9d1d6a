import { describe, expect, it } from 'vitest';
import type { AdminBanner } from '../../../../contracts/site/banners';
import { bannerBodyOf, bannerValuesOf, isoOf, localOf, windowOf } from './banner-form';

const banner: AdminBanner = {
  id: 3,
  appId: 'TOOL1000',
  showPosition: 'TOP_YDT',
  title: 'Labels',
  image: '/banners/a.svg',
  link: '/knowledgeBase?categoryId=2',
  sort: 10,
  startsAt: '2026-03-01T08:30:00.000Z',
  endsAt: null,
  enabled: true,
};

describe('the banner form', () => {
  it('shows the window in UTC minutes and sends it back as the same ISO time', () => {
    expect(localOf(banner.startsAt)).toBe('2026-03-01T08:30');
    expect(isoOf('2026-03-01T08:30')).toBe('2026-03-01T08:30:00.000Z');
    expect(isoOf('')).toBeNull();
    expect(windowOf(banner)).toBe('2026-03-01 08:30 – … UTC');
    expect(windowOf({ ...banner, startsAt: null })).toBeNull();
  });

  it('round-trips a banner through the form', () => {
    const body = bannerBodyOf(bannerValuesOf(banner, 'TOP_YDT'));
    expect(body).toEqual({
      appId: 'TOOL1000',
      showPosition: 'TOP_YDT',
      title: 'Labels',
      image: '/banners/a.svg',
      link: '/knowledgeBase?categoryId=2',
      startsAt: '2026-03-01T08:30:00.000Z',
      endsAt: null,
      enabled: true,
    });
  });
});
