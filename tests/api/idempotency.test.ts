import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GENERIC_ERRORS } from "../../src/core/messages";
import { apiKeys, contactMessages, idempotencyKeys, professionals } from "../../src/server/db/schema";
import { IDEMPOTENT_ROUTES } from "../../src/server/http/idempotency";
import { createEmployerSession, type EmployerSession } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/** Issue 33 point 6 (D309): a retry with the same Idempotency-Key replays the first answer and never acts twice. */
let emp: EmployerSession;
let other: EmployerSession;
const t = setUpTestApp();
beforeAll(async () => {
  emp = await createEmployerSession(t.app, { plan: "verified_pro" });
  other = await createEmployerSession(t.app, { plan: "verified_pro" });
});

const add = (cookie: string, lastName: string, key?: string, city = "Moab") =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/employer/employees",
    headers: { cookie, ...(key !== undefined ? { "idempotency-key": key } : {}) },
    payload: { entry: { firstName: "Idem", lastName, city, state: "UT" }, nameMatch: "create" },
  });

const profilesNamed = async (lastName: string) =>
  (await t.app.ctx.db.select({ id: professionals.id }).from(professionals).where(eq(professionals.lastName, lastName)))
    .length;

let ip = 0;
const contact = (key: string | undefined, message: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/contact",
    remoteAddress: `10.77.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: key !== undefined ? { "idempotency-key": key } : {},
    payload: { email: "idem@example.com", message },
  });

describe("Idempotency-Key", () => {
  it("replays the first answer to a retry and creates one profile", async () => {
    const first = await add(emp.cookie, "Replay", "key-replay-1");
    expect(first.statusCode, first.body).toBe(200);
    const again = await add(emp.cookie, "Replay", "key-replay-1");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    expect(await profilesNamed("Replay")).toBe(1);
    // Without a key, the same submission acts again (the header is what makes a retry safe).
    expect((await add(emp.cookie, "Replay")).statusCode).toBe(200);
    expect(await profilesNamed("Replay")).toBe(2);
  });

  it("refuses the same key with another body (422) and leaves the first answer in place", async () => {
    expect((await add(emp.cookie, "Mismatch", "key-mismatch")).statusCode).toBe(200);
    const other = await add(emp.cookie, "Mismatch", "key-mismatch", "Provo");
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: "idempotency_key_reused",
      message: GENERIC_ERRORS.idempotencyKeyReused,
    });
    expect(await profilesNamed("Mismatch")).toBe(1);
  });

  it("answers 409 while a request with the key is in progress, and one of two concurrent ones acts", async () => {
    // Another instance holds the key and is still working: its claim is fresh and nothing is applied yet.
    const payloadOf = await add(emp.cookie, "Probe", "key-probe");
    expect(payloadOf.statusCode).toBe(200);
    const [probe] = await t.app.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "key-probe"));
    await t.app.ctx.db.insert(idempotencyKeys).values({
      ...probe!,
      key: "key-in-flight",
      requestHash: probe!.requestHash.replace(/^./, "x"),
      claim: "another-request",
      responseStatus: null,
      responseBody: null,
    });
    // The stored hash is of another body: first the mismatch rule, then the in-flight rule with the right hash.
    expect((await add(emp.cookie, "Probe", "key-in-flight")).statusCode).toBe(422);
    await t.app.ctx.db
      .update(idempotencyKeys)
      .set({ requestHash: probe!.requestHash })
      .where(eq(idempotencyKeys.key, "key-in-flight"));
    const busy = await add(emp.cookie, "Probe", "key-in-flight");
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toMatchObject({
      code: "idempotency_in_progress",
      message: GENERIC_ERRORS.idempotencyInProgress,
    });
    expect(await profilesNamed("Probe")).toBe(1);

    // Two at once with one key: one acts; the other is told it is in progress or gets the same answer.
    const both = await Promise.all([add(emp.cookie, "Twice", "key-twice"), add(emp.cookie, "Twice", "key-twice")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const r of both) expect([200, 409]).toContain(r.statusCode);
    expect(await profilesNamed("Twice")).toBe(1);
  });

  it("scopes keys per signed-in user", async () => {
    expect((await add(emp.cookie, "Scoped", "key-shared")).statusCode).toBe(200);
    const theirs = await add(other.cookie, "Scoped", "key-shared");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(await profilesNamed("Scoped")).toBe(2);
  });

  it("forgets a key after 24 hours", async () => {
    expect((await add(emp.cookie, "Expiry", "key-expiry")).statusCode).toBe(200);
    await t.app.ctx.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, "key-expiry"));
    const later = await add(emp.cookie, "Expiry", "key-expiry", "Provo");
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(await profilesNamed("Expiry")).toBe(2);
    const [row] = await t.app.ctx.db
      .select({ expiresAt: idempotencyKeys.expiresAt, createdAt: idempotencyKeys.createdAt })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "key-expiry"));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -4);
  });

  it("lets a retry act when the first changed nothing (a refusal it did not store, a failure)", async () => {
    // A claim whose request ended without applying anything (its COMMIT did not happen) is taken over.
    const first = await add(emp.cookie, "Released", "key-released");
    expect(first.statusCode).toBe(200);
    await t.app.ctx.db.execute(sql`DELETE FROM ${professionals} WHERE last_name = 'Released'`).catch(() => {});
    await t.app.ctx.db
      .update(idempotencyKeys)
      .set({ applied: false, finished: true, responseStatus: null, responseBody: null, claim: "lost" })
      .where(eq(idempotencyKeys.key, "key-released"));
    const retry = await add(emp.cookie, "Released", "key-released");
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    // …and one whose change was applied but whose answer was lost is told so, without acting again.
    await t.app.ctx.db
      .update(idempotencyKeys)
      .set({ applied: true, finished: true, responseStatus: null, responseBody: null, claim: "lost" })
      .where(eq(idempotencyKeys.key, "key-released"));
    const told = await add(emp.cookie, "Released", "key-released");
    expect(told.statusCode).toBe(409);
    expect(told.json().error).toMatchObject({ code: "already_applied", message: GENERIC_ERRORS.alreadyApplied });
    // A claim left by an instance that died (nothing applied, nothing finished) is taken over after a minute.
    await t.app.ctx.db
      .update(idempotencyKeys)
      .set({ applied: false, finished: false, claim: "died", claimedAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, "key-released"));
    const takeover = await add(emp.cookie, "Released", "key-released");
    expect(takeover.statusCode, takeover.body).toBe(200);
    expect(takeover.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("works for visitors (per address) on the contact form", async () => {
    const key = "visitor-key-1";
    const message = "idempotent visitor message";
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/contact",
        remoteAddress: "10.66.0.1",
        headers: { "idempotency-key": key },
        payload: { email: "idem@example.com", message },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const stored = await t.app.ctx.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.message, message)));
    expect(stored).toHaveLength(1);
  });

  it("refuses a malformed key with 400 and a clear message; accepts every well-formed one", async () => {
    const valid = /^[\x21-\x7e]{1,255}$/;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...' !"#AZaz09~\x7f\u00e9\t'.split("")), maxLength: 20 }),
          fc.string({ unit: "grapheme-ascii", minLength: 250, maxLength: 300 }),
          fc.constant(""),
        ),
        async (key) => {
          const res = await contact(key, `fuzz ${key.length}`);
          if (valid.test(key)) {
            expect([201, 422]).toContain(res.statusCode);
          } else {
            expect(res.statusCode, JSON.stringify(key)).toBe(400);
            expect(res.json().error).toMatchObject({
              code: "validation_failed",
              message: GENERIC_ERRORS.idempotencyKeyInvalid,
              fields: { "Idempotency-Key": GENERIC_ERRORS.idempotencyKeyInvalid },
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("is described in the API document on every route that takes it, and only there", async () => {
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const headerOf = (method: string, url: string) =>
      doc.paths[url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[method.toLowerCase()]?.parameters?.find(
        (p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key",
      );
    for (const route of Object.keys(IDEMPOTENT_ROUTES)) {
      const [method, url] = route.split(" ") as [string, string];
      expect(headerOf(method, url), route).toBeDefined();
    }
    expect(headerOf("POST", "/api/v1/notifications/read-all")).toBeUndefined();
  });

  it("never stores a secret shown once: a retry of an API key's creation is told it was done, and one key exists", async () => {
    const boss = await createEmployerSession(t.app, { plan: "enterprise" });
    const create = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: { cookie: boss.cookie, "idempotency-key": "key-api-key" },
        payload: { name: "Idempotent CI" },
      });
    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    const again = await create();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("already_applied");
    expect(again.body).not.toContain((first.json() as { key: string }).key);
    const [row] = await t.app.ctx.db
      .select({ body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "key-api-key"));
    expect(row?.body).toBeNull();
    const keys = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.name, "Idempotent CI"));
    expect(keys).toHaveLength(1);
  });

  it("a transaction that wrote nothing (the roster's name-match preview) does not mark the key applied", async () => {
    await buildProfessional(t.database, { firstName: "Idem", lastName: "Preview", city: "Moab", state: "UT" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/employer/employees",
      headers: { cookie: emp.cookie, "idempotency-key": "key-preview" },
      payload: { entry: { firstName: "Idem", lastName: "Preview", city: "Moab", state: "UT" }, nameMatch: "ask" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain("candidate");
    const [row] = await t.app.ctx.db
      .select({ applied: idempotencyKeys.applied, status: idempotencyKeys.responseStatus })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "key-preview"));
    expect(row).toEqual({ applied: false, status: 200 });
    // …while one that wrote did.
    const [written] = await t.app.ctx.db
      .select({ applied: idempotencyKeys.applied })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "key-replay-1"));
    expect(written?.applied).toBe(true);
  });
});
