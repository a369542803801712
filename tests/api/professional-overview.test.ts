import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ProfessionalOverview } from "../../src/core/contracts/professional";
import { notifications, professionals, profileViews, ratingAttributions, ratings } from "../../src/server/db/schema";
import { profileCompleteness } from "../../src/server/queries/professional-overview";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import {
  type BuiltEmployer,
  buildProfessional,
  buildRating,
  buildVerifiedEmployer,
} from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();

const overview = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/professional/overview", headers: cookie ? { cookie } : {} });

describe("GET /api/v1/professional/overview", () => {
  it("without a profile: nothing to show yet, the plan and allowance, and the pending claim", async () => {
    const me = await createAccount(t.app, { accountType: "professional" });
    const res = await overview(me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = ProfessionalOverview.parse(res.json());
    expect(body).toMatchObject({
      profile: null,
      ratings: { average: 0, total: 0, verifiedEmployers: 0, recent: [] },
      views: { total: 0, last30Days: 0 },
      allowance: { limit: 5, used: 0, remaining: 5, unlimited: false },
      plan: { type: "free", name: "Free" },
      pendingClaim: null,
    });
    expect(body.plan.features).toContain("Claim your profile");
    const target = await buildProfessional(t.database, { firstName: "Pend", lastName: "Ing" });
    const req = await t.send("POST", "/api/v1/claim/requests", me.cookie, {
      professionalId: target.id,
      method: "linkedin",
      linkedinUrl: "https://www.linkedin.com/in/pend-ing",
    });
    expect(req.statusCode).toBe(201);
    const after = (await overview(me.cookie)).json();
    expect(after.pendingClaim).toMatchObject({ status: "pending", profile: { id: target.id, firstName: "Pend" } });
  });

  describe("with a profile", () => {
    let me: TestAccount;
    let profileId: string;
    let employers: BuiltEmployer[];

    beforeAll(async () => {
      me = await createAccount(t.app, { accountType: "professional", plan: "individual_pro" });
      profileId = (
        await buildProfessional(t.database, {
          ownerId: me.userId,
          firstName: "Olive",
          lastName: "Overview",
          headline: "Line cook",
          bio: "Ten years on the line.",
          city: "Denver",
          state: "CO",
          viewCount: 12,
        })
      ).id;
      employers = [
        await buildVerifiedEmployer(t.database, { companyName: "Secret Kitchen Holdings" }),
        await buildVerifiedEmployer(t.database, { companyName: "Hidden Bistro Group" }),
        await buildVerifiedEmployer(t.database, { companyName: "Removed Diner Inc" }),
        await buildVerifiedEmployer(t.database, { companyName: "Third Counted Cafe" }),
      ];
      // Three counted ratings from three employers: the published figures need 3 (D304).
      await buildRating(t.database, { professionalId: profileId, employer: employers[3]!, score: 4 });
      await buildRating(t.database, { professionalId: profileId, employer: employers[0]!, score: 5 });
      await buildRating(t.database, {
        professionalId: profileId,
        employer: employers[1]!,
        score: 3,
        status: "under_dispute",
      });
      await buildRating(t.database, {
        professionalId: profileId,
        employer: employers[2]!,
        score: 1,
        status: "removed",
      });
    });

    it("shows the profile, completeness with next steps, the rating summary and no employer identifiers", async () => {
      const res = await overview(me.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const body = ProfessionalOverview.parse(res.json());
      expect(body.profile).toMatchObject({
        id: profileId,
        name: "Olive Overview",
        headline: "Line cook",
        visibility: "public",
        isClaimed: true,
        photo: null,
      });
      // headline 15 + bio 15 + location 10.
      expect(body.profile!.completeness.percent).toBe(40);
      expect(body.profile!.completeness.missing.map((m) => m.key)).toEqual([
        "photo",
        "linkedin",
        "resume",
        "work_history",
        "education",
        "certification",
      ]);
      for (const m of body.profile!.completeness.missing)
        expect(m.href).toMatch(/^\/dashboard\/professional\/settings#[a-z-]+$/);
      expect(body.ratings).toMatchObject({ total: 3, verifiedEmployers: 3, average: 4 });
      expect(body.ratings.recent).toHaveLength(3);
      for (const r of body.ratings.recent) {
        expect(r.month).toMatch(/^\d{4}-\d{2}$/);
        expect(Object.keys(r).sort()).toEqual(["employmentStatus", "id", "month", "score", "scores", "underDispute"]);
      }
      expect(body.ratings.recent.filter((r) => r.underDispute)).toHaveLength(1);
      expect(body.plan).toMatchObject({ type: "individual_pro", name: "Individual Pro" });
      expect(body.allowance.unlimited).toBe(true);
      for (const e of employers)
        for (const needle of [e.id, e.companyName, e.user.id, e.user.email])
          expect(res.body.includes(needle), `leaks ${needle}`).toBe(false);
      // Not even the exact submission time: only months.
      const [attr] = await t.database.db
        .select({ at: ratingAttributions.createdAt })
        .from(ratingAttributions)
        .innerJoin(ratings, eq(ratings.id, ratingAttributions.ratingId))
        .where(eq(ratings.professionalId, profileId));
      expect(res.body).not.toContain(attr!.at.toISOString());
    });

    it("counts views in the last 30 days and lists recent activity newest first", async () => {
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      await t.database.db.insert(profileViews).values([
        { professionalId: profileId, viewerKey: "a", day: day(0) },
        { professionalId: profileId, viewerKey: "b", day: day(10) },
        { professionalId: profileId, viewerKey: "c", day: day(45) },
      ]);
      await t.database.db.insert(notifications).values([
        { userId: me.userId, title: "Older", message: "First", createdAt: new Date(Date.now() - 60_000) },
        { userId: me.userId, title: "Newer", message: "Second", link: "/dashboard/professional/disputes" },
      ]);
      const body = ProfessionalOverview.parse((await overview(me.cookie)).json());
      expect(body.views).toEqual({ total: 12, last30Days: 2 });
      expect(body.recentActivity.map((a) => a.title).slice(0, 2)).toEqual(["Newer", "Older"]);
      expect(body.recentActivity[0]).toMatchObject({ read: false, link: "/dashboard/professional/disputes" });
    });

    it("reaches 100% when every item is present", async () => {
      await t.database.db
        .update(professionals)
        .set({
          profilePicture: "photos/olive.webp",
          linkedinUrl: "https://www.linkedin.com/in/olive",
          resumeUrl: "resumes/olive.pdf",
          workHistory: [{ title: "Cook", company: "Somewhere" }],
          education: [{ degree: "Culinary arts", school: "CIA" }],
          certifications: ["ServSafe"] as never,
        })
        .where(eq(professionals.id, profileId));
      const body = ProfessionalOverview.parse((await overview(me.cookie)).json());
      expect(body.profile!.completeness).toEqual({ percent: 100, missing: [] });
      expect(body.profile!.photo).toBe("photos/olive.webp");
    });
  });

  it("completeness ignores blank entries", () => {
    const base = {
      profilePicture: " ",
      headline: "",
      bio: null,
      city: "Austin",
      state: null,
      linkedinUrl: null,
      resumeUrl: "",
      workHistory: [{ title: " ", company: "" }],
      education: [{}],
      certifications: [{ name: "" }, ""],
    };
    expect(profileCompleteness(base)).toMatchObject({ percent: 0 });
    expect(profileCompleteness({ ...base, state: "TX", certifications: [{ name: "OSHA 10" }] }).percent).toBe(15);
  });

  it("visitors get 401, employers 403; an administrator without a profile gets an empty overview", async () => {
    expect((await overview()).statusCode).toBe(401);
    const employer = await createAccount(t.app, { accountType: "employer" });
    expect((await overview(employer.cookie)).statusCode).toBe(403);
    const admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"] });
    const res = await overview(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toBeNull();
  });
});

describe("the order of recent ratings (issue 12, hole 7)", () => {
  it("is by month, then an order unrelated to arrival, so a rating cannot be tied to when someone was added", async () => {
    const me = await createAccount(t.app, { accountType: "professional" });
    const { id: profileId } = await buildProfessional(t.database, {
      ownerId: me.userId,
      firstName: "Ola",
      lastName: "Order",
    });
    const built: Array<{ id: string }> = [];
    for (let i = 0; i < 4; i++)
      built.push(
        await buildRating(t.database, {
          professionalId: profileId,
          employer: await buildVerifiedEmployer(t.database, { companyName: `Order Co ${i}` }),
        }),
      );
    // Arrival order made to follow the ids: newest arrival = greatest id. Listing newest-first would then be
    // descending ids; the overview must not follow arrival.
    const byId = built.map((b) => b.id).sort();
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1, 12));
    for (const [i, id] of byId.entries())
      await t.database.db
        .update(ratings)
        .set({ createdAt: new Date(monthStart.getTime() + i * 60_000) })
        .where(eq(ratings.id, id));
    const body = ProfessionalOverview.parse((await overview(me.cookie)).json());
    const listed = body.ratings.recent.map((r) => r.id);
    expect(listed).toEqual(byId);
    expect(listed).not.toEqual([...byId].reverse());
  });
});
