import type { Page } from 'playwright-core';

/**
 * Words a Chinese page may show in Latin letters: names of things that are written so in Chinese too (the portal's
 * abbreviation, GACC, file formats, currencies, trade terms, units, the UTC time zone). Anything else in Latin letters on a Chinese
 * page is English UI text, unless it is data (inside translate="no") or marked as another language (lang).
 */
export const LATIN_IN_CHINESE = [
  'CMSP',
  'GACC',
  'CSV',
  'Excel',
  'PDF',
  'USD',
  'CNY',
  'RMB',
  'EUR',
  'CIF',
  'FOB',
  'HS',
  'kg',
  // The feedback form's photo hint names the formats and the size unit as they are written in Chinese too.
  'png',
  'jpg',
  'jpeg',
  'gif',
  'MB',
  // The verification form's documents hint (PDF, PNG 或 JPEG): the formats' names as Chinese writes them, in capitals.
  'PNG',
  'JPG',
  'JPEG',
  'B2B',
  'ICP',
  'SIF',
  // A bank account's international number is called so in Chinese too (IBAN 号码).
  'IBAN',
  // The time zone after a time (2026-11-04 12:09 UTC): Chinese writes its abbreviation so as well.
  'UTC',
];

export interface WrongText {
  text: string;
  /** Where: the element's tag and classes, or the attribute it came from. */
  where: string;
}

/**
 * Text of the page's UI in the wrong language: Latin words on a Chinese page, Chinese characters on an English one.
 * Reads every visible or screen-reader text node and the attributes people hear or see (placeholder, aria-label,
 * title, alt), and the document title; skips data (translate="no"), text marked with its own lang, scripts and styles.
 * Text that repeats such a marked text elsewhere on the page ('编辑《{title}》' beside the title marked lang="en", the
 * author's name in a card's label, a region's name marked as data in its own column and again inside the announcement
 * that names it) is read without it; attributes of what screen readers skip (aria-hidden) are not read.
 */
export async function wrongLanguageText(page: Page, language: 'en' | 'zh'): Promise<WrongText[]> {
  return page.evaluate(
    ({ language, allowed }) => {
      const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
      const allowedWords = new RegExp(`\\b(?:${allowed.join('|')})\\b`, 'g');
      const latinWord = /[A-Za-z]{2,}/;
      const wrong = (text: string) => (language === 'zh' ? latinWord.test(text.replace(allowedWords, '')) : cjk.test(text));
      /** Data, or text that says its own language, is not the page's UI. */
      const exempt = (el: Element) => {
        if (el.closest('script, style, noscript, template, [translate="no"]')) return true;
        const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
        return language === 'zh' ? !lang.startsWith('zh') : lang.startsWith('zh');
      };
      // Texts the page shows as data or in another language: text that repeats one is read without it.
      const marked = [...document.body.querySelectorAll('[translate="no"], [lang]')]
        .filter((el) => exempt(el) && !el.closest('script, style, noscript, template'))
        .map((el) => el.textContent?.trim() ?? '')
        .filter((text) => text !== '')
        .sort((a, b) => b.length - a.length);
      const withoutMarked = (text: string) => marked.reduce((rest, data) => rest.split(data).join(' '), text);
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`;
      const found: { text: string; where: string }[] = [];
      if (wrong(withoutMarked(document.title))) found.push({ text: document.title, where: 'title' });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const el = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!el || !text || exempt(el)) continue;
        // display: none is neither seen nor heard; visually hidden text is heard, so it counts.
        if (!el.checkVisibility({ visibilityProperty: false } as CheckVisibilityOptions)) continue;
        if (wrong(withoutMarked(text))) found.push({ text, where: describe(el) });
      }
      for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
        if (exempt(el) || !el.checkVisibility() || el.closest('[aria-hidden="true"]')) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = el.getAttribute(name);
          if (value && wrong(withoutMarked(value))) found.push({ text: value, where: `${describe(el)}@${name}` });
        }
      }
      return found;
    },
    { language, allowed: LATIN_IN_CHINESE },
  );
}
