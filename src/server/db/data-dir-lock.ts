import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Two processes opening one PGlite directory corrupt it, so the first takes `standing.lock`
 * (holding its pid) and any second one is refused. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  const path = join(dir, "standing.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `the data directory ${dir} is in use by another Standing process (pid ${pid}); stop it first, or set DATA_DIR to another folder`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`could not lock the data directory ${dir}`);
}
