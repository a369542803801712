import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type Database, PGLITE_EXTENSIONS } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";

/**
 * Backups of the embedded database (PGlite; issue 19 §5, decisions D203). The running server makes them itself,
 * since the data directory belongs to one process: daily (kept BACKUP_KEEP_DAYS days) and on request
 * (`npm run backup` signals the server with SIGUSR2, or opens the directory itself when no server holds it).
 * Files: `<BACKUP_DIR>/standing-<kind>-<UTC time>.tar.gz`, written under a temporary name and renamed, so a file
 * with the final name is always complete. `npm run restore -- <file>` puts one back while no server runs.
 */
export type BackupKind = "daily" | "manual";
const NAME = /^standing-(daily|manual)-(\d{8}T\d{6}Z)\.tar\.gz$/;

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export async function writeBackup(
  database: Database,
  dir: string,
  kind: BackupKind,
  now = new Date(),
): Promise<string> {
  if (!database.snapshot) throw new Error("backups from the application are for the embedded database (PGlite)");
  mkdirSync(dir, { recursive: true });
  const blob = await database.snapshot();
  const file = join(dir, `standing-${kind}-${stamp(now)}.tar.gz`);
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

export interface BackupFile {
  path: string;
  kind: BackupKind;
  takenAt: Date;
}

export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const m = NAME.exec(name);
      if (!m) return null;
      const s = m[2]!;
      const takenAt = new Date(
        `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
      );
      return { path: join(dir, name), kind: m[1] as BackupKind, takenAt };
    })
    .filter((b): b is BackupFile => b !== null)
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** Deletes daily backups older than `keepDays` (manual ones are the operator's to delete). Returns what went. */
export function pruneBackups(dir: string, keepDays: number, now = new Date()): string[] {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const gone: string[] = [];
  for (const b of listBackups(dir))
    if (b.kind === "daily" && b.takenAt.getTime() < cutoff) {
      rmSync(b.path, { force: true });
      gone.push(b.path);
    }
  return gone;
}

/**
 * The daily backup inside the running server: checked at start and every hour; when the newest daily backup is
 * older than a day (or there is none), one is written and old ones pruned. Returns a stop function.
 */
export function startDailyBackups(
  database: Database,
  options: { dir: string; keepDays: number; log: (message: string) => void },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const last = listBackups(options.dir)
        .filter((b) => b.kind === "daily")
        .at(-1);
      if (!last || now.getTime() - last.takenAt.getTime() >= 86_400_000 - 60_000) {
        const file = await writeBackup(database, options.dir, "daily", now);
        options.log(`daily backup written: ${file} (${statSync(file).size} bytes)`);
      }
      for (const gone of pruneBackups(options.dir, options.keepDays, now)) options.log(`old backup deleted: ${gone}`);
    } catch (error) {
      options.log(`daily backup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Puts a backup in place of `<dataDir>/pglite`, while no server runs (it takes the data directory's lock). The
 * current database is kept beside it as `pglite.before-restore-<time>` and the restored one is opened once to
 * check it starts.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  now = new Date(),
): Promise<{ keptAs: string | null }> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const target = join(dataDir, "pglite");
    let keptAs: string | null = null;
    try {
      statSync(target);
      keptAs = `${target}.before-restore-${stamp(now)}`;
      renameSync(target, keptAs);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const blob = new Blob([readFileSync(file)]);
    const pglite = await PGlite.create({ dataDir: target, loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    await pglite.query("SELECT 1");
    await pglite.exec("CHECKPOINT");
    await pglite.close();
    return { keptAs };
  } finally {
    lock.release();
  }
}
