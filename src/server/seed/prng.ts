/**
 * A small seeded pseudo-random generator (mulberry32) for the demo seed. The seed must be
 * reproducible — the same seed gives the same rows — and fast enough for a million profiles,
 * so it never touches `Math.random` or `crypto`. Not for anything security related.
 */
export interface Prng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform 32-bit unsigned integer. */
  uint32(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of `items` (all of them when count >= length), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal deviate (Box–Muller) scaled to the given mean and standard deviation. */
  normal(mean?: number, sd?: number): number;
  /** A version-4 shaped UUID string drawn from this generator. */
  uuid(): string;
  /** An alphanumeric identifier (the shape better-auth uses for user ids). */
  id(length?: number): string;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;

  function uint32(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  function next(): number {
    return uint32() / 4294967296;
  }

  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty array");
    return items[Math.floor(next() * items.length)] as T;
  }

  function sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    // Partial Fisher–Yates: only the first n positions are shuffled.
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  function normal(mean = 0, sd = 1): number {
    // 1 - next() is in (0, 1], so the logarithm is finite.
    const u = 1 - next();
    const v = next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  function uuid(): string {
    const b: number[] = [];
    for (let i = 0; i < 4; i++) {
      const w = uint32();
      b.push(w >>> 24, (w >>> 16) & 0xff, (w >>> 8) & 0xff, w & 0xff);
    }
    b[6] = ((b[6] as number) & 0x0f) | 0x40; // version 4
    b[8] = ((b[8] as number) & 0x3f) | 0x80; // RFC 4122 variant
    const h = b.map((x) => HEX[x] as string);
    return `${h[0]}${h[1]}${h[2]}${h[3]}-${h[4]}${h[5]}-${h[6]}${h[7]}-${h[8]}${h[9]}-${h[10]}${h[11]}${h[12]}${h[13]}${h[14]}${h[15]}`;
  }

  function id(length = 32): string {
    let out = "";
    for (let i = 0; i < length; i++) out += ID_ALPHABET[uint32() % ID_ALPHABET.length];
    return out;
  }

  return {
    next,
    uint32,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    sample,
    chance: (p) => next() < p,
    normal,
    uuid,
    id,
  };
}
