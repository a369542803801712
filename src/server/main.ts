import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { type Database, DatabaseOpenError, openDatabase, redactUrl } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { MigrationError, runMigrations } from "./db/migrate";
import { DEMO_ACCOUNTS, isSeeded, seedDatabase } from "./db/seed/seed";

/** Errors we expect at start-up are reported as one line; anything else is a bug and keeps its stack. */
const EXPECTED = [ConfigError, DatabaseOpenError, DataDirLockedError, MigrationError];

function fail(error: unknown): never {
  const known = EXPECTED.some((E) => error instanceof E);
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`standing: ${known ? message : `start-up failed: ${message}`}\n`);
  if (!known && error instanceof Error && process.env.LOG_LEVEL === "debug") process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const where = config.databaseUrl
    ? `PostgreSQL ${redactUrl(config.databaseUrl)}`
    : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(`standing: opening ${where}\n`);
  const database: Database = await openDatabase(config);
  let closing = false;
  const closeDatabase = async () => {
    await database
      .close()
      .catch((e: unknown) => process.stderr.write(`standing: closing the database failed: ${String(e)}\n`));
  };

  try {
    await runMigrations(database);
    if (config.seedOnStart && !(await isSeeded(database))) {
      const t0 = Date.now();
      process.stdout.write(`standing: first start, seeding demo data (${config.seedProfessionals} professionals)…\n`);
      await seedDatabase(database, { professionals: config.seedProfessionals });
      process.stdout.write(`standing: seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    }
  } catch (error) {
    await closeDatabase();
    throw error;
  }

  const app = await buildApp(config, { database });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      process.stderr.write("standing: shutdown took too long, exiting\n");
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await closeDatabase();
    }
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await closeDatabase();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new ConfigError(`port ${config.port} is already in use; set PORT to another one`);
    throw error;
  }
  if (config.env !== "production") {
    const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(32)} ${a.password}`);
    process.stdout.write(`\nStanding is running at ${config.publicUrl}\nDemo accounts:\n${lines.join("\n")}\n\n`);
  } else {
    process.stdout.write(`Standing is running at ${config.publicUrl}\n`);
  }
}

main().catch(fail);
