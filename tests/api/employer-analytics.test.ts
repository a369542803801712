import { describe, expect, it } from "vitest";
import { submitRating } from "../../src/server/commands/submit-rating";
import { createEmployerSession, scores, TEST_ORIGIN } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();

describe("employer analytics", () => {
  it("summarises the employer's own ratings by month, category and employment status", async () => {
    const emp = await createEmployerSession(t.app, { plan: "verified_pro" });
    const other = await createEmployerSession(t.app, { plan: "enterprise" });
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const rate = async (who: typeof emp, when: Date, status: "current" | "former", s: ReturnType<typeof scores>) =>
      submitRating(t.database, {
        actor: who.actor,
        input: { professionalId: (await buildProfessional(t.database)).id, employmentStatus: status, scores: s },
        now: when,
        origin: TEST_ORIGIN,
      });
    await rate(emp, lastMonth, "former", scores(2));
    await rate(emp, now, "current", scores(4, { reliability: null }));
    await rate(emp, now, "current", scores(5, { reliability: 3 }));
    await rate(other, now, "current", scores(1));

    const res = await t.send("GET", "/api/v1/employer/analytics", emp.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.available).toBe(true);
    expect(body.employment).toEqual({ current: 2, former: 1 });
    expect(body.monthly.map((m: { count: number }) => m.count)).toEqual([1, 2]);
    const reliability = body.categories.find((c: { key: string }) => c.key === "reliability");
    expect(reliability).toMatchObject({ average: 2.5, distribution: [0, 1, 1, 0, 0], notObserved: 1 });

    const free = await createEmployerSession(t.app);
    const gated = await t.send("GET", "/api/v1/employer/analytics", free.cookie);
    expect(gated.json()).toMatchObject({ available: false, monthly: [] });
  });
});
