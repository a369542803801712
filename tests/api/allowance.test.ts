import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lookupAllowance, usageSummary } from "../../src/server/queries/lookup-allowance";
import { loadProfilePage } from "../../src/server/routes/directory/professionals.routes";
import { createAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional, buildUsage, buildUser, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * Lookup allowances over the rolling 24 hours (SPEC §4, §9), with the clock passed in as `now`.
 * Signed-in cases run at the query level with constructed actors (sessions land with the accounts issue).
 */
const t = setUpTestApp();

const H = 3_600_000;
const NOW = new Date("2026-05-10T12:00:00.000Z");
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * H);

describe("rolling 24-hour window", () => {
  it("counts lookups newer than 24 h; resets 24 h after the oldest one", async () => {
    const u = await buildUser(t.database, { roles: ["employer"] });
    await buildUsage(t.database, { userId: u.id, at: [at(-30), at(-24), at(-23), at(-10), at(-1)] });
    const a = await lookupAllowance(t.database.db, u.actor, NOW);
    // -30 h and exactly -24 h are outside; -23, -10, -1 inside.
    expect(a).toEqual({ limit: 5, used: 3, remaining: 2, unlimited: false, resetAt: at(1).toISOString() });
    // Just after the oldest expires, the next oldest decides the reset.
    const later = await lookupAllowance(t.database.db, u.actor, new Date(at(1).getTime() + 1));
    expect(later).toMatchObject({ used: 2, remaining: 3, resetAt: at(14).toISOString() });
    // Rating submissions are not lookups.
    await buildUsage(t.database, { userId: u.id, at: [at(-2)], action: "rating_submission" });
    expect((await lookupAllowance(t.database.db, u.actor, NOW)).used).toBe(3);
  });

  it("nothing used: full allowance and no reset time", async () => {
    const u = await buildUser(t.database, { roles: ["professional"] });
    expect(await lookupAllowance(t.database.db, u.actor, NOW)).toEqual({
      limit: 5,
      used: 0,
      remaining: 5,
      unlimited: false,
      resetAt: null,
    });
  });

  it("a full allowance opens again once the oldest lookup leaves the window", async () => {
    const u = await buildUser(t.database, { roles: ["employer"] });
    const pros = await Promise.all(Array.from({ length: 6 }, () => buildProfessional(t.database)));
    const open = (professionalId: string, now: Date) =>
      loadProfilePage(t.database, { actor: u.actor, professionalId, viewerKey: "u", now });
    for (const [i, p] of pros.slice(0, 5).entries()) {
      const page = await open(p.id, at(-20 + i));
      expect(page?.access).toBe("full");
    }
    const blocked = await open(pros[5]!.id, NOW);
    expect(blocked?.access).toBe("limit_reached");
    expect(blocked?.allowance).toMatchObject({ remaining: 0, resetAt: at(4).toISOString() });
    const reopened = await open(pros[5]!.id, at(4));
    expect(reopened?.access).toBe("full");
    expect(reopened?.allowance).toMatchObject({ used: 5, remaining: 0, resetAt: at(5).toISOString() });
    // A repeat of a profile looked up more than 24 h ago costs a lookup again.
    const stale = await open(pros[0]!.id, at(4));
    expect(stale?.access).toBe("limit_reached");
  });
});

