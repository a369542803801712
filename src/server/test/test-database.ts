import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres, PGLITE_EXTENSIONS } from "../db/client";

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set (a throwaway copy of the run's template, dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject("postgresTemplate");
    const name = `standing_t_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString(), { max: 4 });
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const file = inject("pgliteTemplate");
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  return openPglite({ pglite });
}
