import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GENERIC_ERRORS } from "../../core/messages";
import type { Db, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { runAsWriteUnit, type WriteUnit } from "../db/write-unit";
import { AppError } from "./errors";
import { IDEMPOTENT_ROUTES, isIdempotentRoute } from "./idempotent-routes";

/**
 * `Idempotency-Key` on the routes that create things (issue 33 point 6, D309), as Stripe does it: a retry carrying
 * the key of an earlier request gets that request's answer (status and body) instead of acting twice, whichever
 * instance it reaches. The key's row is claimed before the handler runs; the command's own transaction marks it
 * `applied` right before its COMMIT (db/write-unit.ts), so a COMMIT that succeeded but whose answer was lost still
 * leaves the row saying so; the answer is stored when it is sent. Without the header a route behaves as before.
 *
 * - same key, same request, answer stored → the stored answer, with `Idempotent-Replayed: true`;
 * - same key, another method, address or body → 422 `idempotency_key_reused`;
 * - same key while the first is still running → 409 `idempotency_in_progress`;
 * - same key after the first applied its change but could not store an answer (its COMMIT's reply was lost, or it
 *   failed afterwards) → 409 `already_applied`;
 * - same key after the first changed nothing and ended (a failure, a lost COMMIT that did not commit, a 429), or
 *   after its claim went stale → acts now.
 * Keys are scoped per signed-in user (`user:<id>`), else per client address (weaker: people behind one address share
 * a scope; a key is 1–255 visible ASCII characters, and the web client's are random UUIDs). Rows expire after 24 h.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A claim older than this, with nothing applied, is taken over by a retry (its request died with its instance). */
const STALE_CLAIM_MS = 60_000;

interface Claim {
  scope: string;
  key: string;
  unit: WriteUnit;
  secretResponse: boolean;
  settled: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();

function requestHash(request: FastifyRequest): string {
  // Multipart bodies are read by the handler, after the claim, and each send has a new boundary: the key covers the
  // address only. JSON bodies are the validated value (defaults applied), the same for the same submission.
  const multipart = /^multipart\//i.test(String(request.headers["content-type"] ?? ""));
  const body = multipart ? "(multipart)" : JSON.stringify(request.body ?? null);
  return createHash("sha256").update(`${request.method} ${request.url}\n${body}`).digest("hex");
}

function scopeOf(request: FastifyRequest): string {
  const actor = request.actor;
  return actor?.kind === "user" ? `user:${actor.userId}` : `visitor:${request.ip}`;
}

function refuse(status: number, code: "idempotency_key_reused" | "idempotency_in_progress" | "already_applied") {
  const message =
    code === "idempotency_key_reused"
      ? GENERIC_ERRORS.idempotencyKeyReused
      : code === "idempotency_in_progress"
        ? GENERIC_ERRORS.idempotencyInProgress
        : GENERIC_ERRORS.alreadyApplied;
  return new AppError(status, code, message);
}

type Row = typeof idempotencyKeys.$inferSelect;
type Outcome = { act: true } | { replay: Row } | { refuse: AppError };

/** Claims the key for this request, or says what to answer instead. */
async function claimKey(db: Db, request: FastifyRequest, scope: string, key: string): Promise<Outcome> {
  const hash = requestHash(request);
  const claim = String(request.id);
  const route = `${request.method} ${request.routeOptions.url}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        scope,
        key,
        route,
        requestHash: hash,
        claim,
        expiresAt: sql`now() + make_interval(secs => ${KEEP_MS / 1000})`,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { act: true };

    const [row] = await db
      .select({
        row: idempotencyKeys,
        expired: sql<boolean>`${idempotencyKeys.expiresAt} <= now()`,
        stale: sql<boolean>`${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${STALE_CLAIM_MS / 1000})`,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) continue; // deleted meanwhile: claim again
    if (row.expired) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            sql`${idempotencyKeys.expiresAt} <= now()`,
          ),
        );
      continue;
    }
    const r = row.row;
    if (r.requestHash !== hash) return { refuse: refuse(422, "idempotency_key_reused") };
    if (r.responseStatus !== null) return { replay: r };
    if (r.applied) {
      return { refuse: refuse(409, r.finished || row.stale ? "already_applied" : "idempotency_in_progress") };
    }
    if (!r.finished && !row.stale) return { refuse: refuse(409, "idempotency_in_progress") };
    // Nothing applied and its request is over (or gone): this one takes the key over. The old request, if it still
    // runs, can no longer mark it applied (`beforeCommit` checks the claim), so its transaction would roll back.
    const taken = await db
      .update(idempotencyKeys)
      .set({ claim, finished: false, claimedAt: sql`now()` })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.claim, r.claim),
          eq(idempotencyKeys.applied, false),
          sql`${idempotencyKeys.responseStatus} IS NULL`,
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { act: true };
  }
  return { refuse: refuse(409, "idempotency_in_progress") };
}

/**
 * Rows this backend inserted, updated or deleted and has not yet reported to the statistics system. PostgreSQL
 * reports only between transactions, so the difference between a transaction's start and its end is what it wrote
 * (`pg_stat_xact_user_tables` alone may include earlier transactions not yet reported).
 */
async function rowsWritten(tx: Tx): Promise<number> {
  const result = await tx.execute(
    sql`SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::float8 AS n FROM pg_stat_xact_user_tables`,
  );
  return Number((result.rows[0] as { n?: unknown } | undefined)?.n ?? 0);
}

function sendReplay(reply: FastifyReply, row: Row) {
  reply.header("idempotent-replayed", "true");
  reply.code(row.responseStatus ?? 200).type("application/json");
  return reply.send(row.responseBody ?? "");
}

/** Statuses that say nothing about the request itself: not stored, the key is released for a later retry. */
const TRANSIENT = new Set([408, 429]);

export function registerIdempotency(app: FastifyInstance, db: Db, log: FastifyInstance["log"]) {
  const mine = (request: FastifyRequest, claim: Claim) =>
    and(
      eq(idempotencyKeys.scope, claim.scope),
      eq(idempotencyKeys.key, claim.key),
      eq(idempotencyKeys.claim, String(request.id)),
    );
  let claimsMade = 0;

  app.addHook("preHandler", (request, reply, done) => {
    const url = request.routeOptions.url;
    if (!url || !isIdempotentRoute(request.method, url)) return done();
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return done();
    if (typeof header !== "string" || !KEY_FORMAT.test(header)) {
      return done(
        new AppError(400, "validation_failed", GENERIC_ERRORS.idempotencyKeyInvalid, {
          "Idempotency-Key": GENERIC_ERRORS.idempotencyKeyInvalid,
        }),
      );
    }
    const scope = scopeOf(request);
    claimKey(db, request, scope, header).then(
      (outcome) => {
        if ("refuse" in outcome) return done(outcome.refuse);
        if ("replay" in outcome) return void sendReplay(reply, outcome.replay);
        if (++claimsMade % 500 === 0)
          void db
            .delete(idempotencyKeys)
            .where(lt(idempotencyKeys.expiresAt, sql`now()`))
            .catch((error: unknown) => log.warn({ err: error }, "expired idempotency keys not swept; next time"));
        const claim: Claim = {
          scope,
          key: header,
          secretResponse: Boolean(IDEMPOTENT_ROUTES[`${request.method} ${url}`]?.secretResponse),
          settled: false,
          unit: { commits: 0, outcomeUnknown: false },
        };
        // Inside the command's transaction, before COMMIT: the key is this request's and its change is applied.
        // A transaction that wrote no row (a preview, a read under row locks) has no effect to record: it would
        // otherwise mark the key applied before the transaction that does the work, which might then fail.
        claim.unit.onBegin = (tx: Tx) => rowsWritten(tx);
        claim.unit.beforeCommit = async (tx: Tx, before: unknown) => {
          if ((await rowsWritten(tx)) <= Number(before)) return;
          const marked = await tx
            .update(idempotencyKeys)
            .set({ applied: true })
            .where(mine(request, claim))
            .returning({ key: idempotencyKeys.key });
          if (marked.length === 0) throw refuse(409, "idempotency_in_progress");
        };
        claims.set(request, claim);
        runAsWriteUnit(claim.unit, done);
      },
      (error: unknown) => done(error as Error),
    );
  });

  /** Stores the answer, or says how the request ended without one, so the next retry knows what to do. */
  const settle = async (request: FastifyRequest, status: number | undefined, payload: unknown) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return;
    claim.settled = true;
    const where = mine(request, claim);
    try {
      if (status !== undefined && status < 500 && !TRANSIENT.has(status)) {
        if (typeof payload === "string" && !claim.secretResponse) {
          await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: payload }).where(where);
          return;
        }
        // Not stored (a secret shown once): a success says the change was made, whatever its transactions were.
        await db
          .update(idempotencyKeys)
          .set({ finished: true, ...(status < 400 ? { applied: true } : {}) })
          .where(where);
        return;
      }
      // A failure: when nothing committed for sure, the key is released (a retry acts afresh); otherwise the row
      // (applied or not, as the database knows) is marked finished.
      if (!claim.unit.outcomeUnknown && claim.unit.commits === 0) {
        await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.applied, false)));
      }
      await db.update(idempotencyKeys).set({ finished: true }).where(where);
    } catch (error) {
      // The database is away: the row stays claimed and a retry finds it stale after a minute.
      log.warn({ err: error }, "idempotency key not settled");
    }
  };

  app.addHook("onSend", async (request, reply, payload) => {
    await settle(request, reply.statusCode, payload);
    return payload;
  });
  // A request that ended without an answer (client gone) releases or finishes its key too.
  app.addHook("onResponse", async (request) => settle(request, undefined, undefined));
  app.addHook("onRequestAbort", async (request) => settle(request, undefined, undefined));

  // Every listed route exists: a renamed route would otherwise silently lose its protection.
  const registered = new Set<string>();
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
  });
  app.addHook("onReady", async () => {
    const missing = Object.keys(IDEMPOTENT_ROUTES).filter((r) => !registered.has(r));
    if (missing.length > 0) throw new Error(`idempotent routes not registered: ${missing.join(", ")}`);
  });
}

/** Kept for tests/api/idempotency.test.ts until its import names idempotent-routes.ts. */
export { IDEMPOTENT_ROUTES } from "./idempotent-routes";
