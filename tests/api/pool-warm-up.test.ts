import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres, warmUpStatements } from "../../src/server/db/client";
import { createTestDatabase } from "../../src/server/test/test-database";

/**
 * D361, D428: the server's pool opens all its connections before it answers, and each has planned a read of every
 * table of the app's schema, so the first requests after a start do not pay each backend's first look at the
 * catalogue. Read from PostgreSQL's own view of its backends: each backend's last statement is the warm-up's.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the server's pool warms its backends (D361, D428)", () => {
  it("opens every connection and plans every table on each", async () => {
    const database = await createTestDatabase();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const name = (await admin.query<{ db: string }>("SELECT current_database() AS db")).rows[0]!.db;
      const tables = (
        await admin.query<{ name: string }>(
          "SELECT relname AS name FROM pg_class WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace",
        )
      ).rows.map((r) => r.name);
      expect(tables).toContain("professionals");
      // The script plans each table once.
      const script = await warmUpStatements(admin);
      const planned = script.split(";").map((q) => q.trim().replace(/^EXPLAIN SELECT \* FROM public\./, ""));
      expect(planned.map((q) => q.replaceAll('"', "")).sort()).toEqual([...tables].sort());
      const warm = await openPostgres(database.url!, { max: 3, keepWarm: true });
      try {
        // Each of the pool's backends ran it last (PostgreSQL keeps the first 1,024 bytes of a backend's statement).
        const backends = (
          await admin.query<{ query: string; state: string }>(
            "SELECT query, state FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND query LIKE 'EXPLAIN SELECT * FROM public.%'",
            [name],
          )
        ).rows;
        expect(backends).toHaveLength(3);
        for (const b of backends) {
          expect(b.state).toBe("idle");
          expect(b.query.length).toBeGreaterThan(100);
          expect(script.startsWith(b.query)).toBe(true);
        }
      } finally {
        await warm.close();
      }
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
