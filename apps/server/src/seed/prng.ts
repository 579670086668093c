/** A small, fast, seedable generator (mulberry32): the seed must not depend on Math.random. */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array in random order; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  chance(probability: number): boolean;
  /** `count` lowercase hex digits. */
  hex(count: number): string;
};

export const SEED = 20_260_101;

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a, so each seed module gets its own stream and adding a module never shifts the others. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other] as (typeof copy)[number], copy[index] as (typeof copy)[number]];
      }
      return copy;
    },
    chance: (probability) => next() < probability,
    hex: (count) => {
      let out = '';
      while (out.length < count) out += Math.floor(next() * 16).toString(16);
      return out;
    },
  };
  return rng;
}

export function rngFor(module: string): Rng {
  return createRng((SEED ^ hashString(module)) >>> 0);
}
