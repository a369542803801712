import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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
  enterRun();
  // Two runs starting together must not both initdb: the script runs under one lock. `-o`: the servers it starts do
  // not inherit the lock's descriptor (they held it for as long as they ran, and the next run's `up` waited forever).
  execFileSync("flock", ["-o", "/tmp/standing-scale.lock", "bash", SCRIPT, "up"], { stdio: "inherit" });
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
    // Another scale run on this machine (a second checkout, a developer's run) still uses the cluster: leave it up.
    if (!leaveRun() || process.env.KEEP_SCALE_CLUSTER) return;
    execFileSync("bash", [SCRIPT, "down"], { stdio: "inherit" });
  };
}

/** Runs using the shared cluster, one file per live process, so only the last one to finish takes it down. */
const RUNS = "/tmp/standing-scale-runs";

function enterRun(): void {
  mkdirSync(RUNS, { recursive: true });
  writeFileSync(`${RUNS}/${process.pid}`, "");
}

/** Forgets this run; true when no other live run remains. */
function leaveRun(): boolean {
  rmSync(`${RUNS}/${process.pid}`, { force: true });
  return readdirSync(RUNS).every((pid) => {
    try {
      process.kill(Number(pid), 0);
      return false;
    } catch {
      rmSync(`${RUNS}/${pid}`, { force: true });
      return true;
    }
  });
}
