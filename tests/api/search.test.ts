import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import { ProfessionalCard, type SearchResponse } from "../../src/core/contracts/search";
import {
  buildTsQuery,
  containsPattern,
  countsThroughFacets,
  FACET_RATINGS,
  facetTsQuery,
  queryWords,
  searchProfessionals,
} from "../../src/server/queries/search";
import { buildClaimedProfessional, buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** The other named professionals the searches look for, made in this order after Ada Lovelace. */
const PEOPLE: Record<string, Parameters<typeof buildProfessional>[1]> = {
  adaB: {
    firstName: "Ada",
    lastName: "Byron",
    headline: "Registered Nurse | Healthcare",
    city: "Austin",
    state: "TX",
    averageRating: 4.8,
    totalRatings: 20,
    verifiedEmployersCount: 2,
    updatedAt: day(5),
  },
  grace: {
    firstName: "Grace",
    lastName: "Hopper",
    headline: "Software Engineer | Technology",
    city: "Arlington",
    state: "VA",
    averageRating: 4.2,
    totalRatings: 5,
    updatedAt: day(25),
  },
  alan: {
    firstName: "Alan",
    lastName: "Turing",
    headline: "Night Nurse | Healthcare",
    city: "Boston",
    state: "MA",
    averageRating: 3.5,
    totalRatings: 2,
    verifiedEmployersCount: 1,
    updatedAt: day(10),
  },
  zoe: {
    firstName: "Zoë",
    lastName: "O'Brien",
    headline: "100% Remote_Worker",
    city: "Salt Lake City",
    state: "UT",
    country: "Canada",
    updatedAt: day(1),
  },
  hiddenEmployers: {
    firstName: "Ada",
    lastName: "Hidden",
    headline: "Software Engineer | Technology",
    city: "Austin",
    state: "TX",
    visibility: "employers_only",
    averageRating: 5,
    totalRatings: 9,
    verifiedEmployersCount: 9,
  },
  hiddenPrivate: {
    firstName: "Ada",
    lastName: "Secret",
    headline: "Software Engineer | Technology",
    city: "Austin",
    state: "TX",
    visibility: "private",
    averageRating: 5,
    totalRatings: 9,
    verifiedEmployersCount: 9,
  },
};

const t = setUpTestApp();
beforeAll(async () => {
  const db = t.database;
  ids.adaL = (
    await buildClaimedProfessional(db, {
      firstName: "Ada",
      lastName: "Lovelace",
      headline: "Senior Software Engineer | Technology",
      city: "Austin",
      state: "TX",
      averageRating: 4.8,
      totalRatings: 10,
      verifiedEmployersCount: 3,
      updatedAt: day(20),
    })
  ).id;
  for (const [key, fields] of Object.entries(PEOPLE)) ids[key] = (await buildProfessional(db, fields)).id;
  for (let i = 0; i < 45; i++) {
    await buildProfessional(db, {
      firstName: `Bulk${String(i).padStart(2, "0")}`,
      lastName: "Pager",
      headline: "Forklift Operator | Bulkhandling",
      city: "Peoria",
      state: "IL",
      averageRating: (i % 10) / 2,
      totalRatings: i % 7,
      updatedAt: day(1),
    });
  }
});

async function search(query: Record<string, string | number | boolean> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search${qs ? `?${qs}` : ""}` });
  return res;
}
async function ok(query: Record<string, string | number | boolean> = {}): Promise<SearchResponse> {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (body: SearchResponse) => body.professionals.map((p) => `${p.firstName} ${p.lastName}`);
const idSet = (body: SearchResponse) => new Set(body.professionals.map((p) => p.id));

describe("query text", () => {
  it("turns input into plain words, never query syntax", () => {
    expect(queryWords("  Senior   SOFTWARE engineer ")).toEqual(["senior", "software", "engineer"]);
    expect(queryWords("a & b | !c :* (d) 'e' <-> f\\")).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(queryWords("O'Brien")).toEqual(["o", "brien"]);
    expect(queryWords("zoë 100%")).toEqual(["zoe", "100"]); // folded (D321)
    expect(queryWords("!!! ::: ")).toEqual([]);
    expect(buildTsQuery("senior software engineer")).toBe("senior & software & engineer");
    expect(buildTsQuery("senior software engineer", { prefix: true })).toBe("senior & software & engineer:*");
    expect(buildTsQuery("engineer lo", { prefix: true })).toBe("engineer & lo");
    expect(buildTsQuery("")).toBeNull();
    expect(queryWords("w ".repeat(50)).length).toBe(1);
    expect(queryWords("a b c d e f g h i j k").length).toBe(8);
  });

  it("counts through the facet index when facet keys lead and no word does (D294)", () => {
    expect(countsThroughFacets({ industry: "Healthcare" })).toBe(true);
    expect(countsThroughFacets({ claimedOnly: true })).toBe(true);
    expect(countsThroughFacets({ minRating: 4.5 })).toBe(true);
    expect(countsThroughFacets({ city: "den" }, { places: { city: ["denver"] } })).toBe(true);
    // Words lead through the text index; plain conditions have no facet index to read.
    expect(countsThroughFacets({ q: "nurse", industry: "Healthcare" })).toBe(false);
    expect(countsThroughFacets({ industry: "Plumbing" })).toBe(false);
    expect(countsThroughFacets({ minRating: 4, verifiedOnly: true })).toBe(false);
    expect(countsThroughFacets({ country: "US" })).toBe(false);
    expect(countsThroughFacets({})).toBe(false);
  });

  it("writes filter keys as quoted ~lexemes no query word can match (D295)", () => {
    expect(facetTsQuery(["industry:customer service", "claimed"], [["city:o'fallon", "city:back\\slash"]])).toBe(
      "'~industry:customer service' & '~claimed' & ('~city:o''fallon' | '~city:back\\\\slash')",
    );
  });

  it("escapes LIKE wildcards", () => {
    expect(containsPattern("100%_x\\")).toBe("%100\\%\\_x\\\\%");
    expect(containsPattern("AUSTIN")).toBe("%austin%");
  });

  it("requires every word", async () => {
    expect(idSet(await ok({ q: "software engineer" }))).toEqual(new Set([ids.adaL, ids.grace]));
    expect(idSet(await ok({ q: "senior software engineer" }))).toEqual(new Set([ids.adaL]));
    expect((await ok({ q: "engineer nurse" })).totalCount).toBe(0);
  });

  it("matches names, headline words and places, case-insensitively", async () => {
    expect(idSet(await ok({ q: "ADA" }))).toEqual(new Set([ids.adaL, ids.adaB]));
    expect(idSet(await ok({ q: "ada austin" }))).toEqual(new Set([ids.adaL, ids.adaB]));
    expect(idSet(await ok({ q: "nurse" }))).toEqual(new Set([ids.adaB, ids.alan]));
    expect(idSet(await ok({ q: "zoë" }))).toEqual(new Set([ids.zoe]));
    expect(idSet(await ok({ q: "o'brien" }))).toEqual(new Set([ids.zoe]));
  });

  it("matches the last word as a prefix from 3 letters on", async () => {
    expect(idSet(await ok({ q: "lovel" }))).toEqual(new Set([ids.adaL]));
    expect(idSet(await ok({ q: "ada lov" }))).toEqual(new Set([ids.adaL]));
    expect((await ok({ q: "lo" })).totalCount).toBe(0);
  });

  it("treats query syntax characters as separators", async () => {
    for (const q of ["ada & | ! :* ( ) '", "ada:*", "'ada'", "ada <-> !lovelace", "(ada", "\\ada"]) {
      const body = await ok({ q });
      expect(
        body.professionals.every((p) => p.firstName === "Ada" || p.lastName === "Lovelace"),
        q,
      ).toBe(true);
    }
    // Only punctuation: no words, so no text filter.
    expect((await ok({ q: "&|!():*" })).totalCount).toBe((await ok({})).totalCount);
  });
});

describe("visibility", () => {
  it("returns public profiles only, whatever matches", async () => {
    for (const q of ["ada", "software engineer", "hidden", "secret", ""]) {
      const body = await ok({ q, city: "austin" });
      expect(idSet(body).has(ids.hiddenEmployers!), q).toBe(false);
      expect(idSet(body).has(ids.hiddenPrivate!), q).toBe(false);
    }
    expect((await ok({ q: "secret" })).totalCount).toBe(0);
    expect((await ok({})).totalCount).toBe(5 + 45);
  });
});

describe("filters", () => {
  it("city, state, country and industry are case-insensitive contains", async () => {
    expect(idSet(await ok({ city: "AUST" }))).toEqual(new Set([ids.adaL, ids.adaB]));
    expect(idSet(await ok({ city: "lake" }))).toEqual(new Set([ids.zoe]));
    expect(idSet(await ok({ state: "tx" }))).toEqual(new Set([ids.adaL, ids.adaB]));
    expect(idSet(await ok({ country: "cana" }))).toEqual(new Set([ids.zoe]));
    expect((await ok({ country: "us" })).totalCount).toBe(4 + 45);
    expect(idSet(await ok({ industry: "TECHNOLOGY" }))).toEqual(new Set([ids.adaL, ids.grace]));
    expect(idSet(await ok({ industry: "health" }))).toEqual(new Set([ids.adaB, ids.alan]));
  });

  it("a short city or state filter keeps exactly the rows 'contains' keeps (D193), profiles without a city too (D250)", async () => {
    // A public profile with a state and no city (the settings allow it): found by its state like any other.
    const { id: cityless } = await buildProfessional(t.database, { city: null, state: "KS", country: "Canada" });
    try {
      const cases: Array<["city" | "state", string]> = [
        ["state", "x"],
        ["state", "T"],
        ["state", "zz"],
        ["state", "ks"],
        ["state", "K"],
        ["city", "la"],
        ["city", "a"],
        ["city", "%"],
        ["state", "_"],
      ];
      for (const [column, v] of cases) {
        const expected = await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM professionals WHERE visibility = 'public' AND lower(${sql.raw(column)}) LIKE ${containsPattern(v)}`,
        );
        const got = await searchProfessionals(t.database, { [column]: v });
        expect(got.totalCount, `${column} ${v}`).toBe((expected.rows[0] as { n: number }).n);
      }
      expect(idSet(await ok({ state: "ks" }))).toEqual(new Set([cityless]));
    } finally {
      await t.database.db.execute(sql`DELETE FROM professionals WHERE id = ${cityless}`);
    }
  });

  it("filter keys (D245), with words or without (D295), keep exactly the rows the plain conditions keep", async () => {
    const plain = (f: {
      q?: string;
      industry?: string;
      minRating?: number;
      verifiedOnly?: boolean;
      claimedOnly?: boolean;
      city?: string;
    }) => {
      const c = [sql`visibility = 'public'`];
      const words = buildTsQuery(f.q);
      if (words) c.push(sql`search_vector @@ to_tsquery('simple', ${words})`);
      if (f.industry) c.push(sql`lower(headline) LIKE ${containsPattern(f.industry.trim())}`);
      if (f.city) c.push(sql`lower(city) LIKE ${containsPattern(f.city)}`);
      if (f.minRating !== undefined) c.push(sql`average_rating >= ${f.minRating}`);
      if (f.verifiedOnly) c.push(sql`verified_employers_count > 0`);
      if (f.claimedOnly) c.push(sql`is_claimed`);
      return sql`SELECT count(*)::int AS n FROM professionals WHERE ${sql.join(c, sql` AND `)}`;
    };
    let nonEmpty = 0;
    let withWords = 0;
    for (const q of [undefined, "ada", "nurse"])
      for (const industry of [undefined, "TECHNOLOGY", " healthcare ", "Health", "retail"])
        for (const minRating of [undefined, ...FACET_RATINGS, 4.8])
          for (const [verifiedOnly, claimedOnly, city] of [
            [false, false, undefined],
            [true, false, "austin"],
            [false, true, "a"],
            [true, true, undefined],
          ] as const) {
            const f = { q, industry, minRating, verifiedOnly, claimedOnly, city };
            const expected = ((await t.database.db.execute(plain(f))).rows[0] as { n: number }).n;
            const got = await searchProfessionals(t.database, f);
            expect(got.totalCount, JSON.stringify(f)).toBe(expected);
            if (expected > 0) nonEmpty++;
            if (expected > 0 && q) withWords++;
          }
    expect(nonEmpty).toBeGreaterThan(20);
    expect(withWords).toBeGreaterThan(5);
  });

  it("takes %, _ and \\ literally", async () => {
    expect(idSet(await ok({ industry: "%" }))).toEqual(new Set([ids.zoe]));
    expect(idSet(await ok({ industry: "_" }))).toEqual(new Set([ids.zoe]));
    expect(idSet(await ok({ industry: "100%" }))).toEqual(new Set([ids.zoe]));
    expect((await ok({ industry: "\\" })).totalCount).toBe(0);
    expect((await ok({ city: "a%n" })).totalCount).toBe(0);
  });

  it("ignores blank filters", async () => {
    expect((await ok({ city: "  ", state: "", industry: " " })).totalCount).toBe(50);
  });

  it("minRating and maxRating bound the average", async () => {
    expect(idSet(await ok({ q: "ada grace alan", minRating: 4 }))).toEqual(new Set());
    const named = { claimedOnly: false };
    const high = await ok({ ...named, minRating: 4.5, city: "a" });
    expect(high.professionals.every((p) => p.averageRating >= 4.5)).toBe(true);
    expect(idSet(high).has(ids.adaL!) && idSet(high).has(ids.adaB!)).toBe(true);
    const low = await ok({ maxRating: 4, state: "MA" });
    expect(idSet(low)).toEqual(new Set([ids.alan]));
    const band = await ok({ minRating: 4, maxRating: 4.5, city: "arl" });
    expect(idSet(band)).toEqual(new Set([ids.grace]));
    expect(idSet(await ok({ minRating: 4.8, maxRating: 4.8 }))).toEqual(new Set([ids.adaL, ids.adaB]));
    expect((await ok({ minRating: 5, maxRating: 1 })).totalCount).toBe(0);
  });

  it("verifiedOnly keeps profiles with a verified employer; claimedOnly claimed ones", async () => {
    const verified = await ok({ verifiedOnly: true });
    expect(idSet(verified)).toEqual(new Set([ids.adaL, ids.adaB, ids.alan]));
    expect(idSet(await ok({ verifiedOnly: "1" as unknown as boolean }))).toEqual(idSet(verified));
    expect((await ok({ verifiedOnly: false })).totalCount).toBe(50);
    expect(idSet(await ok({ claimedOnly: true }))).toEqual(new Set([ids.adaL]));
    expect(idSet(await ok({ claimedOnly: true, verifiedOnly: true, q: "ada" }))).toEqual(new Set([ids.adaL]));
  });
});

