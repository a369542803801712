import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER } from "../../src/core/messages";
import { RATING_CATEGORY_KEYS } from "../../src/core/rating-categories";
import { deleteRating } from "../../src/server/commands/delete-rating";
import { editRating } from "../../src/server/commands/edit-rating";
import { submitRating } from "../../src/server/commands/submit-rating";
import {
  auditLogs,
  employments,
  professionals,
  ratingAttributions,
  ratingFlags,
  ratings,
  usageTracking,
} from "../../src/server/db/schema";
import { presentRatingForAuthor } from "../../src/server/presenters/rating";
import { createAccount } from "../../src/server/test/auth-helpers";
import {
  backdateRating,
  createEmployerSession,
  type EmployerSession,
  ratingPayload,
  scores,
  setEmployer,
  TEST_ORIGIN,
} from "../../src/server/test/employer-factories";
import { buildProfessional, buildRating, buildUsage, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestApp, submitMixedRating } from "./helpers";

const t = setUpTestApp();

const HOUR = 3_600_000;
/** A professional's published figures: average, number of ratings, verified employers. */
const publishedFigures = (id: string) =>
  t.database.db
    .select({
      avg: professionals.averageRating,
      n: professionals.totalRatings,
      v: professionals.verifiedEmployersCount,
    })
    .from(professionals)
    .where(eq(professionals.id, id));
