import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { countProfessionals, searchProfessionals } from "../../src/server/queries/search";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §5, D408: filters that are only places (a city, a short state) are counted from public_locations instead
 * of the facet index's posting lists. The sum must be the count: after any sequence of profiles made public or
 * private, moved, stripped of their city or deleted, the search and the count with the places summed equal those
 * counted from the profiles (`placeCounts: false`). A small bound (5) makes the sum answer for a handful of rows.
 */

const t = setUpTestApp();
const PLACES: Array<[string | null, string | null]> = [
  ["Austin", "TX"],
  ["austin", "TX"],
  ["Dallas", "TX"],
  ["Austin", "MN"],
  ["Boston", "MA"],
  [null, "TX"],
  ["Texarkana", "AR"],
  [null, null],
];
const FILTERS = [
  { city: "Austin" },
  { city: "aus" },
  { city: "Texarkana" },
  { state: "TX" },
  { state: "x" },
  { city: "austin", state: "tx" },
  { city: "Boston", state: "TX" },
  { city: "Nowhere" },
];

beforeAll(async () => {
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, visibility)
SELECT 'Pat' || i, 'Name' || (i % 29), 'Welder', NULL, NULL, 'US', (i % 11) / 2.0, 'public'
FROM generate_series(1, 160) AS i`);
}, 120_000);

const op = fc.oneof(
  fc.record({ kind: fc.constant("place" as const), slot: fc.nat(159), place: fc.nat(PLACES.length - 1) }),
  fc.record({ kind: fc.constant("visibility" as const), slot: fc.nat(159), visible: fc.boolean() }),
  fc.record({ kind: fc.constant("delete" as const), slot: fc.nat(159) }),
);

type Op = { kind: string; slot: number; place?: number; visible?: boolean };

async function apply(o: Op) {
  const target = sql`(SELECT id FROM professionals ORDER BY first_name OFFSET ${o.slot} LIMIT 1)`;
  if (o.kind === "place") {
    const [city, state] = PLACES[o.place ?? 0]!;
    await t.database.db.execute(sql`UPDATE professionals SET city = ${city}, state = ${state} WHERE id = ${target}`);
  } else if (o.kind === "visibility")
    await t.database.db.execute(
      sql`UPDATE professionals SET visibility = ${o.visible ? "public" : "private"} WHERE id = ${target}`,
    );
  else await t.database.db.execute(sql`DELETE FROM professionals WHERE id = ${target}`);
}

const answers = async (filters: Record<string, unknown>, placeCounts: boolean) => {
  const r = await searchProfessionals(t.database, filters, { countBound: 5, placeCounts });
  const c = await countProfessionals(t.database, filters, { countBound: 7, placeCounts });
  return { total: r.totalCount, capped: r.countCapped, ids: r.rows.map((row) => row.id), count: c };
};

describe("places-only filters counted from public_locations (issue 37 §5, D408)", () => {
  it("equal the count from the profiles after any sequence of moves, visibility changes and deletions", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 25 }),
        fc.constantFrom("rating", "recent", "alphabetical"),
        fc.integer({ min: 1, max: 3 }),
        async (ops, sortBy, page) => {
          for (const o of ops) await apply(o);
          for (const f of FILTERS) {
            const filters = { ...f, sortBy, page };
            expect(await answers(filters, true)).toEqual(await answers(filters, false));
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);

  it("says the exact count past the search's bound, and the count endpoint's", async () => {
    await t.database.db.execute(sql`UPDATE professionals SET city = 'Austin', state = 'TX', visibility = 'public'`);
    const r = await searchProfessionals(t.database, { city: "Austin" }, { countBound: 5 });
    expect(r).toMatchObject({ totalCount: 5, countCapped: true });
    expect(r.rows.length).toBeGreaterThan(0);
    const n = (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM professionals`)).rows[0]!
      .n;
    expect(await countProfessionals(t.database, { city: "Austin" }, { countBound: 10_000 })).toMatchObject({
      totalCount: n,
      countCapped: false,
    });
  });
});
