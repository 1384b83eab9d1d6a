import type { Executor } from '../../db/client';

/**
 * Subjects: what the shared features (subscriptions, likes, and later collect and comments) act on. An area
 * registers each kind of record it offers to them; the shared features never read an area's tables.
 */

/** Names one record of a subject type, in the words of the spec's calls (accessType, countryCode, an object code). */
export interface SubjectKey {
  type: string;
  object: string;
  accessType: string;
  countryCode: string;
}

/** What a shared feature may know about a subject. */
export interface SubjectInfo {
  /** The record's own id in its area (a plant's id), for counters the area keeps. */
  id: number;
  title: string;
  /** The page that shows it. */
  link: string;
  image: string;
  countryName: string;
  /** The user who owns it (a post's author), or null for reference records such as plants. */
  ownerId: number | null;
  /** False while it may not be shown (under review, removed): nothing new may attach to it. */
  visible: boolean;
}

export type SubjectFeature = 'subscribe' | 'like' | 'collect' | 'comment';

export interface SubjectSource {
  type: string;
  features: readonly SubjectFeature[];
  /** The message of a 404 when a call names a record of this type that does not exist. */
  notFoundMessage: string;
  /** Many at once, answered by keyOf(key); missing ones are left out. */
  findMany(keys: readonly SubjectKey[]): Promise<Map<string, SubjectInfo>>;
  /**
   * Keeps a like counter on the subject itself, inside the like's own transaction (tx), so the count and the
   * likes never disagree.
   */
  countLike?(tx: Executor, subject: SubjectInfo, delta: 1 | -1): Promise<void>;
}

export const keyOf = (key: SubjectKey) => [key.type, key.accessType, key.countryCode, key.object].join('\u0000');

export interface SubjectRegistry {
  register(source: SubjectSource): void;
  /** The source of a type that offers this feature; throws for a type nobody registered (a programming error). */
  sourceOf(type: string, feature: SubjectFeature): SubjectSource;
  /** Whether some area registered this type with this feature (a call may name a type no area offers yet). */
  offers(type: string, feature: SubjectFeature): boolean;
  find(key: SubjectKey, feature: SubjectFeature): Promise<SubjectInfo | null>;
  /** Subjects of any registered types, keyed by keyOf. */
  findMany(keys: readonly SubjectKey[]): Promise<Map<string, SubjectInfo>>;
}

export function createSubjectRegistry(): SubjectRegistry {
  const sources = new Map<string, SubjectSource>();
  const registry: SubjectRegistry = {
    register(source) {
      if (sources.has(source.type)) throw new Error(`subject type ${source.type} is registered twice`);
      sources.set(source.type, source);
    },
    sourceOf(type, feature) {
      const source = sources.get(type);
      if (!source?.features.includes(feature)) throw new Error(`no subject type ${type} offers ${feature}`);
      return source;
    },
    offers: (type, feature) => sources.get(type)?.features.includes(feature) ?? false,
    async find(key, feature) {
      const found = await registry.sourceOf(key.type, feature).findMany([key]);
      return found.get(keyOf(key)) ?? null;
    },
    async findMany(keys) {
      const byType = new Map<string, SubjectKey[]>();
      for (const key of keys) byType.set(key.type, [...(byType.get(key.type) ?? []), key]);
      const answers = await Promise.all(
        [...byType].map(([type, group]) => sources.get(type)?.findMany(group) ?? Promise.resolve(new Map<string, SubjectInfo>())),
      );
      return new Map(answers.flatMap((answer) => [...answer]));
    },
  };
  return registry;
}

const INT_MAX = 2_147_483_647;

/**
 * findMany for a subject named by its numeric id alone (§7 names an article by ownerId): keys that are not a
 * positive id are left out, the rows are read at once, and each answer is keyed by the key its caller sent.
 */
export async function findByNumericIds<R extends { id: number }>(
  keys: readonly SubjectKey[],
  load: (ids: number[]) => Promise<readonly R[]>,
  infoOf: (row: R) => SubjectInfo,
): Promise<Map<string, SubjectInfo>> {
  const ids = keys.map((k) => (/^\d{1,10}$/.test(k.object) ? Number(k.object) : 0)).filter((id) => id > 0 && id <= INT_MAX);
  const rows = new Map((ids.length ? await load([...new Set(ids)]) : []).map((row) => [String(row.id), row]));
  const found = new Map<string, SubjectInfo>();
  for (const key of keys) {
    const row = rows.get(key.object);
    if (row) found.set(keyOf(key), infoOf(row));
  }
  return found;
}
