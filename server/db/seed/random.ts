/**
 * A small seeded random source (mulberry32). The demo generator draws every value from it,
 * so one seed always yields the same rows, on every machine and engine.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A day between two dates (inclusive), at midnight UTC. */
  date(from: Date, to: Date): Date;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  /** A copy of the stream where it stands: it draws what this one draws next (a seed part that writes in passes replays it). */
  fork(): Random;
}

export function createRandom(seed: number): Random {
  // mulberry32's whole state is this one number: a stream started from it goes on where this one stands.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    date: (from, to) => {
      const day = 86_400_000;
      const start = Math.floor(from.getTime() / day);
      const end = Math.floor(to.getTime() / day);
      return new Date(int(start, end) * day);
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    chance: (probability) => next() < probability,
    fork: () => createRandom(state),
  };
}

/** The seed of the demo dataset. Changing it changes every generated row. */
export const DEMO_SEED = 20_260_101;
