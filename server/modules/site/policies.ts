import { adminPolicy } from '../../platform/policy';

/** The site's settings (site info, friendly links, agreements, notice) as the admin shell edits them: administrators only. */
export const siteSettingsPolicy = adminPolicy('site-settings', ['read', 'edit']);

/** Banners as the admin shell manages them (the public list by position needs no one): administrators only. */
export const bannerPolicy = adminPolicy('banner', ['read', 'edit']);
