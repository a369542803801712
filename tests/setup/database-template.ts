import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres, PGLITE_EXTENSIONS } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { installJobQueues } from "../../src/server/jobs/job-queues";
import { JOB_DEFINITIONS } from "../../src/server/jobs/registry";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates the schema once per run. PGlite: a dumped data directory every test file loads (≈0.8 s
 * instead of ≈2.8 s to create and migrate). PostgreSQL (TEST_DATABASE_URL): a template database every
 * test file copies with CREATE DATABASE … TEMPLATE, dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `standing_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${name}`;
    const database = await openPostgres(tplUrl.toString(), { max: 1 });
    await runMigrations(database);
    await installJobQueues(database, JOB_DEFINITIONS);
    await database.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "standing-tpl-"));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite({ pglite });
  await runMigrations(database);
  await installJobQueues(database, JOB_DEFINITIONS);
  const dump = await pglite.dumpDataDir("gzip");
  const file = join(dir, "template.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
