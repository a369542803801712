import { describe, expect, it } from "vitest";
import { disputes, moderationEvents } from "../../src/server/db/schema";
import { buildProfessional, buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { createTestApp } from "../../src/server/test/test-app";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();

async function fileDisputes(type: string, count: number, at: Date) {
  const employer = await buildVerifiedEmployer(t.database);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const pro = await buildProfessional(t.database, {});
    const rating = await buildRating(t.database, { professionalId: pro.id, employer });
    const [row] = await t.database.db
      .insert(disputes)
      .values({
        ratingId: rating.id,
        professionalId: pro.id,
        disputeType: type,
        statement: "A statement long enough for the check constraint.",
        createdAt: at,
        decisionDueAt: new Date(at.getTime() + 30 * 86_400_000),
      })
      .returning({ id: disputes.id });
    ids.push(row!.id);
  }
  return ids;
}

describe("GET /api/v1/transparency", () => {
  it("counts by month and type, suppresses 1–4, keeps zero, and shows a median only over 5 decisions", async () => {
    const now = new Date();
    const filed = new Date(now.getTime() - 3 * 86_400_000);
    const many = await fileDisputes("factual_inaccuracy", 6, filed);
    await fileDisputes("discrimination", 2, filed);
    for (const id of many.slice(0, 5))
      await t.database.db.insert(moderationEvents).values({
        disputeId: id,
        kind: "decided",
        actorRole: "admin",
        toState: "dismissed",
        createdAt: now,
      });
    const res = await t.app.inject({ method: "GET", url: "/api/v1/transparency" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.months).toHaveLength(12);
    const month = body.months.find((m: { month: string }) => m.month === filed.toISOString().slice(0, 7));
    expect(month.received.total).toBe(8);
    const byType = Object.fromEntries(
      month.received.byType.map((b: { type: string; count: number | null }) => [b.type, b.count]),
    );
    expect(byType).toEqual({ factual_inaccuracy: 6, discrimination: null, never_worked_there: 0, retaliation: 0 });
    const decidedMonth = body.months.find((m: { month: string }) => m.month === now.toISOString().slice(0, 7));
    expect(decidedMonth.outcomes.dismissed).toBe(5);
    expect(decidedMonth.medianDaysToDecision).toBeCloseTo(3, 0);
    // Nothing identifying: no ids, names or statements in the public answer.
    for (const id of many) expect(res.body.includes(id)).toBe(false);
    expect(res.body.includes("A statement long enough")).toBe(false);

    // The 12 months as one period (D0333): totals from the raw counts (not sums of suppressed months), suppressed
    // only as totals; the share removed and the median over every decision of the period.
    expect(body.summary).toMatchObject({
      from: body.months[11].month,
      to: body.months[0].month,
      received: 8,
      decided: 5,
      removed: 0,
      dismissed: 5,
      withdrawn: 0,
      shareRemoved: 0,
      strikesIssued: 0,
    });
    expect(body.summary.medianDaysToDecision).toBeCloseTo(3, 0);
  });

  it("suppresses a 12-month total from 1 to 4, and gives no share or median under 5 decisions", async () => {
    const fresh = await createTestApp();
    try {
      const employer = await buildVerifiedEmployer(fresh.database);
      const pro = await buildProfessional(fresh.database, {});
      const rating = await buildRating(fresh.database, { professionalId: pro.id, employer });
      const at = new Date(Date.now() - 86_400_000);
      const [row] = await fresh.database.db
        .insert(disputes)
        .values({
          ratingId: rating.id,
          professionalId: pro.id,
          disputeType: "retaliation",
          statement: "A statement long enough for the check constraint.",
          createdAt: at,
          decisionDueAt: new Date(at.getTime() + 30 * 86_400_000),
        })
        .returning({ id: disputes.id });
      await fresh.database.db
        .insert(moderationEvents)
        .values({ disputeId: row!.id, kind: "decided", actorRole: "admin", toState: "upheld" });
      const body = (await fresh.app.inject({ method: "GET", url: "/api/v1/transparency" })).json();
      expect(body.summary).toMatchObject({
        received: null,
        decided: null,
        removed: null,
        dismissed: 0,
        shareRemoved: null,
        medianDaysToDecision: null,
      });
    } finally {
      await fresh.close();
    }
  });
});
