import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_MAX_AGE_SECONDS } from "../../src/server/auth/auth";
import { createSessionReader } from "../../src/server/auth/session-read";
import { notifications, profiles, profileViews, subscriptions, usageTracking } from "../../src/server/db/schema";
import { presentProfessionalOverview } from "../../src/server/presenters/professional-overview";
import { USAGE_WITH_SESSION, usageSummary } from "../../src/server/queries/lookup-allowance";
import {
  loadProfessionalOverview,
  overviewFromRow,
  PROFESSIONAL_OVERVIEW_WITH_SESSION,
} from "../../src/server/queries/professional-overview";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional, buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * D289: a dashboard read that comes back in the session read's statement answers exactly what the read by itself
 * answers, is used only for a signed-in caller the policy lets through, and every case the fast session read leaves
 * to the auth library (renewal due, expired, forged) or a replica in use falls back to the route's own read.
 */
let pro: TestAccount;
const t = setUpTestApp();
beforeAll(async () => {
  pro = await createAccount(t.app, { accountType: "professional", plan: "individual_pro" });
  const profileId = (
    await buildProfessional(t.database, {
      ownerId: pro.userId,
      firstName: "Ada",
      lastName: "Along",
      headline: "Night nurse",
      city: "Boise",
      state: "ID",
      viewCount: 41,
      workHistory: [{ title: "Nurse", company: "St. Luke's" }] as never,
    })
  ).id;
  for (const [i, score] of [5, 3, 4].entries()) {
    const employer = await buildVerifiedEmployer(t.database, { companyName: `Along Employer ${i}` });
    await buildRating(t.database, { professionalId: profileId, employer, score });
  }
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await t.database.db.insert(profileViews).values([
    { professionalId: profileId, viewerKey: "x", day: day(1) },
    { professionalId: profileId, viewerKey: "y", day: day(40) },
  ]);
  await t.database.db
    .insert(notifications)
    .values([
      { userId: pro.userId, title: "Hello", message: "A rating arrived", link: "/dashboard/professional/ratings" },
    ]);
  await t.database.db.insert(usageTracking).values([
    { userId: pro.userId, actionType: "profile_lookup", createdAt: new Date(Date.now() - 3_600_000) },
    { userId: pro.userId, actionType: "profile_lookup", createdAt: new Date(Date.now() - 60_000) },
    // Outside the rolling window: not counted.
    { userId: pro.userId, actionType: "profile_lookup", createdAt: new Date(Date.now() - 30 * 3_600_000) },
  ]);
  // A paid plan past due within its grace period: the plan read from JSON dates must still be the paid one.
  await t.database.db
    .update(subscriptions)
    .set({
      status: "past_due",
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
      graceEndsAt: new Date(Date.now() + 5 * 86_400_000),
    })
    .where(eq(subscriptions.userId, pro.userId));
});
afterEach(() => vi.restoreAllMocks());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const signedInAs = (a: TestAccount) => ({ kind: "user" as const, userId: a.userId, email: a.email, roles: [] });

