import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { allowedTypos } from "../../src/core/typos";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §1 (D353): a query whose words find nothing, or little, also finds the words within Meilisearch's typo
 * thresholds, exact matches first, and says "Did you mean …?"; suggestions tolerate a typo; accents and case compose
 * with it. PGlite by default; TEST_DATABASE_URL runs it on PostgreSQL.
 */
const ids: Record<string, string[]> = {};

/** Distinctive words (no two within 4 typos of each other or of the factory's words), two profiles each. */
const RARE_WORDS = [
  "xylophonist",
  "cartographer",
  "beekeeper",
  "glassblower",
  "lexicographer",
  "puppeteer",
  "horologist",
];

async function profile(key: string, options: Parameters<typeof buildProfessional>[1]) {
  const { id } = await buildProfessional(t.database, options);
  ids[key] = [...(ids[key] ?? []), id];
  return id;
}

const t = setUpTestApp();
beforeAll(async () => {
  for (let i = 0; i < 10; i++) await profile("nurse", { headline: "Registered Nurse", city: "Boston", state: "MA" });
  for (let i = 0; i < 4; i++) await profile("engineer", { headline: "Software Engineer", city: "Austin", state: "TX" });
  for (let i = 0; i < 4; i++) await profile("manager", { headline: "Store Manager", city: "Denver", state: "CO" });
  await profile("manage", { headline: "I manage people" });
  await profile("accent", { firstName: "Zoë", lastName: "Ångström", headline: "Pediatric Nurse" });
  for (const word of RARE_WORDS)
    for (let i = 0; i < 2; i++) await profile(word, { headline: `Master ${word}`, city: "Salem", state: "OR" });
});

type Body = {
  professionals: Array<{ id: string; headline: string | null }>;
  totalCount: number;
  didYouMean: string | null;
  typoMatches: boolean;
};

async function search(params: Record<string, string>): Promise<Body> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
}
async function suggest(q: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestions as Array<{ type: string; text: string; professionalId: string | null }>;
}
const idsOf = (body: Body) => body.professionals.map((p) => p.id).sort();

describe("typos (issue 37 §1)", () => {
  it("nurce, enginer and managr find nurses, engineers and managers, and say what they searched for", async () => {
    for (const [typed, word, expected] of [
      ["nurce", "nurse", [...(ids.nurse ?? []), ...(ids.accent ?? [])]],
      ["enginer", "engineer", ids.engineer],
      ["managr", "manager", ids.manager],
      ["Senior nurce Boston", null, []],
    ] as const) {
      const body = await search({ q: typed });
      if (word === null) {
        // "senior" is no word of the directory and too far from any: nothing, and nothing offered.
        expect(body).toMatchObject({ totalCount: 0, didYouMean: null, typoMatches: false });
        continue;
      }
      expect(body, typed).toMatchObject({ didYouMean: word, typoMatches: true, totalCount: expected?.length });
      expect(idsOf(body)).toEqual([...(expected ?? [])].sort());
      // The count endpoint counts what the page shows.
      const count = await t.app.inject({ method: "GET", url: `/api/v1/professionals/count?q=${typed}` });
      expect(count.json()).toMatchObject({ totalCount: expected?.length, countCapped: false });
    }
  });

  it("corrects each word of several and keeps the filters", async () => {
    const body = await search({ q: "nurce boston", city: "Boston" });
    expect(body).toMatchObject({ didYouMean: "nurse boston", typoMatches: true, totalCount: 10 });
    expect(await search({ q: "nurce", city: "Denver" })).toMatchObject({ totalCount: 0, didYouMean: null });
  });

  it("exact matches answer as before, with nothing offered", async () => {
    const body = await search({ q: "nurse" });
    expect(body).toMatchObject({ totalCount: 11, didYouMean: null, typoMatches: false });
    // "manage" is a word of the directory: its one profile, not the managers.
    expect(await search({ q: "manage" })).toMatchObject({ totalCount: 1, didYouMean: null });
    // Four letters allow no typo (Meilisearch's threshold): "nurs" is a prefix of "nurse" instead.
    expect(await search({ q: "nurs" })).toMatchObject({ totalCount: 11, didYouMean: null });
    expect(await search({ q: "murs" })).toMatchObject({ totalCount: 0, didYouMean: null });
  });

  it("a word few profiles hold keeps its matches first and offers the frequent word", async () => {
    const typoed = await profile("nurze", { headline: "Nurze Aide" });
    const body = await search({ q: "nurze" });
    expect(body).toMatchObject({ totalCount: 1, didYouMean: "nurse", typoMatches: false });
    expect(idsOf(body)).toEqual([typoed]);
    await t.database.db.execute(sql`DELETE FROM professionals WHERE id = ${typoed}`);
  });

  it("a private profile's words are neither corrected to nor suggested", async () => {
    const id = await profile("falconer", { headline: "Falconer", visibility: "public" });
    expect(await search({ q: "falconr" })).toMatchObject({ totalCount: 1, didYouMean: "falconer" });
    await t.database.db.execute(sql`UPDATE professionals SET visibility = 'private' WHERE id = ${id}`);
    expect(await search({ q: "falconr" })).toMatchObject({ totalCount: 0, didYouMean: null });
    expect((await suggest("falc")).map((s) => s.text)).not.toContain("falconer");
  });

  it("suggestions complete a word, a typo tolerated", async () => {
    for (const q of ["nurc", "nurs", "Nürc", "NURSE"]) {
      const suggestions = await suggest(q);
      expect(suggestions, q).toContainEqual(expect.objectContaining({ type: "trending", text: "nurse" }));
    }
    expect(await suggest("engi")).toContainEqual(expect.objectContaining({ type: "trending", text: "engineer" }));
    expect(await suggest("senior nurc")).toContainEqual(expect.objectContaining({ text: "senior nurse" }));
    // A name still comes first, and then no words are added.
    const named = await suggest("ångs");
    expect(named[0]).toMatchObject({ type: "professional", text: "Zoë Ångström" });
    expect(named.some((s) => s.type === "trending")).toBe(false);
    expect(await suggest("qzx")).toEqual([]);
  });
});