describe("atomic recording", () => {
  it("two tabs cannot both spend the last lookup", async () => {
    for (let round = 0; round < 3; round++) {
      const u = await buildUser(t.database, { roles: ["employer"] });
      await buildUsage(t.database, { userId: u.id, at: [at(-5), at(-4), at(-3), at(-2)] });
      const targets = await Promise.all(Array.from({ length: 4 }, () => buildProfessional(t.database)));
      const pages = await Promise.all(
        targets.map((p) =>
          loadProfilePage(t.database, { actor: u.actor, professionalId: p.id, viewerKey: `u:${u.id}`, now: NOW }),
        ),
      );
      expect(pages.map((p) => p?.access).sort()).toEqual(["full", "limit_reached", "limit_reached", "limit_reached"]);
      const r = await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM usage_tracking WHERE user_id = ${u.id} AND action_type = 'profile_lookup'`,
      );
      expect(Number((r.rows[0] as { n: number }).n)).toBe(5);
    }
  });

  it("an opening whose request came earlier but got the lock later still counts the later lookups (issue 38 §2)", async () => {
    // The race, step by step: B's request (later time) takes the lock first and spends the fifth lookup; A's (earlier
    // time) comes next. A must see B's lookup, though B's row is later than A's request.
    const u = await buildUser(t.database, { roles: ["employer"] });
    await buildUsage(t.database, { userId: u.id, at: [at(-5), at(-4), at(-3), at(-2)] });
    const [first, second] = await Promise.all([buildProfessional(t.database), buildProfessional(t.database)]);
    const open = (id: string, now: Date) =>
      loadProfilePage(t.database, { actor: u.actor, professionalId: id, viewerKey: `u:${u.id}`, now });
    expect((await open(first.id, new Date(NOW.getTime() + 50)))?.access).toBe("full");
    const late = await open(second.id, NOW);
    expect(late?.access).toBe("limit_reached");
    expect(late?.allowance).toMatchObject({ used: 5, remaining: 0 });
    expect((await usageSummary(t.database, u.actor, new Date(NOW.getTime() + 100))).lookups.used).toBe(5);
  });

  it("two tabs opening the same profile spend one lookup", async () => {
    const u = await buildUser(t.database, { roles: ["professional"] });
    const p = await buildProfessional(t.database);
    const pages = await Promise.all(
      [1, 2, 3].map(() =>
        loadProfilePage(t.database, { actor: u.actor, professionalId: p.id, viewerKey: `u:${u.id}`, now: NOW }),
      ),
    );
    expect(pages.every((x) => x?.access === "full")).toBe(true);
    expect((await lookupAllowance(t.database.db, u.actor, NOW)).used).toBe(1);
  });
});

describe("usage summary (GET /api/v1/usage)", () => {
  it("visitors are refused with 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/usage" });
    expect(res.statusCode).toBe(401);
  });

  it("lookups and ratings with the plan's limits", async () => {
    const verified = await buildVerifiedEmployer(t.database);
    await buildUsage(t.database, { userId: verified.user.id, at: [at(-1), at(-2)] });
    await buildUsage(t.database, { userId: verified.user.id, at: [at(-3)], action: "rating_submission" });
    const s = await usageSummary(t.database, verified.user.actor, NOW);
    expect(s.lookups).toMatchObject({ limit: 5, used: 2, remaining: 3 });
    expect(s.ratings).toMatchObject({ limit: 5, used: 1, remaining: 4, resetAt: at(21).toISOString() });

    const unverified = await buildVerifiedEmployer(t.database, { verificationStatus: "pending" });
    expect((await usageSummary(t.database, unverified.user.actor, NOW)).ratings.limit).toBe(0);
    const pro = await buildVerifiedEmployer(t.database, { plan: "verified_pro" });
    expect(await usageSummary(t.database, pro.user.actor, NOW)).toMatchObject({
      lookups: { limit: 50 },
      ratings: { limit: 30 },
    });
    const ent = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    expect(await usageSummary(t.database, ent.user.actor, NOW)).toMatchObject({
      lookups: { unlimited: true },
      ratings: { unlimited: true },
    });
    const professional = await buildUser(t.database, { roles: ["professional"], plan: "individual_pro" });
    expect(await usageSummary(t.database, professional.actor, NOW)).toMatchObject({
      lookups: { limit: 999999, unlimited: true },
      ratings: { limit: 0 },
    });
  });
});

describe("bursts of concurrent openings (issue 38 §2)", () => {
  it("a new user's 2–50 simultaneous openings of distinct profiles get at most the allowance, and /usage stays within it", async () => {
    const fc = await import("fast-check");
    const pros = await Promise.all(Array.from({ length: 50 }, () => buildProfessional(t.database)));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 50 }), async (size) => {
        const account = await createAccount(t.app, { accountType: "employer" });
        const answers = await Promise.all(
          pros.slice(0, size).map((p) => t.send("GET", `/api/v1/professionals/${p.id}`, account.cookie)),
        );
        for (const a of answers) expect(a.statusCode, a.body).toBe(200);
        const full = answers.filter((a) => (a.json() as { access: string }).access === "full").length;
        const usage = await t.app.inject({ method: "GET", url: "/api/v1/usage", headers: { cookie: account.cookie } });
        const lookups = (usage.json() as { lookups: { limit: number; used: number; remaining: number } }).lookups;
        expect(lookups.limit).toBe(5);
        expect(full).toBe(Math.min(size, lookups.limit));
        expect(lookups.used).toBe(full);
        expect(lookups.remaining).toBe(lookups.limit - full);
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
