import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { type Database, openPostgres } from "./client";
import { checkIntervalMs, committedThrough, parseLsn, Staleness } from "./replica-staleness";

/**
 * Read-only queries on a streaming replica (DATABASE_READ_URL; issue 19 §4, decisions D201, D202).
 *
 * - `run(request, fn)` gives `fn` the replica while it is healthy and the caller has not written lately, else the
 *   primary. A replica query that fails is run again on the primary (a read is safe to repeat), and a connection
 *   failure takes the replica out until the health check sees it back: readers never see the replica going away.
 * - Read-your-writes: every request that may write (any method but GET/HEAD/OPTIONS) sets the `standing_rw`
 *   cookie for `readYourWritesMs`; a request carrying an unexpired one reads from the primary. Being a cookie, it
 *   holds whichever instance the next request reaches. Clients without cookies (API keys) get the same from this
 *   instance's memory of the keys that wrote.
 * - Bounded staleness (issue 38 §1, D316): the check (every second, or four times within the bound) reads the
 *   primary's WAL position and then the replica's replay position; the replica answers a read only while it is known
 *   to hold everything the primary had at most `databaseReadMaxLagMs` ago (`Staleness`). A replica whose upstream is
 *   gone, or that replays slowly, or that cannot be reached, is left for the primary; each change of state is logged
 *   once.
 */
export interface ReadRouting {
  /** Whether a replica is configured and currently used. */
  readonly replicaInUse: boolean;
  run<T>(request: FastifyRequest | undefined, fn: (database: Database) => Promise<T>): Promise<T>;
  /** Whether `run(request, …)` would give the primary now (a read may then come with the session: D289). */
  onPrimary(request: FastifyRequest | undefined): boolean;
  close(): Promise<void>;
}

export const READ_YOUR_WRITES_COOKIE = "standing_rw";
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * GET routes that write for a signed-in caller (the profile page spends a lookup): they count as writes too. A
 * visitor's profile visit writes nothing synchronously (its view is batched, D192) and sets no cookie (D247).
 */
const WRITING_GETS = new Set(["/api/v1/professionals/:professionalId"]);

/** Errors that say the replica (not the query) is the problem: connection classes 08 and 57, and socket errors. */
function isConnectionError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e?.code === "string" ? e.code : "";
  if (/^(08|57)/.test(code) || /^E[A-Z]+$/.test(code)) return true;
  const message = typeof e?.message === "string" ? e.message : "";
  if (/Connection terminated|connect|timeout|ECONNREFUSED|the database system is/i.test(message)) return true;
  return e?.cause ? isConnectionError(e.cause) : false;
}