/** One typo of `word`: an insertion, deletion, substitution or swap at `at`, with `letter`. */
function typo(word: string, kind: number, at: number, letter: string): string {
  const i = at % word.length;
  switch (kind % 4) {
    case 0:
      return word.slice(0, i) + letter + word.slice(i);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letter + word.slice(i + 1);
    default: {
      const j = Math.min(i, word.length - 2);
      return word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2);
    }
  }
}
const ACCENTED: Record<string, string> = { a: "á", e: "é", i: "î", o: "ö", u: "ü", c: "ç", n: "ñ" };

describe("properties (issue 37 §1)", () => {
  const edit = fc.record({
    word: fc.constantFrom(...RARE_WORDS),
    kinds: fc.array(fc.nat(3), { minLength: 1, maxLength: 2 }),
    at: fc.array(fc.nat(20), { minLength: 2, maxLength: 2 }),
    letter: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
  });

  it("a word within the threshold finds its profiles", async () => {
    await fc.assert(
      fc.asyncProperty(edit, async ({ word, kinds, at, letter }) => {
        // As many typos as the threshold of the typed word allows (two only from 9 letters).
        let typed = typo(word, kinds[0] ?? 0, at[0] ?? 0, letter);
        if (kinds.length > 1 && allowedTypos(typed.length) === 2) {
          const twice = typo(typed, kinds[1] ?? 0, at[1] ?? 0, letter);
          if (allowedTypos(twice.length) === 2) typed = twice;
        }
        const body = await search({ q: typed });
        expect(idsOf(body), typed).toEqual(expect.arrayContaining(ids[word] ?? []));
        // A word cut short at its end is a prefix of the word, and the last word is matched as a prefix: it finds
        // every profile the correction would, so nothing is offered (searchProfessionals keeps what it found).
        if (typed !== word && !word.startsWith(typed)) expect(body.didYouMean, typed).toBe(word);
      }),
      { numRuns: 20 },
    );
  });

  it("every exact match still appears, first, and results are stable under case and accents", async () => {
    await fc.assert(
      fc.asyncProperty(
        edit,
        fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
        fc.boolean(),
        async ({ word, kinds, at, letter }, upper, exactWord) => {
          const plain = exactWord ? word : typo(word, kinds[0] ?? 0, at[0] ?? 0, letter);
          const dressed = Array.from(plain)
            .map((c, i) => {
              const accented = upper[i] ? (ACCENTED[c] ?? c) : c;
              return upper[(i + 3) % upper.length] ? accented.toUpperCase() : accented;
            })
            .join("");
          const [a, b] = [await search({ q: plain }), await search({ q: dressed })];
          expect(idsOf(b), dressed).toEqual(idsOf(a));
          expect(b.didYouMean).toBe(a.didYouMean);
          if (exactWord) expect(a).toMatchObject({ totalCount: 2, didYouMean: null, typoMatches: false });
          expect(idsOf(a)).toEqual(expect.arrayContaining(ids[word] ?? []));
        },
      ),
      { numRuns: 15 },
    );
  });
});