const rate = (cookie: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/v1/employer/ratings", headers: { cookie }, payload: payload as object });

async function professional() {
  return (await buildProfessional(t.database)).id;
}

describe("submitting a rating", () => {
  it("a verified employer rates: rating, attribution, usage, employment link, audit and aggregates in one go", async () => {
    const emp = await createEmployerSession(t.app);
    const pid = await professional();
    const res = await rate(
      emp.cookie,
      ratingPayload(pid, { scores: scores(4, { work_quality: 2, reliability: null }) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(EMPLOYER.ratingSubmitted);
    expect(body.rating.professional.id).toBe(pid);
    expect(body.rating.editable).toBe(true);
    expect(body.rating.scores.reliability).toBeNull();
    expect(JSON.stringify(body)).not.toContain(emp.employerId);
    const id = body.rating.id as string;

    const [attr] = await t.database.db.select().from(ratingAttributions).where(eq(ratingAttributions.ratingId, id));
    expect(attr?.employerId).toBe(emp.employerId);
    const usage = await t.database.db
      .select()
      .from(usageTracking)
      .where(and(eq(usageTracking.userId, emp.userId), eq(usageTracking.actionType, "rating_submission")));
    expect(usage).toHaveLength(1);
    const [link] = await t.database.db
      .select()
      .from(employments)
      .where(and(eq(employments.employerId, emp.employerId), eq(employments.professionalId, pid)));
    expect(link?.status).toBe("current");
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, id), eq(auditLogs.action, "rating_submitted")));
    expect(audit?.userId).toBe(emp.userId);
    expect(audit?.newData?.employer_id).toBe(emp.employerId);
    const [p] = await publishedFigures(pid);
    // One employer's rating: nothing is published yet (D304), the figures would be that rating's scores.
    expect(p).toEqual({ avg: 0, n: 0, v: 0 });
    for (let i = 0; i < 2; i++)
      await buildRating(t.database, {
        professionalId: pid,
        employer: await buildVerifiedEmployer(t.database),
        score: 4,
      });
    const [published] = await publishedFigures(pid);
    // 12 categories at 4, work quality 2, overall 4 → (13×4 + 2) / 14 = 3.857…; with two 4s: 3.952… → 3.95
    expect(published).toEqual({ avg: 3.95, n: 3, v: 3 });
  });

  it("refuses bad input: no overall performance, out-of-range scores, free text, unknown professional", async () => {
    const emp = await createEmployerSession(t.app);
    const pid = await professional();
    const noOverall = await rate(emp.cookie, ratingPayload(pid, { scores: { work_quality: 3 } }));
    expect(noOverall.statusCode).toBe(400);
    expect(noOverall.body).toContain(EMPLOYER.overallRequired);
    expect((await rate(emp.cookie, ratingPayload(pid, { scores: scores(6) }))).statusCode).toBe(400);
    expect((await rate(emp.cookie, ratingPayload(pid, { scores: scores(0) }))).statusCode).toBe(400);
    expect((await rate(emp.cookie, ratingPayload(pid, { scores: scores(2.5) }))).statusCode).toBe(400);
    expect((await rate(emp.cookie, ratingPayload(pid, { comment: "lazy" }))).statusCode).toBe(400);
    expect((await rate(emp.cookie, ratingPayload(pid, { employmentStatus: "contractor" }))).statusCode).toBe(400);
    const missing = await rate(emp.cookie, ratingPayload("00000000-0000-4000-8000-000000000000"));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(EMPLOYER.professionalNotFound);
  });

  it("only verified employers rate; professionals are refused by the policy", async () => {
    const unverified = await createEmployerSession(t.app, { verified: false });
    const pid = await professional();
    const res = await rate(unverified.cookie, ratingPayload(pid));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(EMPLOYER.notVerified);
    for (const status of ["pending", "rejected"] as const) {
      await setEmployer(t.app, unverified.employerId, { verificationStatus: status });
      expect((await rate(unverified.cookie, ratingPayload(pid))).statusCode).toBe(403);
    }
    // A paid plan does not replace verification.
    const paid = await createEmployerSession(t.app, { verified: false, plan: "verified_pro" });
    expect((await rate(paid.cookie, ratingPayload(pid))).statusCode).toBe(403);
    const pro = await createAccount(t.app, { accountType: "professional" });
    expect((await rate(pro.cookie, ratingPayload(pid))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/employer/ratings", payload: ratingPayload(pid) })).statusCode,
    ).toBe(401);
  });

  it("a strike-2 suspension blocks until it ends; three strikes block for good", async () => {
    const emp = await createEmployerSession(t.app);
    const pid = await professional();
    const until = new Date(Date.now() + 30 * 24 * HOUR);
    await setEmployer(t.app, emp.employerId, { strikeCount: 2, suspendedUntil: until });
    const res = await rate(emp.cookie, ratingPayload(pid));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(EMPLOYER.suspended(until.toISOString().slice(0, 10)));
    // Clock past the suspension: allowed again.
    const later = await submitRating(t.database, {
      actor: emp.actor,
      input: { professionalId: pid, employmentStatus: "former", scores: scores(3) },
      now: new Date(until.getTime() + 1000),
      origin: TEST_ORIGIN,
    });
    expect(later.rating.employmentStatus).toBe("former");
    await setEmployer(t.app, emp.employerId, { strikeCount: 3, suspendedUntil: null });
    const banned = await rate(emp.cookie, ratingPayload(await professional()));
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.message).toBe(EMPLOYER.suspendedPermanently);
  });
});

describe("limits per rolling 24 hours (SPEC §9)", () => {
  it.each([
    ["free", 5],
    ["verified_pro", 30],
  ] as const)("%s: %i ratings, then refused until the oldest leaves the window", async (plan, limit) => {
    const emp = await createEmployerSession(t.app, { plan });
    const now = Date.now();
    // limit-1 earlier submissions inside the window (the oldest 23 h ago), one just outside it.
    await buildUsage(t.database, {
      userId: emp.userId,
      action: "rating_submission",
      at: [
        new Date(now - 25 * HOUR),
        ...Array.from({ length: limit - 1 }, (_, i) => new Date(now - (23 - i * 0.01) * HOUR)),
      ],
    });
    expect((await rate(emp.cookie, ratingPayload(await professional()))).statusCode).toBe(201);
    const over = await rate(emp.cookie, ratingPayload(await professional()));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toContain(`all ${limit} ratings`);
    // One hour later the oldest has left the window.
    const ok = await submitRating(t.database, {
      actor: emp.actor,
      input: { professionalId: await professional(), employmentStatus: "current", scores: scores(4) },
      now: new Date(now + HOUR),
      origin: TEST_ORIGIN,
    });
    expect(ok.rating.id).toBeTruthy();
  });

  it("enterprise is unlimited", async () => {
    const emp = await createEmployerSession(t.app, { plan: "enterprise" });
    await buildUsage(t.database, {
      userId: emp.userId,
      action: "rating_submission",
      at: Array.from({ length: 200 }, () => new Date(Date.now() - HOUR)),
    });
    expect((await rate(emp.cookie, ratingPayload(await professional()))).statusCode).toBe(201);
  });

  it("a deleted rating still counts against the allowance", async () => {
    const emp = await createEmployerSession(t.app);
    await buildUsage(t.database, {
      userId: emp.userId,
      action: "rating_submission",
      at: Array.from({ length: 4 }, () => new Date(Date.now() - HOUR)),
    });
    const made = (await rate(emp.cookie, ratingPayload(await professional()))).json().rating.id;
    const del = await t.send("DELETE", `/api/v1/employer/ratings/${made}`, emp.cookie);
    expect(del.statusCode).toBe(200);
    expect((await rate(emp.cookie, ratingPayload(await professional()))).statusCode).toBe(429);
  });

  it("concurrent submissions cannot overrun the limit", async () => {
    const emp = await createEmployerSession(t.app);
    const pids = await Promise.all(Array.from({ length: 8 }, () => professional()));
    const results = await Promise.all(pids.map((pid) => rate(emp.cookie, ratingPayload(pid))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});

describe("duplicate rule: one rating per employer per professional", () => {
  it("a second rating is refused with the id of the existing one to edit", async () => {
    const emp = await createEmployerSession(t.app, { plan: "enterprise" });
    const pid = await professional();
    const first = (await rate(emp.cookie, ratingPayload(pid))).json().rating.id;
    const again = await rate(emp.cookie, ratingPayload(pid, { employmentStatus: "former" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ message: EMPLOYER.alreadyRated, fields: { existingRatingId: first } });
    // Another employer may rate the same person.
    const other = await createEmployerSession(t.app);
    expect((await rate(other.cookie, ratingPayload(pid))).statusCode).toBe(201);
  });

  it("after the author deletes it, a new rating is allowed; after a dispute removal it is not", async () => {
    const emp = await createEmployerSession(t.app, { plan: "enterprise" });
    const pid = await professional();
    const first = (await rate(emp.cookie, ratingPayload(pid))).json().rating.id;
    await t.app.inject({ method: "DELETE", url: `/api/v1/employer/ratings/${first}`, headers: { cookie: emp.cookie } });
    const second = await rate(emp.cookie, ratingPayload(pid));
    expect(second.statusCode).toBe(201);
    await t.database.db.update(ratings).set({ status: "removed" }).where(eq(ratings.id, second.json().rating.id));
    const third = await rate(emp.cookie, ratingPayload(pid));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe(EMPLOYER.removedRatingExists);
  });
});

describe("edit window (24 hours, clock controlled)", () => {
  let emp: EmployerSession;
  beforeAll(async () => {
    emp = await createEmployerSession(t.app, { plan: "enterprise" });
  });
  const created = new Date("2026-03-10T12:00:00.000Z");
  async function freshRating() {
    const pid = await professional();
    const r = await submitRating(t.database, {
      actor: emp.actor,
      input: { professionalId: pid, employmentStatus: "current", scores: scores(4) },
      now: created,
      origin: TEST_ORIGIN,
    });
    return { id: r.rating.id, pid };
  }
  const at = (ms: number) => new Date(created.getTime() + ms);

  it("editable until the last millisecond before 24 h, locked from 24 h on", async () => {
    const { id, pid } = await freshRating();
    const edited = await editRating(t.database, {
      actor: emp.actor,
      ratingId: id,
      input: { scores: scores(2) },
      now: at(24 * HOUR - 1),
      origin: TEST_ORIGIN,
    });
    const shown = presentRatingForAuthor(edited.rating, edited.professional, at(24 * HOUR - 1));
    expect(shown.score).toBe(2);
    expect(shown.editable).toBe(true);
    const [row] = await t.database.db
      .select({ overall: ratings.overallPerformance })
      .from(ratings)
      .where(eq(ratings.id, id));
    expect(row?.overall).toBe(2);
    // The professional's only rating: no published figures before or after the edit (D304).
    const [p] = await t.database.db
      .select({ avg: professionals.averageRating })
      .from(professionals)
      .where(eq(professionals.id, pid));
    expect(p?.avg).toBe(0);
    await expect(
      editRating(t.database, {
        actor: emp.actor,
        ratingId: id,
        input: { scores: scores(5) },
        now: at(24 * HOUR),
        origin: TEST_ORIGIN,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: EMPLOYER.ratingLocked(24) });
    await expect(
      deleteRating(t.database, { actor: emp.actor, ratingId: id, now: at(24 * HOUR), origin: TEST_ORIGIN }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("delete inside the window removes it and the aggregates follow", async () => {
    const { id, pid } = await freshRating();
    await deleteRating(t.database, { actor: emp.actor, ratingId: id, now: at(24 * HOUR - 1), origin: TEST_ORIGIN });
    const [p] = await t.database.db
      .select({ avg: professionals.averageRating, n: professionals.totalRatings })
      .from(professionals)
      .where(eq(professionals.id, pid));
    expect(p).toEqual({ avg: 0, n: 0 });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, id), eq(auditLogs.action, "rating_deleted")));
    expect(audit[0]?.newData?.employer_id).toBe(emp.employerId);
  });

  it("through the API: a rating created 24 h ago is locked with a clear 409; history shows it locked", async () => {
    const pid = await professional();
    const id = (await rate(emp.cookie, ratingPayload(pid))).json().rating.id;
    const patch = () => t.send("PATCH", `/api/v1/employer/ratings/${id}`, emp.cookie, { employmentStatus: "former" });
    expect((await patch()).statusCode).toBe(200);
    await backdateRating(t.app, id, new Date(Date.now() - 24 * HOUR - 1000));
    const locked = await patch();
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(EMPLOYER.ratingLocked(24));
    const del = await t.send("DELETE", `/api/v1/employer/ratings/${id}`, emp.cookie);
    expect(del.statusCode).toBe(409);
    const history = await t.send("GET", "/api/v1/employer/ratings", emp.cookie);
    const row = history.json().ratings.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ editable: false, employmentStatus: "former" });
  });

  it("another employer's rating is not found (no hint it exists), and under dispute it cannot change", async () => {
    const { id } = await freshRating();
    const other = await createEmployerSession(t.app);
    for (const method of ["PATCH", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/employer/ratings/${id}`,
        headers: { cookie: other.cookie },
        ...(method === "PATCH" ? { payload: { employmentStatus: "former" } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    await t.database.db.update(ratings).set({ status: "under_dispute" }).where(eq(ratings.id, id));
    await expect(
      editRating(t.database, {
        actor: emp.actor,
        ratingId: id,
        input: { employmentStatus: "former" },
        now: at(HOUR),
        origin: TEST_ORIGIN,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: EMPLOYER.ratingNotEditable });
  });
});

describe("history and fairness flags", () => {
  it("history lists only the author's own ratings, newest first", async () => {
    const a = await createEmployerSession(t.app, { plan: "enterprise" });
    const b = await createEmployerSession(t.app, { plan: "enterprise" });
    const p1 = await professional();
    const p2 = await professional();
    await rate(a.cookie, ratingPayload(p1));
    await rate(a.cookie, ratingPayload(p2));
    await rate(b.cookie, ratingPayload(p1));
    const res = await t.app.inject({ method: "GET", url: "/api/v1/employer/ratings", headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json().ratings as Array<{ professional: { id: string } }>;
    expect(list.map((r) => r.professional.id)).toEqual([p2, p1]);
    expect(res.body).not.toContain(b.employerId);
  });

  it("straight-lined ratings are flagged for review but not blocked", async () => {
    const emp = await createEmployerSession(t.app, { plan: "enterprise" });
    const all5 = await rate(emp.cookie, ratingPayload(await professional(), { scores: scores(5) }));
    expect(all5.statusCode).toBe(201);
    const mixed = await rate(
      emp.cookie,
      ratingPayload(await professional(), { scores: scores(5, { reliability: 4 }) }),
    );
    const flags = await t.database.db.select().from(ratingFlags);
    expect(flags.filter((f) => f.ratingId === all5.json().rating.id).map((f) => f.reason)).toEqual(["straight_lined"]);
    expect(flags.some((f) => f.ratingId === mixed.json().rating.id)).toBe(false);
  });
});

describe("outlier employers", () => {
  it("an employer far below other employers for the same people is flagged, not blocked", async () => {
    const fair = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const harsh = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const now = new Date();
    const people = [await professional(), await professional(), await professional()];
    const submit = (who: typeof fair, pid: string, value: number) =>
      submitMixedRating(t, who, pid, value, now).then((written) => written.rating);
    for (const pid of people) await submit(fair, pid, 5);
    const first = await submit(harsh, people[0]!, 1);
    const second = await submit(harsh, people[1]!, 1);
    const third = await submit(harsh, people[2]!, 1);
    const flagged = await t.database.db.select().from(ratingFlags).where(eq(ratingFlags.reason, "outlier_employer"));
    const ids = flagged.map((f) => f.ratingId);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    expect(ids).toContain(third.id);
  });
});

describe("aggregates stay consistent with the rating rows (property)", () => {
  // D304: the stored figures are a published snapshot: always the exact figures of some state the rating rows
  // were in (never a mix), from at least 3 ratings or none.
  /** Independent recomputation (decisions D5): exact rational mean of per-rating means, halves rounded up. */
  async function expected(pid: string) {
    const rows = await t.database.query<Record<string, number | null | string>>(
      `SELECT r.*, ra.employer_id, e.verification_status FROM ratings r
       JOIN rating_attributions ra ON ra.rating_id = r.id JOIN employers e ON e.id = ra.employer_id
       WHERE r.professional_id = $1 AND r.status IN ('active', 'under_dispute')`,
      [pid],
    );
    let num = 0n;
    let den = 1n;
    for (const r of rows) {
      const values = RATING_CATEGORY_KEYS.map((k) => r[k]).filter((v) => v !== null) as number[];
      const sum = BigInt(values.reduce((a, b) => a + Number(b), 0));
      const count = BigInt(values.length);
      // num/den += sum/count
      num = num * count + sum * den;
      den *= count;
    }
    const n = BigInt(rows.length);
    const avgHundredths = n === 0n ? 0n : (num * 200n + den * n) / (2n * den * n);
    const verified = new Set(rows.filter((r) => r.verification_status === "verified").map((r) => r.employer_id));
    return { avg: Number(avgHundredths) / 100, n: rows.length, v: verified.size };
  }

  it("after random submit / edit / delete sequences", async () => {
    const pool: Array<{ actor: EmployerSession["actor"] }> = [];
    for (let i = 0; i < 4; i++) pool.push((await buildVerifiedEmployer(t.database, { plan: "enterprise" })).user);
    const score = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null, freq: 3 });
    const scoresArb = fc
      .record(
        Object.fromEntries(RATING_CATEGORY_KEYS.map((k) => [k, score])) as Record<string, fc.Arbitrary<number | null>>,
      )
      .map((s) => ({ ...s, overall_performance: s.overall_performance ?? 3 }));
    const op = fc.oneof(
      fc.record({ kind: fc.constant("submit" as const), employer: fc.nat(3), prof: fc.nat(1), scores: scoresArb }),
      fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(20), scores: scoresArb }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const pids = [await professional(), await professional()];
        const live: Array<{ id: string; employer: number }> = [];
        const now = new Date();
        const states = new Map(pids.map((pid) => [pid, [{ avg: 0, n: 0, v: 0 }]]));
        for (const o of ops) {
          if (o.kind === "submit") {
            try {
              const r = await submitRating(t.database, {
                actor: pool[o.employer]!.actor,
                input: { professionalId: pids[o.prof]!, employmentStatus: "current", scores: o.scores },
                now,
                origin: TEST_ORIGIN,
              });
              live.push({ id: r.rating.id, employer: o.employer });
            } catch (error) {
              expect((error as { statusCode?: number }).statusCode).toBe(409);
            }
          } else if (live.length > 0) {
            const target = live[o.pick % live.length]!;
            const actor = pool[target.employer]!.actor;
            if (o.kind === "edit")
              await editRating(t.database, {
                actor,
                ratingId: target.id,
                input: { scores: o.scores },
                now,
                origin: TEST_ORIGIN,
              });
            else {
              await deleteRating(t.database, { actor, ratingId: target.id, now, origin: TEST_ORIGIN });
              live.splice(live.indexOf(target), 1);
            }
          }
          for (const pid of pids) states.get(pid)!.push(await expected(pid));
        }
        for (const pid of pids) {
          const [stored] = await publishedFigures(pid);
          expect(states.get(pid)).toContainEqual(stored);
          expect(stored!.n === 0 || stored!.n >= 3).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
    const [{ count } = { count: 0 }] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(ratings);
    expect(count).toBeGreaterThan(0);
  });
});
