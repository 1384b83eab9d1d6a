import i18next, { type FlatNamespace, type i18n, type TFunction } from 'i18next';
import type { Language } from './languages';

/**
 * A message catalogue: one area's UI text in both languages, under its namespace. The texts live in JSON files beside
 * the code that shows them (`messages/en.json`, `messages/zh.json`); `npm run check` (scripts/check-messages.ts)
 * fails when a key is in one language only. How to add a message or a language: docs/i18n.md.
 */
export interface Catalogue<NS extends FlatNamespace = FlatNamespace> {
  ns: NS;
  messages: Record<Language, object>;
}

export function catalogue<NS extends FlatNamespace>(ns: NS, en: object, zh: object): Catalogue<NS> {
  return { ns, messages: { en, zh } };
}

const instances = new Map<Language, i18n>();

/**
 * The i18next instance of a language, made once per process (a page worker renders both languages, the browser
 * only its page's). Catalogues join it as they are first used, so a page carries the text of its own areas only.
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      // A missing text shows its key, which the check and the route walk in the e2e catch; never the other language.
      fallbackLng: false,
      resources: {},
      initAsync: false,
      // React escapes what it renders; mails and XML escape at their own edge.
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** Adds a catalogue's texts to a language's instance once. */
export function withCatalogue(instance: i18n, language: Language, entry: Catalogue): i18n {
  if (!instance.hasResourceBundle(language, entry.ns)) instance.addResourceBundle(language, entry.ns, entry.messages[language]);
  return instance;
}

/** A catalogue's texts in a language, outside React: mails, notifications, downloads, page titles. */
export function translator<NS extends FlatNamespace>(language: Language, entry: Catalogue<NS>): TFunction<NS> {
  return withCatalogue(i18nFor(language), language, entry).getFixedT(language, entry.ns);
}
