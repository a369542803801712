import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../config";
import { listBackups, restoreBackup, writeBackup } from "./backup";
import { openPglite } from "./client";

/**
 * `npm run backup` and `npm run restore -- <file>` for the embedded database (D203). On PostgreSQL use pg_dump and
 * WAL archiving (docs/operations.md).
 */
function say(line: string) {
  process.stdout.write(`${line}\n`);
}

function runningServerPid(dataDir: string): number | null {
  const lockFile = join(dataDir, "standing.lock");
  if (!existsSync(lockFile)) return null;
  const pid = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
  if (!Number.isFinite(pid)) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function backup() {
  const config = loadConfig();
  if (config.databaseUrl) {
    say("standing: on PostgreSQL, back up with pg_dump and WAL archiving (docs/operations.md)");
    process.exit(1);
  }
  const pid = runningServerPid(config.dataDir);
  if (pid) {
    // The server owns the directory: it writes the copy itself (SIGUSR2), between two statements.
    const started = Date.now() - 1000;
    process.kill(pid, "SIGUSR2");
    const deadline = Date.now() + 120_000;
    for (;;) {
      const made = listBackups(config.backupDir).find((b) => b.kind === "manual" && b.takenAt.getTime() >= started);
      if (made) {
        say(`standing: backup written by the running server (pid ${pid}): ${made.path}`);
        return;
      }
      if (Date.now() > deadline) throw new Error(`the server (pid ${pid}) wrote no backup within 2 minutes`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const database = await openPglite({ dataDir: config.dataDir });
  try {
    say(`standing: backup written: ${await writeBackup(database, config.backupDir, "manual")}`);
  } finally {
    await database.close();
  }
}

async function restore(file: string | undefined) {
  const config = loadConfig();
  if (!file) {
    say("usage: npm run restore -- <backup file>   (backups in the backup folder:)");
    for (const b of listBackups(config.backupDir)) say(`  ${b.path}`);
    process.exit(2);
  }
  if (config.databaseUrl) {
    say("standing: on PostgreSQL, restore with pg_restore (docs/operations.md)");
    process.exit(1);
  }
  const { keptAs } = await restoreBackup(file, config.dataDir);
  say(
    `standing: restored ${file} into ${config.dataDir}/pglite${keptAs ? ` (the previous database is in ${keptAs})` : ""}`,
  );
}

const [command, arg] = process.argv.slice(2);
(command === "restore" ? restore(arg) : backup()).catch((error: unknown) => {
  process.stderr.write(`standing: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
