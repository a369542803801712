import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { installJobQueues } from "../../src/server/jobs/job-queues";
import { JOB_DEFINITIONS } from "../../src/server/jobs/registry";

declare module "vitest" {
  export interface ProvidedContext {
    scalePrimaryUrl: string;
    scaleReplicaUrl: string;
  }
}

const SCRIPT = "scripts/pg-replica.sh";
export const PRIMARY = "postgres://postgres@127.0.0.1:5434";
export const REPLICA = "postgres://postgres@127.0.0.1:5435";

/** Starts the primary and its streaming replica, makes one migrated database (it streams to the replica). */
export default async function setup(project: TestProject) {
  execFileSync("bash", [SCRIPT, "up"], { stdio: "inherit" });
  const name = `standing_scale_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: `${PRIMARY}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openPostgres(`${PRIMARY}/${name}`, { max: 1 });
  await runMigrations(database);
  await installJobQueues(database, JOB_DEFINITIONS);
  await database.close();
  project.provide("scalePrimaryUrl", `${PRIMARY}/${name}`);
  project.provide("scaleReplicaUrl", `${REPLICA}/${name}`);
  return () => {
    if (process.env.KEEP_SCALE_CLUSTER) return;
    execFileSync("bash", [SCRIPT, "down"], { stdio: "inherit" });
  };
}