export function primaryOnly(primary: Database): ReadRouting {
  return {
    replicaInUse: false,
    run: (_request, fn) => fn(primary),
    onPrimary: () => true,
    close: async () => {},
  };
}

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export async function createReadRouting(
  config: Pick<Config, "databaseReadUrl" | "databaseReadMaxLagMs">,
  primary: Database,
  log?: Log,
): Promise<ReadRouting> {
  if (!config.databaseReadUrl || primary.engine !== "postgres") return primaryOnly(primary);
  let replica: Database | undefined;
  let closed = false;
  const maxLagMs = config.databaseReadMaxLagMs;
  const staleness = new Staleness(maxLagMs);
  const recentWriters = new Map<string, number>();
  /** Whether the replica is standby and reachable at the last check (staleness aside). */
  let reachable = false;
  /** What the log last said: one line per change of state, never one per check or per read. */
  let announced: "in_use" | "behind" | "unreachable" | undefined;
  let upstream: string | null = null;

  const announce = (state: "in_use" | "behind" | "unreachable", detail: object) => {
    if (state === announced) return;
    announced = state;
    if (state === "in_use") log?.info({ replica: true, ...detail }, "read replica in use");
    else if (state === "behind")
      log?.warn(
        { replica: false, maxLagMs, upstream, ...detail },
        `read replica more than ${maxLagMs} ms behind the primary: reads on primary`,
      );
    else log?.warn({ replica: false, ...detail }, "read replica unreachable: reads on primary");
  };

  /** Whether the replica may answer now: reachable, and known to be within the bound at this very moment. */
  const fresh = (): boolean => {
    if (!reachable) return false;
    const now = Date.now();
    if (staleness.within(now)) {
      announce("in_use", {});
      return true;
    }
    announce("behind", { lagMs: Number.isFinite(staleness.lagMs(now)) ? staleness.lagMs(now) : null });
    return false;
  };

  const check = async () => {
    // The primary first: the replica's position is then compared with readings taken before it.
    try {
      const at = Date.now();
      // The insert position, not pg_current_wal_lsn() (the write position): with synchronous_commit off a commit is
      // visible before the WAL writer writes it out (up to 3 × wal_writer_delay later), and the replica must hold
      // what a reader could already see (seen: a stale read begun 2,054 ms after a write with a 2,000 ms bound).
      const [p] = await primary.query<{ lsn: string; file_offset: number; block: string }>(
        `SELECT l::text AS lsn, (pg_walfile_name_offset(l)).file_offset, current_setting('wal_block_size') AS block
           FROM pg_current_wal_insert_lsn() AS l`,
      );
      const lsn = p ? committedThrough(parseLsn(p.lsn), Number(p.file_offset), Number(p.block)) : null;
      if (lsn !== null) staleness.primaryAt(at, lsn);
    } catch {
      // The primary cannot be read: nothing new is known, so the replica's known freshness only ages.
    }
    try {
      replica ??= await openPostgres(config.databaseReadUrl!, { max: 10 });
      const [row] = await replica.query<{ standby: boolean; replay: string | null; receiver: string | null }>(
        `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replay,
                (SELECT status FROM pg_stat_wal_receiver LIMIT 1) AS receiver`,
      );
      upstream = row?.receiver ?? "none";
      const replay = parseLsn(row?.replay);
      if (!row?.standby || replay === null) {
        reachable = false;
        staleness.reset();
        announce("unreachable", { reason: "not a standby" });
        return;
      }
      reachable = true;
      staleness.replayed(replay);
      fresh();
    } catch (error) {
      reachable = false;
      staleness.reset();
      announce("unreachable", { err: String(error) });
    }
  };
  await check();
  // One check at a time: a slow one (a replica not answering) is not joined by more.
  let checking = false;
  const timer = setInterval(() => {
    if (closed || checking) return;
    checking = true;
    // A check that hangs (a frozen replica, a dead network path) lets the next one start after the bound; the replica
    // is then treated as unreachable, and its known freshness has aged past the bound meanwhile anyway.
    let timeout: NodeJS.Timeout | undefined;
    const hung = new Promise<void>((resolve) => {
      timeout = setTimeout(() => {
        reachable = false;
        announce("unreachable", { reason: `no answer within ${maxLagMs} ms` });
        resolve();
      }, maxLagMs);
      timeout.unref();
    });
    void Promise.race([check(), hung]).finally(() => {
      clearTimeout(timeout);
      checking = false;
    });
  }, checkIntervalMs(maxLagMs));
  timer.unref();

  const wroteLately = (request: FastifyRequest | undefined): boolean => {
    if (!request) return false;
    const now = Date.now();
    const cookie = Number(request.cookies?.[READ_YOUR_WRITES_COOKIE] ?? 0);
    if (cookie > now) return true;
    const key = writerKey(request);
    const until = key ? recentWriters.get(key) : undefined;
    return until !== undefined && until > now;
  };

  const onPrimary = (request: FastifyRequest | undefined): boolean => !replica || !fresh() || wroteLately(request);

  return {
    get replicaInUse() {
      return replica !== undefined && fresh();
    },
    onPrimary,
    async run(request, fn) {
      if (onPrimary(request) || !replica) return fn(primary);
      try {
        return await fn(replica);
      } catch (error) {
        if (isConnectionError(error)) {
          reachable = false;
          staleness.reset();
          announce("unreachable", { err: String(error) });
        }
        return fn(primary);
      }
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await replica?.close().catch(() => {});
    },
    // Exposed for the hook below.
    ...{ noteWrite: (key: string, until: number) => noteWrite(recentWriters, key, until) },
  };
}

function noteWrite(map: Map<string, number>, key: string, until: number) {
  map.set(key, until);
  if (map.size > 10_000) {
    const now = Date.now();
    for (const [k, v] of map) if (v <= now) map.delete(k);
  }
}

function writerKey(request: FastifyRequest): string | undefined {
  const actor = (request as { actor?: { kind?: string; userId?: string } }).actor;
  return actor?.kind === "user" && actor.userId ? `u:${actor.userId}` : undefined;
}

/** Marks every possibly-writing request's caller for read-your-writes (only when a replica is configured). */
export function registerReadYourWrites(app: FastifyInstance, routing: ReadRouting, windowMs: number, secure: boolean) {
  const noteWriteOf = (routing as { noteWrite?: (key: string, until: number) => void }).noteWrite;
  if (!noteWriteOf) return;
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply) => {
    const writingGet = WRITING_GETS.has(request.routeOptions.url ?? "") && writerKey(request) !== undefined;
    if (SAFE.has(request.method) && !writingGet) return;
    const until = Date.now() + windowMs;
    const key = writerKey(request);
    if (key) noteWriteOf(key, until);
    // Appended by hand (Fastify keeps every set-cookie value): registered last, after the cookie plugin's own hook.
    reply.header(
      "set-cookie",
      `${READ_YOUR_WRITES_COOKIE}=${until}; Max-Age=${Math.ceil(windowMs / 1000)}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
  });
}