describe("sort orders", () => {
  it("rating: average desc, then number of ratings desc (default)", async () => {
    const body = await ok({ q: "ada grace alan zoë", sortBy: "rating" });
    expect(body.totalCount).toBe(0); // all words are required
    const all = await ok({ country: "a" }); // every public profile has an "a" in its country
    const pairs = all.professionals.map((p) => [p.averageRating, p.totalRatings] as const);
    for (let i = 1; i < pairs.length; i++) {
      const [a, b] = [pairs[i - 1]!, pairs[i]!];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]), JSON.stringify([a, b])).toBe(true);
    }
    expect(names(await ok({ city: "austin" }))).toEqual(["Ada Byron", "Ada Lovelace"]);
    expect(names(await ok({ city: "austin", sortBy: "rating" }))).toEqual(["Ada Byron", "Ada Lovelace"]);
  });

  it("recent: last updated first", async () => {
    const body = await ok({ sortBy: "recent", q: "", state: "a" });
    expect(names(body)).toEqual(["Grace Hopper", "Alan Turing"]);
    const named = await ok({ sortBy: "recent", claimedOnly: false, minRating: 3 });
    expect(names(named).slice(0, 4)).toEqual(["Grace Hopper", "Ada Lovelace", "Alan Turing", "Ada Byron"]);
  });

  it("alphabetical: last name, then first name", async () => {
    const body = await ok({ sortBy: "alphabetical", minRating: 3, maxRating: 4.9 });
    const lasts = body.professionals.map((p) => `${p.lastName}|${p.firstName}`);
    expect(lasts.slice(0, 4)).toEqual(["Byron|Ada", "Hopper|Grace", "Lovelace|Ada", "Pager|Bulk06"]);
    const bulk = await ok({ q: "pager", sortBy: "alphabetical" });
    expect(bulk.professionals.map((p) => p.firstName).slice(0, 3)).toEqual(["Bulk00", "Bulk01", "Bulk02"]);
  });

  it("refuses an unknown order", async () => {
    expect((await search({ sortBy: "random" })).statusCode).toBe(400);
  });
});

