import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { buildApp } from "./app";
import { resolveAuthSecret } from "./auth/auth-secret";
import { clockMovable } from "./clock";
import { type Config, ConfigError, loadConfig } from "./config";
import { startDailyBackups, writeBackup } from "./db/backup";
import { type Database, DatabaseOpenError, openDatabase, redactUrl } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { MigrationError, runMigrations } from "./db/migrate";
import { type LoggableError, loggableError, loggableText } from "./http/log-safety";
import { accountsWithPublishedPasswords } from "./seed/published-passwords";
import { DEMO_ACCOUNTS, isSeeded, seedDatabase } from "./seed/seed";

/**
 * A production server never holds the demo accounts with the passwords the README publishes (D32): it does not seed
 * them (SEED_ON_START is refused in production) and refuses to start while any still has its published password.
 */
async function refusePublishedPasswords(database: Database) {
  const exposed = await accountsWithPublishedPasswords(database.db);
  if (exposed.length > 0)
    throw new ConfigError(
      `refusing to start in production: ${exposed.join(", ")} still ${exposed.length === 1 ? "has its" : "have their"} password published in the README; change ${exposed.length === 1 ? "it" : "them"} or remove the demo data`,
    );
}

/** Errors we expect at start-up are reported as one line; anything else is a bug and keeps its stack. */
const EXPECTED = [ConfigError, DatabaseOpenError, DataDirLockedError, MigrationError];

function fail(error: unknown): never {
  const known = EXPECTED.some((E) => error instanceof E);
  const message = loggableText(error);
  process.stderr.write(`standing: ${known ? message : `start-up failed: ${message}`}\n`);
  if (!known && error instanceof Error && process.env.LOG_LEVEL === "debug")
    process.stderr.write(`${(loggableError(error) as LoggableError).stack}\n`);
  process.exit(1);
}

