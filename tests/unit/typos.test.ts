import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldText } from "../../src/core/text-fold";
import {
  allowedPrefixTypos,
  allowedTypos,
  bestCorrection,
  editDistance,
  prefixDistance,
  withinTypos,
} from "../../src/core/typos";

/**
 * The reference for editDistance, from the definition itself: the fewest single typos (insert, delete, substitute,
 * swap neighbours) from `a` to `b`, by breadth-first search over the strings of their own letters, up to `limit`.
 */
function reference(a: string, b: string, limit = 4): number {
  const letters = [...new Set([...Array.from(a), ...Array.from(b)])];
  const maxLength = Math.max(Array.from(a).length, Array.from(b).length) + 1;
  let frontier = new Set([a]);
  const seen = new Set([a]);
  for (let d = 0; d <= limit; d++) {
    if (frontier.has(b)) return d;
    const next = new Set<string>();
    for (const w of frontier) {
      const c = Array.from(w);
      const out: string[] = [];
      for (let i = 0; i <= c.length; i++) {
        if (c.length < maxLength) for (const l of letters) out.push([...c.slice(0, i), l, ...c.slice(i)].join(""));
        if (i < c.length) {
          out.push([...c.slice(0, i), ...c.slice(i + 1)].join(""));
          for (const l of letters) out.push([...c.slice(0, i), l, ...c.slice(i + 1)].join(""));
        }
        if (i + 1 < c.length) out.push([...c.slice(0, i), c[i + 1], c[i], ...c.slice(i + 2)].join(""));
      }
      for (const o of out) {
        if (seen.has(o)) continue;
        seen.add(o);
        next.add(o);
      }
    }
    frontier = next;
  }
  return limit + 1;
}

const word = fc.string({ unit: fc.constantFrom(..."abé"), maxLength: 6 });
/** One typo: insertion, deletion, substitution or a swap of neighbours. */
const oneTypo = fc
  .record({
    w: fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: 2, maxLength: 14 }),
    kind: fc.nat(3),
    at: fc.nat(20),
    letter: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
  })
  .map(({ w, kind, at, letter }) => {
    const i = at % w.length;
    const typed =
      kind === 0
        ? w.slice(0, i) + letter + w.slice(i)
        : kind === 1
          ? w.slice(0, i) + w.slice(i + 1)
          : kind === 2
            ? w.slice(0, i) + letter + w.slice(i + 1)
            : w.slice(0, Math.min(i, w.length - 2)) +
              w[Math.min(i, w.length - 2) + 1] +
              w[Math.min(i, w.length - 2)] +
              w.slice(Math.min(i, w.length - 2) + 2);
    return { w, typed };
  });

describe("thresholds (Meilisearch's defaults)", () => {
  it("no typo below 5 letters, 1 from 5, 2 from 9; prefixes 1 from 4", () => {
    expect([1, 4, 5, 8, 9, 20].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
    expect([3, 4, 8, 9].map(allowedPrefixTypos)).toEqual([0, 1, 1, 2]);
  });
  it("the issue's examples are one typo away", () => {
    expect(editDistance("nurce", "nurse")).toBe(1);
    expect(editDistance("enginer", "engineer")).toBe(1);
    expect(editDistance("managr", "manager")).toBe(1);
    expect(editDistance("nruse", "nurse")).toBe(1);
    expect(withinTypos("nurce", "nurse")).toBe(true);
    expect(withinTypos("nurs", "nurse")).toBe(false);
    expect(withinTypos("nurse", "nurse")).toBe(false);
    expect(prefixDistance("nurc", "nurse", 1)).toBe(1);
    expect(prefixDistance("nurs", "nursing", 1)).toBe(0);
  });
});

describe("editDistance (properties)", () => {
  it("is the fewest typos (checked by search over short words), and stops past max with a value above max", () => {
    fc.assert(
      fc.property(word, word, fc.nat(3), (a, b, max) => {
        const d = reference(a, b, 3);
        expect(Math.min(editDistance(a, b), 4)).toBe(d);
        expect(editDistance(a, b, max)).toBe(Math.min(d, max + 1));
        expect(editDistance(b, a)).toBe(editDistance(a, b));
        expect(editDistance(a, a)).toBe(0);
      }),
      { numRuns: 60 },
    );
  });
  it("counts a letter left out beside a swap as two typos, as a person made them", () => {
    expect(editDistance("lxophonist", "xylophonist")).toBe(2);
    expect(withinTypos("lxophonist", "xylophonist")).toBe(true);
    expect(editDistance("ca", "abc")).toBe(2);
  });
  it("two typos of a word of 9 letters or more are at most two edits, and within its threshold", () => {
    const typo = (w: string, kind: number, at: number, letter: string): string => {
      const i = at % w.length;
      const j = Math.min(i, w.length - 2);
      return [
        w.slice(0, i) + letter + w.slice(i),
        w.slice(0, i) + w.slice(i + 1),
        w.slice(0, i) + letter + w.slice(i + 1),
        w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2),
      ][kind % 4] as string;
    };
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: 9, maxLength: 14 }),
        fc.tuple(fc.nat(3), fc.nat(3)),
        fc.tuple(fc.nat(20), fc.nat(20)),
        fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
        (w, [k0, k1], [a0, a1], letter) => {
          const twice = typo(typo(w, k0, a0, letter), k1, a1, letter);
          expect(editDistance(twice, w)).toBeLessThanOrEqual(2);
          if (twice.length >= 9 && twice !== w) expect(withinTypos(twice, w)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it("one typo is at most one edit, and a word of 5 letters or more stays within its threshold", () => {
    fc.assert(
      fc.property(oneTypo, ({ w, typed }) => {
        expect(editDistance(typed, w)).toBeLessThanOrEqual(1);
        if (typed.length >= 5 && typed !== w) expect(withinTypos(typed, w)).toBe(true);
      }),
    );
  });
  it("folding composes: a word with accents and one typo is one typo from the folded word", () => {
    fc.assert(
      fc.property(oneTypo, fc.boolean(), ({ w, typed }, upper) => {
        const dressed = typed.replace(/e/g, "é").replace(/n/g, "ñ");
        const shown = upper ? dressed.toUpperCase() : dressed;
        expect(editDistance(foldText(shown), w)).toBe(editDistance(typed, w));
      }),
    );
  });
  it("a prefix of a word is 0 from it; with one typo, at most 1", () => {
    fc.assert(
      fc.property(oneTypo, fc.nat(20), ({ w, typed }, cut) => {
        const n = 1 + (cut % w.length);
        expect(prefixDistance(w.slice(0, n), w, 2)).toBe(0);
        expect(prefixDistance(typed, `${w}xyz`, 1)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("bestCorrection", () => {
  it("takes the fewest typos, then the most profiles, then the alphabet", () => {
    const vocabulary = [
      { word: "manage", profiles: 3 },
      { word: "manager", profiles: 40 },
      { word: "managers", profiles: 400 },
    ];
    expect(bestCorrection("managr", vocabulary)?.word).toBe("manager");
    expect(bestCorrection("managerz", vocabulary)?.word).toBe("managers");
    expect(bestCorrection("nurc", [{ word: "nurse", profiles: 9 }])).toBeNull();
    expect(
      bestCorrection("nursa", [
        { word: "nurse", profiles: 5 },
        { word: "nursb", profiles: 5 },
      ])?.word,
    ).toBe("nursb");
    expect(bestCorrection("nurce", [{ word: "nurse", profiles: 0 }])).toBeNull();
  });
});
