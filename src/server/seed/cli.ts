/**
 * npm run seed -- [--professionals 2000] [--database-url postgres://…] [--data-dir ./data]
 *
 * Migrates, then fills an EMPTY database with the demo data. Without --database-url it uses
 * DATABASE_URL, and without either the embedded database in --data-dir (default DATA_DIR).
 * Refuses (exit 1) when the database already has users. Everything is one transaction: an
 * interrupted or failed seed leaves the database empty.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { type Database, openPglite, openPostgres, redactUrl } from "../db/client";
import { runMigrations } from "../db/migrate";
import { DEMO_ACCOUNTS, isSeeded, seedDatabase } from "./seed";

function fail(message: string): never {
  console.error(`seed: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { professionals?: string; "database-url"?: string; "data-dir"?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        professionals: { type: "string" },
        "database-url": { type: "string" },
        "data-dir": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log("usage: npm run seed -- [--professionals N] [--database-url postgres://…] [--data-dir DIR]");
    return;
  }

  const config = loadConfig();
  const professionals = values.professionals === undefined ? config.seedProfessionals : Number(values.professionals);
  if (!Number.isInteger(professionals) || professionals < 1 || professionals > 5_000_000) {
    fail(`--professionals must be a whole number from 1 to 5000000 (got ${values.professionals})`);
  }
  const url = values["database-url"] ?? config.databaseUrl;
  const dataDir = values["data-dir"] ?? config.dataDir;

  const opened = performance.now();
  let database: Database;
  try {
    // One connection: the seed is a single transaction on it.
    database = url ? await openPostgres(url, { max: 1 }) : await openPglite({ dataDir });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const target = url ? `PostgreSQL ${redactUrl(url)}` : `embedded database in ${dataDir}`;

  let problem: string | null = null;
  try {
    await runMigrations(database);
    const migratedMs = performance.now() - opened;
    if (await isSeeded(database)) {
      problem = `the ${target} already has users; seed only an empty database (nothing was changed)`;
      return;
    }
    console.log(
      `seeding ${professionals} professionals into the ${target} (opened and migrated in ${(migratedMs / 1000).toFixed(1)} s)`,
    );
    const summary = await seedDatabase(database, { professionals, onProgress: (m) => console.log(m) });
    const t = summary.timings;
    console.log(
      `done: ${summary.professionals} professionals (${summary.claimedProfessionals} claimed), ` +
        `${summary.ratings} ratings (${summary.ratingsUnderDispute} under dispute), ` +
        `${summary.employers} employers (${summary.verifiedEmployers} verified), ${summary.users} users, ` +
        `history of ${summary.history.disputes} disputes, ${summary.history.strikes} strikes, ` +
        `${summary.history.appeals} appeals and ${summary.history.flags} flags ` +
        `in ${(t.totalMs / 1000).toFixed(1)} s ` +
        `(setup ${(t.setupMs / 1000).toFixed(1)} s, professionals, ratings and indexes ${(t.professionalsMs / 1000).toFixed(1)} s, ` +
        `history ${(t.historyMs / 1000).toFixed(1)} s, ` +
        `aggregates ${(t.aggregatesMs / 1000).toFixed(1)} s)`,
    );
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.role.padEnd(12)} ${account.email}  ${account.password}`);
    }
  } catch (error) {
    problem = `${error instanceof Error ? error.message : String(error)} (nothing was written)`;
  } finally {
    // Close before exiting: the embedded engine checkpoints and releases its lock here.
    await database.close().catch(() => {});
    if (problem) fail(problem);
  }
}

await main();