async function main() {
  // `--worker` is JOBS_MODE=worker: run the job workers and schedules without serving HTTP.
  const config = loadConfig(process.argv.includes("--worker") ? { ...process.env, JOBS_MODE: "worker" } : process.env);
  // In a cluster (WEB_CONCURRENCY > 1) the primary migrated and seeded before forking this worker.
  const clusterWorker = cluster.isWorker && process.env.STANDING_CLUSTER_WORKER === "1";
  // The port first: a busy one is reported before anything is opened (issue 38 §5; before, the database's background
  // work failed on a closed pool and logged that first).
  if (config.jobsMode !== "worker" && !clusterWorker) await checkPort(config);
  const where = config.databaseUrl
    ? `PostgreSQL ${redactUrl(config.databaseUrl)}`
    : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(`standing: opening ${where}\n`);
  const database: Database = await openDatabase(config, (error) =>
    process.stderr.write(`standing: lost a database connection (${loggableText(error)}); new ones will be opened\n`),
  );
  let closing = false;
  const closeDatabase = async () => {
    await database
      .close()
      .catch((e: unknown) => process.stderr.write(`standing: closing the database failed: ${loggableText(e)}\n`));
  };

  try {
    if (!clusterWorker) await runMigrations(database);
    if (config.env === "production") await refusePublishedPasswords(database);
    if (!clusterWorker && config.seedOnStart && !(await isSeeded(database))) {
      const t0 = Date.now();
      process.stdout.write(`standing: first start, seeding demo data (${config.seedProfessionals} professionals)…\n`);
      await seedDatabase(database, { professionals: config.seedProfessionals });
      process.stdout.write(`standing: seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    }
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  if (config.webConcurrency > 1 && cluster.isPrimary && config.jobsMode !== "worker") {
    await closeDatabase();
    return runCluster(config);
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
  if (database.snapshot) {
    // The embedded database belongs to this process: it writes the backups (D203). `npm run backup` sends SIGUSR2.
    const log = (message: string) => app.log.info(`backup: ${message}`);
    const stopBackups = startDailyBackups(database, { dir: config.backupDir, keepDays: config.backupKeepDays, log });
    app.addHook("onClose", async () => stopBackups());
    process.on("SIGUSR2", () => {
      writeBackup(database, config.backupDir, "manual").then(
        (file) => log(`backup written: ${file}`),
        (error: unknown) => log(`backup failed: ${loggableText(error)}`),
      );
    });
  }
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  if (config.jobsMode === "worker") {
    await app.ready();
    process.stdout.write("standing: job worker running (no HTTP)\n");
    return;
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The app first (its schedules and listeners use the pool), then the pool: nothing is logged about either.
    await app.close().catch(() => {});
    await closeDatabase();
    throw listenError(error, config) ?? error;
  }
  if (clusterWorker) return; // the primary prints the banner once
  printBanner(config, app.ctx.devToolsToken);
}

/** A listen failure the operator can fix, in one line; undefined for anything else. */
function listenError(error: unknown, config: Pick<Config, "port" | "host">): ConfigError | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") return new ConfigError(`port ${config.port} is already in use; set PORT to another one`);
  if (code === "EACCES")
    return new ConfigError(`no permission to listen on port ${config.port}; set PORT to one above 1023`);
  if (code === "EADDRNOTAVAIL")
    return new ConfigError(`cannot listen on ${config.host}: no such address on this machine; set HOST`);
  return undefined;
}

/** Listens on the configured port for a moment and lets go: a port another process holds stops the start here. */
async function checkPort(config: Pick<Config, "port" | "host">): Promise<void> {
  if (config.port === 0) return;
  // A client that connects in that moment (a health poller) is dropped, and closing does not wait for it.
  const probe = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    probe.once("error", (error) => reject(listenError(error, config) ?? error));
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () => {
      probe.close();
      resolve();
    });
  });
}

function printBanner(config: Config, devToolsToken: string) {
  process.stdout.write(`\nStanding is running at ${config.publicUrl}\n`);
  if (config.env !== "production") {
    const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(32)} ${a.password}`);
    process.stdout.write(`Demo accounts:\n${lines.join("\n")}\n`);
  }
  if (config.devTools) {
    // The outbox holds password-reset links: only someone who can read this console can open it (D32).
    process.stdout.write(
      `Mail outbox (this machine only; the link works until the server restarts):\n  ${config.publicUrl}/dev/mail?token=${devToolsToken}\n`,
    );
    if (clockMovable(config))
      process.stdout.write(
        `Dev clock (this machine only; moves deadlines, renewals and the deletion purge):\n  ${config.publicUrl}/dev/clock?token=${devToolsToken}\n`,
      );
  }
  process.stdout.write("\n");
}

/**
 * WEB_CONCURRENCY > 1 (D278): this process has migrated and seeded; it forks that many HTTP workers sharing the port
 * (node:cluster), restarts one that dies, and on SIGTERM/SIGINT lets each finish its requests. Each worker is an
 * ordinary instance on the shared PostgreSQL (issue 19 §3: throttles, jobs, notifications hold across instances).
 */
function runCluster(config: Config) {
  // Shared by the workers: the session secret (kept in the data directory outside production) and the outbox token.
  resolveAuthSecret(config);
  const devToolsToken = config.devToolsToken ?? randomBytes(24).toString("base64url");
  const env = { STANDING_CLUSTER_WORKER: "1", DEV_TOOLS_TOKEN: devToolsToken };
  let closing = false;
  let listening = 0;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork(env);
  cluster.on("listening", () => {
    listening++;
    if (listening === config.webConcurrency) {
      printBanner(config, devToolsToken);
      process.stdout.write(`standing: ${config.webConcurrency} HTTP workers\n`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length > 0 && recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    process.stderr.write(`standing: worker ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    // A worker that cannot start (a port taken, a bad setting) would otherwise be restarted for ever.
    if (recentDeaths.length > config.webConcurrency * 3) {
      process.stderr.write("standing: workers keep ending; stopping\n");
      process.exit(1);
    }
    fork();
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      process.stderr.write("standing: shutdown took too long, exiting\n");
      process.exit(1);
    }, 20_000);
    timer.unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
  for (let i = 0; i < config.webConcurrency; i++) fork();
}

main().catch(fail);