describe("pages", () => {
  it("20 per page with exact totals; pages do not overlap and cover every match", async () => {
    const seen = new Set<string>();
    for (const sortBy of ["rating", "recent", "alphabetical"]) {
      seen.clear();
      const first = await ok({ q: "pager", sortBy });
      expect(first).toMatchObject({ totalCount: 45, totalPages: 3, page: 1 });
      expect(first.professionals).toHaveLength(20);
      for (const page of [1, 2, 3]) {
        const body = await ok({ q: "pager", sortBy, page });
        expect(body.page).toBe(page);
        expect(body.professionals).toHaveLength(page === 3 ? 5 : 20);
        for (const p of body.professionals) {
          expect(seen.has(p.id), `${sortBy} page ${page}`).toBe(false);
          seen.add(p.id);
        }
      }
      expect(seen.size).toBe(45);
    }
  });

  it("a page past the end is empty but keeps the totals", async () => {
    expect(await ok({ q: "pager", page: 4 })).toMatchObject({ professionals: [], totalCount: 45, totalPages: 3 });
    expect(await ok({ q: "nobody-matches-this" })).toMatchObject({ professionals: [], totalCount: 0, totalPages: 0 });
  });

  it("exactly 20 matches make one page", async () => {
    const body = await ok({ q: "pager", minRating: 0, maxRating: 1.5 });
    // averageRating = (i % 10) / 2 ≤ 1.5 for i % 10 in 0..3: 4 of every 10 → 18 of 45
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / 20));
  });

  it("a count beyond the bound says 'at least' (D190); both page shapes give the same pages (D191, D251)", async () => {
    // "pager" is a last name: sorted alphabetically and capped, it is gathered at once (D251); "forklift" walks.
    for (const [q, sortBy] of [
      ...(["rating", "recent", "alphabetical"] as const).map((s) => ["pager", s] as const),
      ["forklift", "alphabetical"] as const,
    ]) {
      for (const page of [1, 2, 3]) {
        // Bound 10 < 45 matches: capped, so the page comes from walking the sort index ("many").
        const capped = await searchProfessionals(t.database, { q, sortBy, page }, { countBound: 10 });
        expect(capped).toMatchObject({ totalCount: 10, countCapped: true, totalPages: 1, page });
        // Default bound: exact, so the page comes from the gathered matches, sorted ("few").
        const exact = await searchProfessionals(t.database, { q, sortBy, page });
        expect(exact).toMatchObject({ totalCount: 45, countCapped: false, totalPages: 3 });
        expect(capped.rows.map((r) => r.id)).toEqual(exact.rows.map((r) => r.id));
        expect(exact.rows).toHaveLength(page === 3 ? 5 : 20);
      }
    }
    expect((await ok({ q: "pager" })).countCapped).toBe(false);
  });

  it("at the bound the count and page come from one statement; one more match walks instead (D269)", async () => {
    for (const sortBy of ["rating", "recent", "alphabetical"] as const) {
      const walked = await searchProfessionals(t.database, { q: "pager", sortBy, page: 3 }, { countBound: 44 });
      expect(walked).toMatchObject({ totalCount: 44, countCapped: true });
      const atBound = await searchProfessionals(t.database, { q: "pager", sortBy, page: 3 }, { countBound: 45 });
      expect(atBound).toMatchObject({ totalCount: 45, countCapped: false, totalPages: 3 });
      expect(atBound.rows.map((r) => r.id)).toEqual(walked.rows.map((r) => r.id));
      expect(atBound.rows).toHaveLength(5);
    }
  });

  it("refuses page 0, negative, fractional, non-numeric and beyond the deepest page", async () => {
    for (const page of ["0", "-1", "1.5", "abc", "", "99999999"]) {
      const res = await search({ page });
      expect(res.statusCode, page).toBe(400);
      expect(ApiErrorBody.safeParse(res.json()).success).toBe(true);
    }
  });
});

