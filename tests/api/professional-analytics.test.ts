import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfessionalAnalyticsResponse } from "../../src/core/contracts/professional-analytics";
import { RATING_CATEGORY_KEYS } from "../../src/core/rating-categories";
import { refreshRatingAggregates } from "../../src/server/commands/refresh-rating-aggregates";
import { profileViews, ratings, subscriptions } from "../../src/server/db/schema";
import { compareWithPeers, resetBenchmarkCache } from "../../src/server/queries/professional-analytics";
import { createAccount } from "../../src/server/test/auth-helpers";
import { createProfessionalWithProfile } from "../../src/server/test/dispute-helpers";
import {
  type BuiltEmployer,
  buildProfessional,
  buildRating,
  buildVerifiedEmployer,
} from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

let employer: BuiltEmployer;
const t = setUpTestApp();
beforeAll(async () => {
  employer = await buildVerifiedEmployer(t.database);
});

const DAY = 86_400_000;
const day = (back: number) => new Date(Date.now() - back * DAY).toISOString().slice(0, 10);
const month = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};
/** The 15th of the month `back` months ago, noon UTC (never in the future). */
const inMonth = (back: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, Math.min(15, now.getUTCDate()), 12));
  return d.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : d;
};

async function analytics(cookie: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/v1/professional/analytics", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: res.json() as ProfessionalAnalyticsResponse };
}

async function rateAt(
  professionalId: string,
  at: Date,
  score: number,
  extra: { status?: "active" | "under_dispute" | "removed"; scores?: Record<string, number | null> } = {},
) {
  // A new employer for each rating: published figures need ratings of 3 employers (D304).
  const { id } = await buildRating(t.database, {
    professionalId,
    employer: await buildVerifiedEmployer(t.database),
    score,
    scores: extra.scores,
    status: extra.status,
  });
  await t.database.db.update(ratings).set({ createdAt: at, updatedAt: at }).where(eq(ratings.id, id));
  return id;
}

async function setPlan(userId: string, plan: "free" | "individual_pro") {
  await t.database.db.update(subscriptions).set({ subscriptionType: plan }).where(eq(subscriptions.userId, userId));
}

describe("access", () => {
  it("visitors 401, employers 403, a professional without a profile 404", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/professional/analytics" })).statusCode).toBe(401);
    const emp = await createAccount(t.app, { accountType: "employer" });
    const asEmployer = await t.send("GET", "/api/v1/professional/analytics", emp.cookie);
    expect(asEmployer.statusCode).toBe(403);
    const noProfile = await createAccount(t.app, { accountType: "professional" });
    const res = await t.send("GET", "/api/v1/professional/analytics", noProfile.cookie);
    expect(res.statusCode).toBe(404);
  });
});

describe("views and trend", () => {
  it("views per day for 90 days, zero-filled, oldest first; trend by month of submission for 12 months", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database, {
      headline: "Forklift Operator",
      viewCount: 40,
    });
    const pid = pro.professionalId;
    const view = (d: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ professionalId: pid, viewerKey: `v-${d}-${i}`, day: d }));
    await t.database.db
      .insert(profileViews)
      .values([...view(day(0), 3), ...view(day(5), 1), ...view(day(89), 2), ...view(day(90), 7)]);

    await rateAt(pid, inMonth(0), 4);
    await rateAt(pid, inMonth(0), 5, { scores: { work_quality: 2 } });
    await rateAt(pid, inMonth(0), 1, { status: "removed" });
    await rateAt(pid, inMonth(3), 2, { status: "under_dispute", scores: { reliability: null } });
    await rateAt(pid, inMonth(13), 3);
    await refreshRatingAggregates(t.database, [pid]);

    const { data } = await analytics(pro.cookie);
    expect(data.views.days).toHaveLength(90);
    expect(data.views.days[0]).toEqual({ day: day(89), views: 2 });
    expect(data.views.days[89]).toEqual({ day: day(0), views: 3 });
    expect(data.views.days[84]).toEqual({ day: day(5), views: 1 });
    expect(data.views.days.filter((d) => d.views === 0)).toHaveLength(87);
    expect(data.views.total).toBe(6);
    expect(data.views.allTime).toBe(40);

    expect(data.trend.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => month(11 - i)));
    const current = data.trend.months[11]!;
    expect(current.ratings).toBe(2);
    expect(current.averages.overall_performance).toBe(4.5);
    expect(current.averages.work_quality).toBe(3); // (4 + 2) / 2
    const threeAgo = data.trend.months[8]!;
    expect(threeAgo.ratings).toBe(1);
    expect(threeAgo.averages.overall_performance).toBe(2);
    expect(threeAgo.averages.reliability).toBeNull();
    expect(data.trend.months[7]!.ratings).toBe(0);
    expect(data.trend.months[7]!.averages.work_quality).toBeNull();
    expect(data.trend.ratings).toBe(3);
  });
});