describe("a dashboard read with the session (D289)", () => {
  it("the overview comes with the session, without a read of its own, and equals the read by itself", async () => {
    const ownRead = vi.spyOn(t.app.ctx.reads, "run");
    const res = await get("/api/v1/professional/overview", pro.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(ownRead).not.toHaveBeenCalled();
    ownRead.mockRestore();
    const actor = { ...signedInAs(pro), roles: ["professional" as const] };
    const alone = presentProfessionalOverview(await loadProfessionalOverview(t.database.db, actor, new Date()));
    const body = res.json();
    // The time-based parts were checked at two different instants; none is near a boundary here.
    expect(body).toEqual(JSON.parse(JSON.stringify(alone)));
    expect(body.views).toEqual({ total: 41, last30Days: 1 });
    expect(body.ratings).toMatchObject({ total: 3, average: 4 });
    expect(body.plan.type).toBe("individual_pro");
    expect(body.recentActivity[0]).toMatchObject({ title: "Hello" });
    expect(body.allowance).toMatchObject({ unlimited: true, used: 2 });
  });

  it("usage comes with the session for a professional and an employer, equal to the read by itself", async () => {
    const employer = await createAccount(t.app, { accountType: "employer", verified: true });
    await t.database.db
      .insert(usageTracking)
      .values([
        { userId: employer.userId, actionType: "rating_submission", createdAt: new Date(Date.now() - 7_200_000) },
      ]);
    for (const [account, roles] of [
      [pro, ["professional"]],
      [employer, ["employer"]],
    ] as const) {
      const ownRead = vi.spyOn(t.app.ctx.reads, "run");
      const res = await get("/api/v1/usage", account.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(ownRead).not.toHaveBeenCalled();
      ownRead.mockRestore();
      const alone = await usageSummary(t.database, { ...signedInAs(account), roles: [...roles] });
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(alone)));
    }
  });

  it("the reader's row for a user without a profile or subscription is the same one row the read by itself gives", async () => {
    const bare = await createAccount(t.app, { accountType: "professional" });
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, bare.userId));
    const reader = await createSessionReader(t.app.ctx.auth, t.database.db);
    const now = new Date();
    const read = await reader(t.app.parseCookie(bare.cookie), { read: PROFESSIONAL_OVERVIEW_WITH_SESSION, now });
    expect(read?.account.id).toBe(bare.userId);
    const actor = { ...signedInAs(bare), roles: ["professional" as const] };
    const fused = await overviewFromRow(t.database.db, read!.along as never, actor, now);
    expect(fused).toEqual(await loadProfessionalOverview(t.database.db, actor, now));
    expect(fused.profile).toBeNull();
    const usage = await reader(t.app.parseCookie(bare.cookie), { read: USAGE_WITH_SESSION, now });
    expect(usage?.along).toMatchObject({ subscription_type: null, lookups_used: 0, ratings_used: 0 });
  });

  it("a caller the policy refuses gets the refusal and nothing of the row", async () => {
    const employer = await createAccount(t.app, { accountType: "employer" });
    const refused = await get("/api/v1/professional/overview", employer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("allowance");

    const pendingAdmin = await createAccount(t.app, { roles: ["admin"], withoutSecondFactor: true });
    const pending = await get("/api/v1/professional/overview", pendingAdmin.cookie);
    expect(pending.statusCode).toBe(403);
    expect(pending.body).not.toContain("allowance");

    const gone = await createAccount(t.app, { accountType: "professional" });
    await t.database.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, gone.userId));
    for (const url of ["/api/v1/professional/overview", "/api/v1/usage"]) {
      const res = await get(url, gone.cookie);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain("lookups");
    }
  });

  it("a session due for renewal is left to the library and the route reads by itself: same answer, cookie renewed", async () => {
    const a = await createAccount(t.app, { accountType: "professional" });
    const token = decodeURIComponent(/standing\.session_token=([^;]+)/.exec(a.cookie)![1]!).split(".")[0]!;
    await t.database.db.execute(
      sql`UPDATE session SET expires_at = now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS - 2 * 86_400}) WHERE token = ${token}`,
    );
    const ownRead = vi.spyOn(t.app.ctx.reads, "run");
    const res = await get("/api/v1/usage", a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(ownRead).toHaveBeenCalledTimes(1);
    expect(String(res.headers["set-cookie"])).toMatch(/standing\.session_token=/);
    expect(res.json().lookups).toMatchObject({ used: 0, limit: 5 });
  });

  it("when the route's read would go to a replica, it does not come with the session", async () => {
    vi.spyOn(t.app.ctx.reads, "onPrimary").mockReturnValue(false);
    const ownRead = vi.spyOn(t.app.ctx.reads, "run");
    const res = await get("/api/v1/professional/overview", pro.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(ownRead).toHaveBeenCalledTimes(1);
    expect(res.json().views.total).toBe(41);
  });
});