describe("response shape and input bounds", () => {
  it("cards carry only the public card fields", async () => {
    const body = await ok({ q: "ada" });
    const allowed = Object.keys(ProfessionalCard.shape).sort();
    for (const card of body.professionals) expect(Object.keys(card).sort()).toEqual(allowed);
    expect(Object.keys(body).sort()).toEqual([
      "countCapped",
      "didYouMean",
      "page",
      "professionals",
      "totalCount",
      "totalPages",
      "typoMatches",
    ]);
  });

  it("refuses unknown parameters and over-long text", async () => {
    expect((await search({ visibility: "private" })).statusCode).toBe(400);
    expect((await search({ q: "x".repeat(201) })).statusCode).toBe(400);
    expect((await search({ city: "x".repeat(101) })).statusCode).toBe(400);
    expect((await search({ minRating: 6 })).statusCode).toBe(400);
    expect((await search({ minRating: "NaN" })).statusCode).toBe(400);
    expect((await search({ verifiedOnly: "yes please" })).statusCode).toBe(400);
  });

  it("answers any input with 200 or 400, never 500", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.constantFrom("%", "_", "\\", "'", ":*", "&", "\u0000"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            q: text,
            city: text,
            state: text,
            country: text,
            industry: text,
            minRating: fc.oneof(fc.double(), text),
            maxRating: fc.oneof(fc.double(), text),
            verifiedOnly: fc.oneof(fc.constantFrom("true", "false", "1", "0"), text),
            claimedOnly: fc.oneof(fc.constantFrom("true", "false"), text),
            sortBy: fc.oneof(fc.constantFrom("rating", "recent", "alphabetical"), text),
            page: fc.oneof(fc.integer({ min: -5, max: 3000 }), text),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
          const res = await t.app.inject({ method: "GET", url: `/api/v1/search?${qs}` });
          expect([200, 400], `${qs} → ${res.body}`).toContain(res.statusCode);
        },
      ),
      { numRuns: 250 },
    );
  });
});

