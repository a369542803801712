import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "./helpers";

/**
 * public_locations (migration 0007) is kept by triggers, not by the application: after any mix of inserts,
 * moves, visibility changes and deletes it must equal a recount of the public profiles.
 */
const t = setUpTestApp();

const CITIES = ["Austin", "Boise", "Akron"] as const;
const STATES = ["TX", "ID", null] as const;
const VISIBILITY = ["public", "employers_only", "private"] as const;

const place = fc.record({
  city: fc.constantFrom(...CITIES, null),
  state: fc.constantFrom(...STATES),
  visibility: fc.constantFrom(...VISIBILITY),
});
const operation = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), rows: fc.array(place, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant("update" as const), pick: fc.nat(), to: place }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

async function kept(prefix: string): Promise<string[]> {
  const rows = await t.database.query<{ city: string; state: string; profiles: number }>(
    `SELECT city, state, profiles FROM public_locations WHERE profiles > 0 AND city LIKE $1 ORDER BY 1, 2`,
    [`${prefix}%`],
  );
  return rows.map((r) => `${r.city}|${r.state}|${r.profiles}`);
}

async function recount(prefix: string): Promise<string[]> {
  const rows = await t.database.query<{ city: string; state: string; profiles: number }>(
    `SELECT city, coalesce(state, '') AS state, count(*)::int AS profiles FROM professionals
     WHERE visibility = 'public' AND city LIKE $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [`${prefix}%`],
  );
  return rows.map((r) => `${r.city}|${r.state}|${r.profiles}`);
}

describe("public_locations", () => {
  it("equals a recount of public profiles after any sequence of writes", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        run += 1;
        // Each run uses its own city names so runs never see each other's rows.
        const prefix = `Loc${run}-`;
        const city = (c: string | null) => (c === null ? null : `${prefix}${c}`);
        const ids: string[] = [];
        for (const op of operations) {
          if (op.kind === "insert") {
            const values = op.rows.map(
              (_, i) => `('Ada', 'Tester', $${i * 3 + 1}, $${i * 3 + 2}, 'US', $${i * 3 + 3})`,
            );
            const params = op.rows.flatMap((r) => [city(r.city), r.state, r.visibility]);
            const inserted = await t.database.query<{ id: string }>(
              `INSERT INTO professionals (first_name, last_name, city, state, country, visibility)
               VALUES ${values.join(", ")} RETURNING id`,
              params,
            );
            ids.push(...inserted.map((r) => r.id));
          } else if (ids.length > 0) {
            const id = ids[op.pick % ids.length]!;
            if (op.kind === "update") {
              await t.database.query(`UPDATE professionals SET city = $2, state = $3, visibility = $4 WHERE id = $1`, [
                id,
                city(op.to.city),
                op.to.state,
                op.to.visibility,
              ]);
            } else {
              await t.database.query(`DELETE FROM professionals WHERE id = $1`, [id]);
              ids.splice(ids.indexOf(id), 1);
            }
          }
        }
        expect(await kept(prefix)).toEqual(await recount(prefix));
      }),
      { numRuns: 40 },
    );
  });

  it("rolls back with the write that failed", async () => {
    const before = await kept("LocRollback");
    await expect(
      t.database.query(
        `INSERT INTO professionals (first_name, last_name, city, state, country, visibility)
         VALUES ('Ada', 'Tester', 'LocRollback', 'TX', 'US', 'public'), ('', 'Broken', 'LocRollback', 'TX', 'US', 'public')`,
      ),
    ).rejects.toThrow();
    expect(await kept("LocRollback")).toEqual(before);
  });
});
