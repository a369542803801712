import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client";
import { currentMigration, MigrationError, migrationJournal, runMigrations } from "../../src/server/db/migrate";

/** An empty database (no migrations), on the engine this run targets. */
async function emptyDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite({});
  const name = `standing_m_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString(), { max: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

describe("migrations", () => {
  it("apply from scratch, are idempotent, and report the newest tag", async () => {
    const database = await emptyDatabase();
    try {
      expect(await currentMigration(database)).toBeNull();
      await runMigrations(database);
      await runMigrations(database);
      expect(await currentMigration(database)).toBe(migrationJournal().at(-1)?.tag);
    } finally {
      await database.close();
    }
  });

  it("a failing migration leaves nothing half-applied", async () => {
    const database = await emptyDatabase();
    try {
      // A conflicting object makes the domain migration fail part-way through.
      await database.query(`CREATE TABLE professionals (id int)`);
      await expect(runMigrations(database)).rejects.toThrow(MigrationError);
      const tables = await database.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
      );
      expect(tables.map((t) => t.table_name)).toEqual(["professionals"]);
      expect(await currentMigration(database)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