describe("whole words first, then the last word as a prefix", () => {
  // Added last: these rows would change the counts the tests above expect.
  beforeAll(async () => {
    await buildProfessional(t.database, { firstName: "Ann", lastName: "Quincy", headline: "Quarry Planner" });
    await buildProfessional(t.database, { firstName: "Annabel", lastName: "Quincy", headline: "Quarry Planner" });
  });

  it("a whole word that matches finds only that word", async () => {
    expect(names(await ok({ q: "quincy ann" }))).toEqual(["Ann Quincy"]);
  });

  it("a half-typed last word that matches nothing whole is read as a prefix", async () => {
    expect(names(await ok({ q: "quincy annab" }))).toEqual(["Annabel Quincy"]);
    expect(names(await ok({ q: "quin", sortBy: "alphabetical" }))).toEqual(["Ann Quincy", "Annabel Quincy"]);
    // Too short to be a useful prefix: no retry.
    expect((await ok({ q: "quincy an" })).totalCount).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("connection settings on PostgreSQL (D269)", () => {
  it("every app connection has the search's work_mem and no parallel workers, without a transaction per query", async () => {
    const rows = await t.database.query<{ work_mem: string; workers: string }>(
      "SELECT current_setting('work_mem') AS work_mem, current_setting('max_parallel_workers_per_gather') AS workers",
    );
    expect(rows[0]).toEqual({ work_mem: "16MB", workers: "0" });
  });

  it("the sort indexes carry the searched columns, so a walk reads the index only (D270)", async () => {
    const rows = await t.database.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname LIKE 'professionals_public_%' AND indexdef LIKE '%INCLUDE%'",
    );
    expect(rows).toHaveLength(3);
    for (const { indexdef } of rows)
      expect(indexdef).toMatch(/INCLUDE \(search_vector, headline, city, state, country/);
  });
});
