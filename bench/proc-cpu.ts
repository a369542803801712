/**
 * CPU time read from /proc (Linux), for the benchmarks' "CPU per request" figures: divided by the requests answered,
 * a cost that a host shared with other work moves much less than it moves throughput or latency.
 */
import { readFileSync } from "node:fs";

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** Clock ticks (user + system) of one process so far, or null when it is gone or there is no /proc. */
function processTicks(pid: number): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
  } catch {
    return null;
  }
}

/** CPU ms (user + system) of one process of this machine so far. */
export function processCpuMs(pid: number): number {
  const ticks = processTicks(pid);
  if (ticks === null) throw new Error(`no /proc entry for process ${pid}`);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** The CPU ticks of each backend connected to a database, its pids from `pg_stat_activity` (`backendPids`). */
export type BackendTicks = Map<number, number>;

/** The PostgreSQL backends' pids of the benchmark's database (a statement on `pg_stat_activity`). */
export const BACKEND_PIDS_SQL = "SELECT pid FROM pg_stat_activity WHERE datname = current_database()";

export async function backendsCpuTicks(backendPids: () => Promise<number[]>): Promise<BackendTicks> {
  const ticks: BackendTicks = new Map();
  for (const pid of await backendPids()) {
    const t = processTicks(pid);
    if (t !== null) ticks.set(pid, t);
  }
  return ticks;
}

/** CPU ms the backends spent since `before` (a backend that closed meanwhile is not counted; a new one in full). */
export async function backendsCpuMsSince(backendPids: () => Promise<number[]>, before: BackendTicks): Promise<number> {
  let ticks = 0;
  for (const [pid, t] of await backendsCpuTicks(backendPids)) ticks += t - (before.get(pid) ?? 0);
  return (ticks * 1000) / CLOCK_TICKS;
}
