import { trackingCalls } from '../../contracts/tracking/calls';
import type { EventCategoryType } from '../../contracts/tracking/codes';
import { browserApi } from './api';

/** A browser that asks not to be tracked (Do Not Track, or Global Privacy Control) sends nothing at all. */
export const optedOut = (nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) =>
  nav.doNotTrack === '1' || nav.globalPrivacyControl === true;

/**
 * 'POST event add' (§7): counts a click or a tab visit. Fire and forget: a lost count never bothers the visitor.
 * The server stores no personal data and counts nothing for a browser that sends DNT or Global Privacy Control.
 */
export function track(categoryType: EventCategoryType, name: string, area?: string) {
  if (typeof window === 'undefined' || optedOut(navigator)) return;
  browserApi()
    .call(trackingCalls.add, { body: { categoryType, name, eventLang: 0, eventChannel: 'PC', area } })
    .catch(() => undefined);
}
