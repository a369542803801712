import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTORY } from "../../src/core/messages/public";
import { foldText } from "../../src/core/text-fold";
import { UNACCENT_RULES } from "../../src/core/text-fold-rules";
import { queryWords } from "../../src/server/queries/search";

/** Base letters and accented spellings of each (what a roster or a profile may hold). */
const ACCENTED: Record<string, string[]> = {
  a: ["à", "á", "â", "ã", "ä", "å", "ā", "ă", "ą"],
  c: ["ç", "ć", "č"],
  e: ["è", "é", "ê", "ë", "ē", "ė", "ę", "ě"],
  i: ["ì", "í", "î", "ï", "ī", "į"],
  n: ["ñ", "ń", "ň"],
  o: ["ò", "ó", "ô", "õ", "ö", "ő", "ø"],
  s: ["ś", "š", "ş"],
  u: ["ù", "ú", "û", "ü", "ū", "ů", "ű"],
  y: ["ý", "ÿ"],
  z: ["ź", "ż", "ž"],
  l: ["ł", "ľ", "ĺ"],
  d: ["đ", "ď"],
  g: ["ğ"],
  r: ["ř"],
  t: ["ť", "ţ"],
};
const BASE = "abcdefghijklmnopqrstuvwxyz".split("");

/** A plain lower-case name and, letter by letter, the same name with some letters accented and some upper-cased. */
const nameWithAccents = fc
  .array(
    fc.record({
      base: fc.constantFrom(...BASE),
      accent: fc.nat(20),
      upper: fc.boolean(),
    }),
    { minLength: 2, maxLength: 14 },
  )
  .map((letters) => {
    const plain = letters.map((l) => l.base).join("");
    const spelled = letters
      .map((l) => {
        const variants = ACCENTED[l.base] ?? [];
        const ch = l.accent < variants.length ? variants[l.accent]! : l.base;
        return l.upper ? ch.toUpperCase() : ch;
      })
      .join("");
    return { plain, spelled };
  });

describe("accent and case folding (D321)", () => {
  it("folds a name with accents to its plain spelling, whatever the case", () => {
    const folded = {
      "François Lefèvre": "francois lefevre",
      LEFÈVRE: "lefevre",
      "Łukasz Żółć": "lukasz zolc",
      "Søren Ærø": "soren aero",
      Straße: "strasse",
      // Decomposed input (a letter and a combining mark) folds like the composed one.
      "Lefe\u0300vre": "lefevre",
      // The marks a name may hold (person-name.ts) read as the database reads them (D436).
      "O’Hara": "o'hara",
      Oʼneil: "o'neil",
      "Smith\u2010Jones": "smith-jones",
    };
    for (const [name, plain] of Object.entries(folded)) expect(foldText(name), name).toBe(plain);
    fc.assert(
      fc.property(nameWithAccents, ({ plain, spelled }) => {
        expect(foldText(spelled)).toBe(plain);
        expect(foldText(spelled.toUpperCase())).toBe(plain);
        expect(foldText(spelled.toLowerCase())).toBe(plain);
        expect(foldText(plain.toUpperCase())).toBe(foldText(spelled));
      }),
    );
  });

  it("keeps every rule of unaccent, punctuation too, and no rule's output is folded again", () => {
    for (const [from, to] of Object.entries(UNACCENT_RULES)) {
      expect(foldText(from), from).toBe(to.toLowerCase());
      expect(foldText(to.toLowerCase()), from).toBe(to.toLowerCase());
    }
  });

  it("is idempotent", () => {
    const letters = fc.constantFrom(..."aAzZ éÉøØßæÆœŒłŁđĐþÞğİıçÇñÑ-'.1".split(""));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 30 }), fc.string(), (chars, any) => {
        const s = chars.join("");
        expect(foldText(foldText(s))).toBe(foldText(s));
        expect(foldText(foldText(any))).toBe(foldText(any));
      }),
    );
  });

  it("gives a query its folded words, so that either spelling searches the same", () => {
    expect(queryWords("Lefèvre Boston")).toEqual(["lefevre", "boston"]);
    fc.assert(
      fc.property(nameWithAccents, ({ plain, spelled }) => {
        expect(queryWords(spelled)).toEqual([plain]);
        expect(queryWords(plain.toUpperCase())).toEqual([plain]);
      }),
    );
  });
});

describe("the result count (SPEC 'Found N professional(s)', D323)", () => {
  it("is exact, with thousands separators and the singular for one; '10,000+' beyond the bound", () => {
    expect(DIRECTORY.found(1)).toBe("Found 1 professional");
    expect(DIRECTORY.found(0)).toBe("Found 0 professionals");
    expect(DIRECTORY.found(2000)).toBe("Found 2,000 professionals");
    expect(DIRECTORY.found(10000)).toBe("Found 10,000 professionals");
    expect(DIRECTORY.foundAtLeast(10000)).toBe("Found 10,000+ professionals");
    expect(DIRECTORY.page(2, 100)).toBe("Page 2 of 100");
    expect(DIRECTORY.pageOfAtLeast(1, 500)).toBe("Page 1 of 500+");
  });
});
