import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { type Database, openPostgres } from "./client";

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
 * - The health check (every second) asks the replica whether it is a standby and how far behind it is: a replica
 *   whose replay is more than half the read-your-writes window behind the primary's last commit is not used.
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

export async function createReadRouting(
  config: Pick<Config, "databaseReadUrl" | "readYourWritesMs">,
  primary: Database,
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): Promise<ReadRouting> {
  if (!config.databaseReadUrl || primary.engine !== "postgres") return primaryOnly(primary);
  let replica: Database | undefined;
  let healthy = false;
  let closed = false;
  const maxLagSeconds = Math.max(0.5, config.readYourWritesMs / 2000);
  const recentWriters = new Map<string, number>();

  const check = async () => {
    try {
      replica ??= await openPostgres(config.databaseReadUrl!, { max: 10 });
      const [row] = await replica.query<{ standby: boolean; caught_up: boolean | null; lag: number | null }>(
        `SELECT pg_is_in_recovery() AS standby,
                pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() AS caught_up,
                EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp())::float8 AS lag`,
      );
      const ok = Boolean(row?.standby) && (row?.caught_up === true || Number(row?.lag ?? 0) <= maxLagSeconds);
      if (ok !== healthy)
        log?.info({ replica: ok }, ok ? "read replica in use" : "read replica behind: reads on primary");
      healthy = ok;
    } catch (error) {
      if (healthy) log?.warn({ err: String(error) }, "read replica unreachable: reads on primary");
      healthy = false;
    }
  };
  await check();
  const timer = setInterval(() => {
    if (!closed) void check();
  }, 1000);
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

  const onPrimary = (request: FastifyRequest | undefined): boolean => !healthy || !replica || wroteLately(request);

  return {
    get replicaInUse() {
      return healthy;
    },
    onPrimary,
    async run(request, fn) {
      if (onPrimary(request) || !replica) return fn(primary);
      try {
        return await fn(replica);
      } catch (error) {
        if (isConnectionError(error)) {
          healthy = false;
          log?.warn({ err: String(error) }, "read replica failed: reads on primary");
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
