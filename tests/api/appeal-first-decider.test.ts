import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPEALS } from "../../src/core/contracts/appeals";
import { auditLogs, disputeAppeals } from "../../src/server/db/schema";
import { APPEAL_TEXT, appealKit, CLEAN_STATEMENT } from "../../src/server/test/appeal-kit";
import { disputeReviewKit } from "../../src/server/test/dispute-review-kit";
import { createEmployerSession } from "../../src/server/test/employer-factories";
import { setUpModeration } from "./helpers";

/**
 * Issue 34 §4b (D328): a one-administrator install decides appeals — the first decider alone, after recording why,
 * flagged in the audit log and counted in the transparency report; the queue says so truthfully. Both kinds of
 * appeal (the professional's and the employer's). Its own file: the sign-ups stay under the per-address limit.
 */
const _DAY = 86_400_000;
const professionalSaw: string[] = [];

const { t, mods } = setUpModeration();

const review = disputeReviewKit(() => t, professionalSaw);
const { call, disputedRating, claim, decide } = review;
const { lostDispute, fileAppeal, queueRow, setActive } = appealKit(
  () => t,
  review,
  () => mods.adminA,
);

describe("a one-administrator install", () => {
  it("with no other active administrator, the first decider decides alone after recording why; flagged and counted", async () => {
    const before = (await call("GET", "/api/v1/transparency", mods.adminA.cookie)).json();
    const month = new Date().toISOString().slice(0, 7);
    const countBefore = before.months.find((m: { month: string }) => m.month === month).appeals.firstDeciderDecided;
    const c = await lostDispute();
    await fileAppeal(c.pro.cookie, c.disputeId, { statement: APPEAL_TEXT });
    await setActive(mods.adminB, false);
    try {
      const { row, body } = await queueRow(mods.adminA, c.disputeId);
      expect(body.reviewers).toEqual({ othersActive: 0, note: APPEALS.reviewersAlone });
      expect(row.can).toMatchObject({ claim: true, selfReasonNeeded: true });
      await call("POST", `/api/v1/admin/dispute-appeals/${row.id}/claim`, mods.adminA.cookie);
      const base = { outcome: "reject", reasonCode: "decision_stands", statement: CLEAN_STATEMENT };
      const missingReason = await call(
        "POST",
        `/api/v1/admin/dispute-appeals/${row.id}/decide`,
        mods.adminA.cookie,
        base,
      );
      expect(missingReason.statusCode).toBe(400);
      expect(missingReason.json().error.fields.selfDecisionReason).toBe(APPEALS.selfReasonRequired);
      const shortReason = await call("POST", `/api/v1/admin/dispute-appeals/${row.id}/decide`, mods.adminA.cookie, {
        ...base,
        selfDecisionReason: "alone",
      });
      expect(shortReason.statusCode).toBe(400);
      expect(shortReason.json().error.fields.selfDecisionReason).toBe(APPEALS.selfReasonRequired);
      const reason = "Single-administrator install; I re-read the evidence from scratch before deciding again.";
      const ok = await call("POST", `/api/v1/admin/dispute-appeals/${row.id}/decide`, mods.adminA.cookie, {
        ...base,
        selfDecisionReason: reason,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const [appeal] = await t.database.db.select().from(disputeAppeals).where(eq(disputeAppeals.id, row.id));
      expect(appeal).toMatchObject({ status: "rejected", selfDecisionReason: reason, decidedBy: mods.adminA.userId });
      const [audit] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, "dispute_appeal_decided_alone"), eq(auditLogs.recordId, row.id)));
      expect(audit!.newData).toMatchObject({ first_decider_alone: true, self_decision_reason: reason });
      const after = (await call("GET", "/api/v1/transparency", mods.adminA.cookie)).json();
      const countAfter = after.months.find((m: { month: string }) => m.month === month).appeals.firstDeciderDecided;
      // One more: from 0 it shows as suppressed (1–4 → null, D108); from a suppressed count it stays so or reaches 5.
      if (countBefore === 0) expect(countAfter).toBeNull();
      expect(countAfter).not.toBe(0);
      // The professional never sees who decided, nor the reason for deciding alone.
      const pro = (await call("GET", `/api/v1/professional/disputes/${c.disputeId}`, c.pro.cookie)).body;
      expect(pro).not.toContain(reason);
      expect(pro).not.toContain("Ada Moderator");

      // An employer's strike appeal against mods.adminA's own strike: the same rule.
      const employer = await createEmployerSession(t.app);
      const s = await disputedRating(employer);
      await claim(mods.adminA, s.disputeId);
      await decide(mods.adminA, s.disputeId, "remove");
      const strike = (await call("GET", "/api/v1/employer/disputes", employer.cookie)).json().strikes[0];
      const appealed = await call("POST", `/api/v1/employer/strikes/${strike.id}/appeal`, employer.cookie, {
        statement: "We re-checked our payroll and this person did work for us; records attached by e-mail.",
      });
      expect(appealed.statusCode).toBe(201);
      const strikeRow = (await call("GET", "/api/v1/admin/appeals", mods.adminA.cookie))
        .json()
        .appeals.find((a: { disputeId: string }) => a.disputeId === s.disputeId);
      expect(strikeRow.can).toMatchObject({ claim: true, selfReasonNeeded: true });
      await call("POST", `/api/v1/admin/appeals/${strikeRow.id}/claim`, mods.adminA.cookie);
      const noReason = await call("POST", `/api/v1/admin/appeals/${strikeRow.id}/decide`, mods.adminA.cookie, {
        outcome: "reject",
        reasonCode: "decision_stands",
        statement: CLEAN_STATEMENT,
      });
      expect(noReason.statusCode).toBe(400);
      const alone = await call("POST", `/api/v1/admin/appeals/${strikeRow.id}/decide`, mods.adminA.cookie, {
        outcome: "reject",
        reasonCode: "decision_stands",
        statement: CLEAN_STATEMENT,
        selfDecisionReason: reason,
      });
      expect(alone.statusCode, alone.body).toBe(200);
      const [strikeAudit] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, "appeal_decided_alone"), eq(auditLogs.recordId, strikeRow.id)));
      expect(strikeAudit!.newData).toMatchObject({ first_decider_alone: true, self_decision_reason: reason });
    } finally {
      await setActive(mods.adminB, true);
    }
  });
});
