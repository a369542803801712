import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeNamed } from "../../src/server/db/named-statement";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/** D284: the signed-in dashboards' reads run as named prepared statements; the rows are those `db.execute` gives. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const probe = (n: number, label: string) =>
  sql`SELECT ${n}::int + 1 AS next, ${label}::text AS label, now() - now() AS zero, ${"2026-01-02"}::date AS day`;

describe("executeNamed", () => {
  it("answers what db.execute answers, for new values on every call (past PostgreSQL's five custom plans)", async () => {
    for (let n = 0; n < 8; n++) {
      const label = `call ${n} ' "quoted"`;
      const named = await executeNamed<Record<string, unknown>>(t.database.db, "standing_test_probe", probe(n, label));
      const plain = await t.database.db.execute(probe(n, label));
      expect(named.rows).toEqual(plain.rows);
      expect(named.rows[0]).toMatchObject({ next: n + 1, label, day: "2026-01-02" });
    }
  });

  it("runs inside a transaction on its connection, where PostgreSQL keeps it prepared under its name", async () => {
    const seen = await t.database.db.transaction(async (tx) => {
      const { rows } = await executeNamed<{ next: number }>(tx, "standing_test_probe_tx", probe(41, "tx"));
      expect(rows[0]?.next).toBe(42);
      const prepared = await tx.execute(
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'standing_test_probe_tx'`,
      );
      return (prepared.rows[0] as { n: number }).n;
    });
    // PGlite runs it unnamed (the in-process engine has no round trip to save).
    expect(seen).toBe(t.database.engine === "postgres" ? 1 : 0);
  });
});
