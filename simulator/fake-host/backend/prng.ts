/**
 * Seeded pseudo-random numbers (mulberry32): the same seed always yields the same
 * dataset, so a failing end-to-end run can be replayed with its `seed` query.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/**
 * An independent stream per purpose (members, faults, a feature's slice), so adding a
 * draw in one place does not shift every value generated after it elsewhere.
 */
export function derivePrng(seed: number, purpose: string): Prng {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < purpose.length; i += 1) {
    hash = Math.imul(hash ^ purpose.charCodeAt(i), 0x01000193) >>> 0;
  }
  return createPrng(hash);
}
