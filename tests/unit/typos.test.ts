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

/** The textbook optimal-string-alignment distance, no early stop: the reference for editDistance. */
function reference(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[s.length] as number[])[t.length] as number;
}

const word = fc.string({ unit: fc.constantFrom(..."abcdeéñz"), maxLength: 12 });
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
  it("is the optimal-string-alignment distance, and stops past max with a value above max", () => {
    fc.assert(
      fc.property(word, word, fc.nat(4), (a, b, max) => {
        const d = reference(a, b);
        expect(editDistance(a, b)).toBe(d);
        expect(Math.min(editDistance(a, b, max), max + 1)).toBe(Math.min(d, max + 1));
        expect(editDistance(b, a)).toBe(d);
        expect(editDistance(a, a)).toBe(0);
      }),
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
