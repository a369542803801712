import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * D398: the search reads `search_profiles`, a narrow copy of the public profiles kept by triggers on `professionals`.
 * Whatever is written to professionals (insert, a searched column, a rating's figures, visibility, delete), the copy
 * holds exactly the public rows with exactly their searched columns.
 */
// The D419 test below runs eight searches beside 24 writes that keep two cores busy: every search is run, none shed by
// the line that a database on shared cores would otherwise get (D360, D427). Admission has its own test.
const t = setUpTestApp({ searchConcurrency: 10 });
beforeAll(async () => {
  await buildProfessional(t.database, { headline: "Registered Nurse", city: "Boston", state: "MA" });
  await buildProfessional(t.database, { headline: "Sous Chef", visibility: "private" });
  await buildProfessional(t.database, { headline: "Store Manager", visibility: "employers_only" });
});

const COLUMNS = `id, first_name, last_name, headline, city, state, country, profile_picture, average_rating::text AS rating,
  total_ratings, verified_employers_count, is_claimed, updated_at::text AS updated_at, search_vector::text AS words`;

/**
 * D419 answers a last name from the name index when no public profile holds the word other than as that last name:
 * every such word of every public profile must be in `search_words_elsewhere`. The words missing from it (none).
 */
async function missingElsewhere() {
  return t.database.query(`SELECT p.id, w FROM search_profiles p, unnest(search_words_elsewhere_of(p.search_vector, p.last_name)) AS w
    WHERE NOT EXISTS (SELECT FROM search_words_elsewhere e WHERE e.word = w)`);
}

async function mirror() {
  const [copy, source] = await Promise.all([
    t.database.query(`SELECT ${COLUMNS} FROM search_profiles ORDER BY id`),
    t.database.query(`SELECT ${COLUMNS} FROM professionals WHERE visibility = 'public' ORDER BY id`),
  ]);
  return { copy, source };
}

const ids = ["00000000-0000-4000-8000-00000000d398", "00000000-0000-4000-8000-00000001d398"];
type Step =
  | { kind: "insert"; row: number; visibility: string; headline: string }
  | { kind: "headline"; row: number; headline: string | null }
  | { kind: "place"; row: number; city: string; state: string }
  | { kind: "name"; row: number; first: string; last: string }
  | { kind: "figures"; row: number; rating: number; total: number }
  | { kind: "visibility"; row: number; visibility: string }
  | { kind: "touch"; row: number }
  | { kind: "view"; row: number }
  | { kind: "delete"; row: number };

const visibility = fc.constantFrom("public", "employers_only", "private");
const word = fc.constantFrom("Nurse", "Chef", "Über Engineer", "O'Brien", "", "Sous chef");
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), row: fc.nat(1), visibility, headline: word }),
  fc.record({ kind: fc.constant("headline" as const), row: fc.nat(1), headline: fc.option(word, { nil: null }) }),
  fc.record({
    kind: fc.constant("place" as const),
    row: fc.nat(1),
    city: word,
    state: fc.constantFrom("TX", "CA", ""),
  }),
  fc.record({
    kind: fc.constant("figures" as const),
    row: fc.nat(1),
    rating: fc.integer({ min: 0, max: 500 }),
    total: fc.nat(40),
  }),
  fc.record({
    kind: fc.constant("name" as const),
    row: fc.nat(1),
    first: fc.constantFrom("Dana", "Nurse", "Mirror"),
    last: fc.constantFrom("Mirror", "mirror", "MIRROR", "McMirror", "Chef", "Lefèvre", "Smith-Jones"),
  }),
  fc.record({ kind: fc.constant("visibility" as const), row: fc.nat(1), visibility }),
  fc.record({ kind: fc.constant("touch" as const), row: fc.nat(1) }),
  fc.record({ kind: fc.constant("view" as const), row: fc.nat(1) }),
  fc.record({ kind: fc.constant("delete" as const), row: fc.nat(1) }),
);