describe("benchmarks", () => {
  it("free plan: no benchmarks, an upgrade hint", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const { data } = await analytics(pro.cookie);
    expect(data.plan).toBe("free");
    expect(data.benchmarks).toBeNull();
    expect(data.upgrade).toBe(true);
  });

  it("Individual Pro: percentile against peers with the same headline, computed by hand", async () => {
    const headline = "Pastry Chef";
    const pro = await createProfessionalWithProfile(t.app, t.database, { headline });
    await setPlan(pro.userId, "individual_pro");
    const pid = pro.professionalId;
    // Own ratings: 4, 5, 2, 3, 4 and 3 in every category except customer interaction (never scored) → 3.5 each.
    // Published in two batches of 3 employers (D304): 4, 5, 2 first (3.67), then all six.
    const noCustomer = { customer_interaction: null };
    for (const s of [4, 5, 2, 3, 4, 3]) await rateAt(pid, inMonth(1), s, { scores: noCustomer });
    await rateAt(pid, inMonth(1), 1, { status: "removed", scores: noCustomer });
    await refreshRatingAggregates(t.database, [pid]);

    // Ten rated public peers with the same headline (case differs). Their averages in every category:
    // 1, 2, 2, 3, 3, 3, 3.5 (ratings of 3 and 4), 4, 5, 5. Each rated by 3 employers (the 3.5 one by 6: two batches of 3), so published (D304).
    const peerNames: string[] = [];
    const peerRaters = [
      employer,
      await buildVerifiedEmployer(t.database),
      await buildVerifiedEmployer(t.database),
      await buildVerifiedEmployer(t.database),
      await buildVerifiedEmployer(t.database),
      await buildVerifiedEmployer(t.database),
    ];
    const spellings = ["Pastry Chef", "pastry chef", "PASTRY CHEF"];
    const three = (s: number) => [s, s, s];
    const peerRatings = [
      three(1),
      three(2),
      three(2),
      three(3),
      three(3),
      three(3),
      [3, 4, 3, 4, 3, 4],
      three(4),
      three(5),
      three(5),
    ];
    for (const [i, ratingsOfPeer] of peerRatings.entries()) {
      const firstName = `Peer${i}x${Date.now() % 1000}`;
      peerNames.push(firstName);
      const peer = await buildProfessional(t.database, { headline: spellings[i % 3]!, firstName });
      for (const [k, s] of ratingsOfPeer.entries())
        await buildRating(t.database, { professionalId: peer.id, employer: peerRaters[k]!, score: s });
    }
    // Not peers: private, another headline, and unrated.
    const hidden = await buildProfessional(t.database, { headline, visibility: "private" });
    const otherJob = await buildProfessional(t.database, { headline: "Pastry Chef Assistant" });
    for (const rater of peerRaters.slice(0, 3)) {
      await buildRating(t.database, { professionalId: hidden.id, employer: rater, score: 5 });
      await buildRating(t.database, { professionalId: otherJob.id, employer: rater, score: 5 });
    }
    await buildProfessional(t.database, { headline });

    const { data, body } = await analytics(pro.cookie);
    expect(data.upgrade).toBe(false);
    const b = data.benchmarks!;
    expect(b.group).toBe("headline");
    expect(b.peerCount).toBe(10);
    expect(b.note).toContain("10 rated professionals");
    expect(b.categories).toHaveLength(15);
    const overall = b.categories.find((c) => c.key === "overall_performance")!;
    // Below 3.5: 1, 2, 2, 3, 3, 3 → 6; equal: one → (6 + 0.5) / 10 = 65 %.
    expect(overall).toMatchObject({ yours: 3.5, percentile: 65, peerCount: 10 });
    // (1 + 2 + 2 + 3 + 3 + 3 + 3.5 + 4 + 5 + 5) / 10 = 3.15
    expect(overall.peerAverage).toBe(3.15);
    const customer = b.categories.find((c) => c.key === "customer_interaction")!;
    expect(customer).toMatchObject({ yours: null, percentile: null, peerAverage: 3.15, peerCount: 10 });
    // Nothing about any single peer.
    for (const name of peerNames) expect(body).not.toContain(name);
    expect(body).not.toContain(hidden.id);
  });

  it("fewer than 10 peers with the headline: compared with all rated public professionals, and says so", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database, { headline: "Lighthouse Keeper" });
    await setPlan(pro.userId, "individual_pro");
    for (let i = 0; i < 3; i++) await rateAt(pro.professionalId, inMonth(0), 4);
    await refreshRatingAggregates(t.database, [pro.professionalId]);
    const lonely = await buildProfessional(t.database, { headline: "lighthouse keeper" });
    for (let i = 0; i < 3; i++)
      await buildRating(t.database, {
        professionalId: lonely.id,
        employer: await buildVerifiedEmployer(t.database),
        score: 1,
      });
    resetBenchmarkCache(t.database);

    const { data } = await analytics(pro.cookie);
    const b = data.benchmarks!;
    expect(b.group).toBe("all");
    expect(b.note).toContain("Fewer than 10");

    // Independent computation from the rating rows: every public professional with published figures but this one,
    // over the ratings of its last published snapshot (D304: later ratings wait for the next one).
    const rows = await t.database.query<{ id: string; avg: string }>(
      `SELECT p.id, round(avg(r.overall_performance), 2) AS avg FROM professionals p
       JOIN LATERAL (SELECT items FROM rating_publications rp WHERE rp.professional_id = p.id ORDER BY seq DESC LIMIT 1) last ON true
       JOIN ratings r ON r.id IN (SELECT split_part(i, ':', 2)::uuid FROM unnest(last.items) AS i)
       WHERE p.visibility = 'public' AND p.total_ratings > 0 AND p.id <> $1 AND r.overall_performance IS NOT NULL
       GROUP BY p.id`,
      [pro.professionalId],
    );
    const values = rows.map((r) => Number(r.avg));
    const below = values.filter((v) => v < 4).length;
    const equal = values.filter((v) => v === 4).length;
    const overall = b.categories.find((c) => c.key === "overall_performance")!;
    expect(overall.peerCount).toBe(values.length);
    expect(overall.percentile).toBe(Math.round((100 * (below + equal / 2)) / values.length));
    expect(overall.peerAverage).toBe(Math.round((values.reduce((a, v) => a + v, 0) / values.length) * 100) / 100);
    const [count] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM professionals WHERE visibility = 'public' AND total_ratings > 0 AND id <> $1`,
      [pro.professionalId],
    );
    expect(b.peerCount).toBe(count!.n);
  });

  it("the benchmark query is one statement per group (no per-peer round trips)", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database, { headline: "Pastry Chef" });
    await setPlan(pro.userId, "individual_pro");
    let statements = 0;
    const original = t.database.db.execute.bind(t.database.db);
    t.database.db.execute = ((q: Parameters<typeof original>[0]) => {
      statements++;
      return original(q);
    }) as typeof original;
    try {
      await analytics(pro.cookie);
    } finally {
      t.database.db.execute = original;
    }
    // plan, views, trend, headline histogram (the "all" one is not needed: 10 peers share the headline).
    expect(statements).toBeGreaterThanOrEqual(4);
    expect(statements).toBeLessThanOrEqual(5);
  });
});

describe("compareWithPeers", () => {
  it("ties count half; fewer than 10 peers give neither mean nor rank", () => {
    const hist = new Map([
      [1, 2],
      [3, 4],
      [5, 4],
    ]);
    expect(compareWithPeers(3, hist)).toEqual({ peerAverage: 3.4, percentile: 40, peerCount: 10 });
    expect(compareWithPeers(5.5, hist).percentile).toBe(100);
    expect(compareWithPeers(0.5, hist).percentile).toBe(0);
    expect(compareWithPeers(null, hist)).toEqual({ peerAverage: 3.4, percentile: null, peerCount: 10 });
    expect(compareWithPeers(3, new Map([[3, 9]]))).toEqual({ peerAverage: null, percentile: null, peerCount: 9 });
  });
});

describe("keys", () => {
  it("every trend month carries all 15 categories", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const { data } = await analytics(pro.cookie);
    for (const m of data.trend.months) expect(Object.keys(m.averages).sort()).toEqual([...RATING_CATEGORY_KEYS].sort());
  });
});
