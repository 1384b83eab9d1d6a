// What `npm run check:messages` checks, as functions the check and its test share.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The plural forms each language needs (CLDR): English one and other, Chinese other only. */
export const PLURAL_FORMS: Record<string, readonly string[]> = { en: ['one', 'other'], zh: ['other'] };
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.git', '.react-router', 'dist', 'coverage']);

/** Every catalogue's English file: a `messages/en.json` anywhere under the given folders. */
export function englishFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.name === 'en.json' && dir.endsWith('messages')) found.push(join(dir, entry.name));
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(dir);
  return found.sort();
}

/** A catalogue's texts by dotted key ('menu.plant'). Anything but nested objects of strings is a problem. */
export function flatten(value: unknown, problems: string[], where: string, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`${where}: ${prefix || 'the file'} must be an object of texts`);
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'string') {
      if (inner.trim() === '') problems.push(`${where}: ${path} is empty`);
      out.set(path, inner);
    } else for (const [k, v] of flatten(inner, problems, where, path)) out.set(k, v);
  }
  return out;
}

/** The names a text interpolates ({{count}}), sorted, so both languages can be compared. */
export function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
}

/** Compares one catalogue's languages: same keys (plural forms as each language needs them), same placeholders. */
export function compareLanguages(texts: Record<string, Map<string, string>>, where: Record<string, string>): string[] {
  const problems: string[] = [];
  const bases = new Map<string, Map<string, string[]>>();
  for (const [language, map] of Object.entries(texts)) {
    for (const key of map.keys()) {
      const plural = PLURAL.exec(key);
      const base = plural ? key.slice(0, plural.index) : key;
      const forms = bases.get(base) ?? new Map<string, string[]>();
      forms.set(language, [...(forms.get(language) ?? []), plural ? plural[1]! : '']);
      bases.set(base, forms);
    }
  }
  const languages = Object.keys(texts);
  for (const [base, forms] of bases) {
    const isPlural = [...forms.values()].some((list) => list.some((form) => form !== ''));
    for (const language of languages) {
      const has = forms.get(language);
      if (!has) {
        problems.push(`${where[language]}: ${base} is missing (it is in ${[...forms.keys()].join(', ')})`);
        continue;
      }
      if (!isPlural) continue;
      for (const form of PLURAL_FORMS[language] ?? ['other'])
        if (!has.includes(form)) problems.push(`${where[language]}: ${base}_${form} is missing (a plural needs it)`);
    }
    // Every language's text must fill in the same names.
    const seen = new Map<string, string>();
    for (const language of languages) {
      for (const [key, text] of texts[language]!) {
        if (key !== base && !(PLURAL.test(key) && key.slice(0, key.lastIndexOf('_')) === base)) continue;
        seen.set(language, placeholders(text));
      }
    }
    const variants = new Set(seen.values());
    if (variants.size > 1)
      problems.push(
        `${where.en ?? base}: ${base} fills in different names per language (${[...seen].map(([l, p]) => `${l}: ${p || 'none'}`).join('; ')})`,
      );
  }
  return problems;
}

/** Checks the catalogues under dirs and that resources.d.ts declares each one. */
export function checkCatalogues(root: string, dirs: readonly string[], languages: readonly string[], resourcesFile: string): string[] {
  const problems: string[] = [];
  const declared = readFileSync(join(root, resourcesFile), 'utf8');
  for (const enFile of englishFiles(root, dirs)) {
    const dir = dirname(enFile);
    const texts: Record<string, Map<string, string>> = {};
    const where: Record<string, string> = {};
    for (const language of languages) {
      const file = join(dir, `${language}.json`);
      where[language] = file;
      if (!existsSync(join(root, file))) {
        problems.push(`${file}: missing (every catalogue has each language)`);
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(join(root, file), 'utf8'));
      } catch (error) {
        problems.push(`${file}: not JSON (${(error as Error).message})`);
        continue;
      }
      texts[language] = flatten(parsed, problems, file);
    }
    if (Object.keys(texts).length === languages.length) problems.push(...compareLanguages(texts, where));
    const importPath = relative(dirname(join(root, resourcesFile)), join(root, enFile)).replaceAll('\\', '/');
    if (!declared.includes(importPath.startsWith('.') ? importPath : `./${importPath}`))
      problems.push(`${enFile}: not declared in ${resourcesFile}, so its keys are not type-checked`);
  }
  return problems;
}