async function apply(s: Step) {
  const id = ids[s.row]!;
  const q = (text: string, params: unknown[]) => t.database.query(text, [id, ...params]);
  switch (s.kind) {
    case "insert":
      return q(
        `INSERT INTO professionals (id, first_name, last_name, headline, visibility) VALUES ($1, 'Dana', 'Mirror', $2, $3)
         ON CONFLICT (id) DO NOTHING`,
        [s.headline, s.visibility],
      );
    case "headline":
      return q("UPDATE professionals SET headline = $2 WHERE id = $1", [s.headline]);
    case "place":
      return q("UPDATE professionals SET city = $2, state = $3 WHERE id = $1", [s.city, s.state]);
    case "figures":
      return q("UPDATE professionals SET average_rating = $2::numeric / 100, total_ratings = $3 WHERE id = $1", [
        s.rating,
        s.total,
      ]);
    case "name":
      return q("UPDATE professionals SET first_name = $2, last_name = $3 WHERE id = $1", [s.first, s.last]);
    case "visibility":
      return q("UPDATE professionals SET visibility = $2 WHERE id = $1", [s.visibility]);
    case "touch":
      return q("UPDATE professionals SET updated_at = now() + interval '1 second' WHERE id = $1", []);
    case "view":
      // Not a searched column: the copy has nothing to change.
      return q("UPDATE professionals SET view_count = view_count + 1 WHERE id = $1", []);
    case "delete":
      return q("DELETE FROM professionals WHERE id = $1", []);
  }
}

describe("search_profiles mirrors the public profiles (D398)", () => {
  it("holds every public profile and no other", async () => {
    const { copy, source } = await mirror();
    expect(source.length).toBeGreaterThan(0);
    expect(copy).toEqual(source);
    expect(await missingElsewhere()).toEqual([]);
  });

  it("holds the words of a profile other than its own one-word last name, and only those, in search_words_elsewhere (D419)", async () => {
    const of = async (first: string, last: string, headline: string) =>
      (
        await t.database.query<{ w: string[] }>(
          `SELECT search_words_elsewhere_of(to_tsvector('simple', standing_fold($1 || ' ' || $2 || ' ' || $3)), $2) AS w`,
          [first, last, headline],
        )
      )[0]!.w.sort();
    expect(await of("Dana", "Mirror", "Chef")).toEqual(["chef", "dana"]);
    expect(await of("Dana", "mirror", "")).toEqual(["dana"]);
    expect(await of("Dana", "MIRROR", "")).toEqual(["dana"]);
    expect(await of("Dana", "McMirror", "")).toEqual(["dana", "mcmirror"]);
    expect(await of("Mirror", "Mirror", "")).toEqual([]);
    expect(await of("Dana", "Smith-Jones", "")).toEqual(["dana", "jones", "smith", "smith-jones"]);
    expect(await of("Dana", "Lefèvre", "")).toEqual(["dana", "lefevre"]);
  });

  it("after any sequence of writes to professionals, holds exactly the public rows and their searched columns", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) await apply(s);
        const { copy, source } = await mirror();
        expect(copy).toEqual(source);
        expect(await missingElsewhere()).toEqual([]);
        await t.database.query("DELETE FROM professionals WHERE id = ANY($1::uuid[])", [ids]);
      }),
      { numRuns: 25 },
    );
  });

  it("a profile made private leaves the directory's search at once", async () => {
    const found = async () => {
      const r = await t.app.inject({ method: "GET", url: "/api/v1/search?q=Quillfeather" });
      return (r.json() as { professionals: unknown[] }).professionals.length;
    };
    await t.database.query(
      "INSERT INTO professionals (id, first_name, last_name, visibility) VALUES ($1, 'Ines', 'Quillfeather', 'public')",
      [ids[0]],
    );
    expect(await found()).toBe(1);
    await t.database.query("UPDATE professionals SET visibility = 'private' WHERE id = $1", [ids[0]]);
    expect(await found()).toBe(0);
    await t.database.query("DELETE FROM professionals WHERE id = $1", [ids[0]]);
  });
});

/**
 * D419 under concurrent writers, on PostgreSQL (PGlite has one connection, so its writes never overlap): two writers
 * of the same new word meet on its key and the second waits, and no word is lost. Twenty-four single-statement writes
 * at once, as the app makes them, with searches running alongside: bulk inserts and headline updates whose words
 * overlap, and profiles whose last name is one of those words (the case D419 must not mistake for a proven name).
 * Afterwards, no public profile's word is missing from the table and each word's search counts its every match.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("search_words_elsewhere under concurrent writers (D419)", () => {
  it("holds every word written by overlapping transactions, and the last names' searches stay exact", async () => {
    const words = ["quorvel", "brisneth", "caldrith", "dunmarra"];
    const name = (w: string) => w[0]!.toUpperCase() + w.slice(1);
    const created: string[] = [];
    const newId = () => {
      const id = crypto.randomUUID();
      created.push(id);
      return id;
    };
    // Every writer names a rotation of the words, so any two overlap and take them in different statement orders.
    const rotation = (i: number) => [...words.slice(i % words.length), ...words.slice(0, i % words.length)];
    const existing = Array.from({ length: 6 }, () => newId());
    await t.database.query(
      `INSERT INTO professionals (id, first_name, last_name, visibility)
       SELECT id, 'Dana', 'Burst', 'public' FROM unnest($1::uuid[]) AS id`,
      [existing],
    );
    const writes = Array.from({ length: 24 }, (_, i) => {
      const mine = rotation(i);
      switch (i % 4) {
        case 0: // A bulk insert: headlines holding the words.
          return t.database.query(
            `INSERT INTO professionals (id, first_name, last_name, headline, visibility)
             VALUES ($1, 'Dana', 'Burst', $3, 'public'), ($2, 'Ines', 'Burst', $4, 'public')`,
            [newId(), newId(), mine.slice(0, 2).join(" "), mine.slice(1, 3).join(" ")],
          );
        case 1: // A headline updated to hold them.
          return t.database.query("UPDATE professionals SET headline = $2 WHERE id = $1", [
            existing[i % existing.length],
            mine.join(" "),
          ]);
        case 2: // The word as somebody's own last name, capitalised: held there only.
          return t.database.query(
            "INSERT INTO professionals (id, first_name, last_name, visibility) VALUES ($1, 'Ines', $2, 'public')",
            [newId(), name(mine[0]!)],
          );
        default: // A private profile made public, its headline holding one of them.
          return (async () => {
            const id = newId();
            await t.database.query(
              "INSERT INTO professionals (id, first_name, last_name, headline, visibility) VALUES ($1, 'Dana', 'Burst', $2, 'private')",
              [id, mine[3]],
            );
            await t.database.query("UPDATE professionals SET visibility = 'public' WHERE id = $1", [id]);
          })();
      }
    });
    const searches = words.flatMap((w) =>
      ["alphabetical", "rating"].map((sortBy) =>
        t.app.inject({ method: "GET", url: `/api/v1/search?q=${w}&sortBy=${sortBy}` }),
      ),
    );
    const [written, searched] = await Promise.all([Promise.allSettled(writes), Promise.all(searches)]);
    expect(written.filter((r) => r.status === "rejected")).toEqual([]);
    expect(searched.map((r) => r.statusCode)).toEqual(searched.map(() => 200));

    expect(await missingElsewhere()).toEqual([]);
    for (const w of words) {
      const [{ n }] = (await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM search_profiles WHERE search_vector @@ plainto_tsquery('simple', $1)",
        [w],
      )) as [{ n: number }];
      expect(n).toBeGreaterThan(1);
      for (const sortBy of ["alphabetical", "rating"]) {
        const r = await t.app.inject({ method: "GET", url: `/api/v1/search?q=${w}&sortBy=${sortBy}` });
        expect([w, sortBy, (r.json() as { totalCount: number }).totalCount]).toEqual([w, sortBy, n]);
      }
    }
    await t.database.query("DELETE FROM professionals WHERE id = ANY($1::uuid[])", [created]);
  });
});
