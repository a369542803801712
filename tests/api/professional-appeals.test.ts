import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPEALS } from "../../src/core/contracts/appeals";
import {
  auditLogs,
  disputeAppeals,
  employerStrikes,
  employers,
  mailOutbox,
  moderationEvents,
} from "../../src/server/db/schema";
import { APPEAL_TEXT, appealKit, CLEAN_STATEMENT } from "../../src/server/test/appeal-kit";
import { createAccount } from "../../src/server/test/auth-helpers";
import { disputeReviewKit } from "../../src/server/test/dispute-review-kit";
import { createEmployerSession } from "../../src/server/test/employer-factories";
import { setUpModeration } from "./helpers";

/**
 * Issue 34 §3–§4b (D326–D328): the professional appeals a dismissal from their dispute page; the appeal enters the
 * administrators' appeals queue; another administrator decides it — or the first decider alone, with a recorded
 * reason, while no other administrator is active. Outcomes move the dispute, the rating and a strike together.
 */
const DAY = 86_400_000;
const professionalSaw: string[] = [];

const { t, mods } = setUpModeration();

const review = disputeReviewKit(() => t, professionalSaw);
const { moveClock, call, disputedRating, claim, decide, disputeStatus, ratingStatus, inbox } = review;
const { lostDispute, fileAppeal, queueRow, setActive } = appealKit(
  () => t,
  review,
  () => mods.adminA,
);

describe("the professional's appeal of a dispute decision", () => {
  it("is offered on a dismissal, refuses bad input with the JSON error shape, and is filed once", async () => {
    const c = await lostDispute();
    const detail = (await call("GET", `/api/v1/professional/disputes/${c.disputeId}`, c.pro.cookie)).json();
    expect(detail.appeal.canAppeal).toBe(true);
    expect(Date.parse(detail.appeal.appealBy) - Date.now()).toBeGreaterThan(29 * DAY);
    expect(detail.appeal.filed).toBeNull();

    const bad: Array<[unknown, number]> = [
      [{}, 400],
      [{ statement: "too short" }, 400],
      [{ statement: "   \u0000\u0000   padded but short   " }, 400],
      [{ statement: 42 }, 400],
      [{ statement: null }, 400],
      [{ statement: ["a".repeat(30)] }, 400],
      [{ statement: "x".repeat(5001) }, 400],
      [{ statement: APPEAL_TEXT, extra: true }, 400],
      ["{not json", 400],
      ["[]", 400],
    ];
    for (const [payload, status] of bad) {
      const res = await fileAppeal(c.pro.cookie, c.disputeId, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(status);
      const body = res.json();
      expect(typeof body.error.code).toBe("string");
      expect(typeof body.error.message).toBe("string");
    }
    const short = await fileAppeal(c.pro.cookie, c.disputeId, { statement: "too short" });
    expect(short.json().error.fields.statement).toBe(APPEALS.statementTooShort);
    expect((await fileAppeal(c.pro.cookie, "not-a-uuid", { statement: APPEAL_TEXT })).statusCode).toBe(400);

    // Another professional, and the employer, cannot appeal it.
    const other = await createAccount(t.app, { accountType: "professional" });
    expect([403, 404]).toContain((await fileAppeal(other.cookie, c.disputeId, { statement: APPEAL_TEXT })).statusCode);
    expect((await fileAppeal(c.employer.cookie, c.disputeId, { statement: APPEAL_TEXT })).statusCode).toBe(403);

    const filed = await fileAppeal(c.pro.cookie, c.disputeId, { statement: APPEAL_TEXT });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().message).toBe(APPEALS.filed);
    expect(filed.json().dispute.appeal).toMatchObject({ canAppeal: false, filed: { status: "pending" } });
    professionalSaw.push(filed.body);
    const twice = await fileAppeal(c.pro.cookie, c.disputeId, { statement: APPEAL_TEXT });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(APPEALS.alreadyAppealed);
    expect((await inbox(c.employer.userId)).map((n) => n.title)).toContain("A dispute decision was appealed");
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "dispute_appeal_filed"), eq(auditLogs.userId, c.pro.userId)));
    expect(audit).toBeDefined();
  });

  it("only a dismissal, within 30 days of it", async () => {
    const employer = await createEmployerSession(t.app);
    const won = await disputedRating(employer);
    await claim(mods.adminA, won.disputeId);
    await decide(mods.adminA, won.disputeId, "remove");
    const refused = await fileAppeal(won.pro.cookie, won.disputeId, { statement: APPEAL_TEXT });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(APPEALS.notAppealable);
    const live = await disputedRating(employer);
    expect((await fileAppeal(live.pro.cookie, live.disputeId, { statement: APPEAL_TEXT })).statusCode).toBe(409);

    const late = await lostDispute();
    moveClock(31 * DAY);
    const detail = (await call("GET", `/api/v1/professional/disputes/${late.disputeId}`, late.pro.cookie)).json();
    expect(detail.appeal.canAppeal).toBe(false);
    const closed = await fileAppeal(late.pro.cookie, late.disputeId, { statement: APPEAL_TEXT });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(APPEALS.windowClosed);
  });

  it("another administrator decides: upheld overturns the dismissal (rating removed, strike issued), both told", async () => {
    const c = await lostDispute();
    expect((await fileAppeal(c.pro.cookie, c.disputeId, { statement: APPEAL_TEXT })).statusCode).toBe(201);
    // The first decider sees it but may not take it while another administrator is active.
    const seenByA = await queueRow(mods.adminA, c.disputeId);
    expect(seenByA.row).toMatchObject({
      status: "pending",
      can: { claim: false, act: false, selfReasonNeeded: false },
    });
    expect(seenByA.row.originalDecision.by).toBe("you");
    expect(seenByA.body.reviewers.othersActive).toBeGreaterThanOrEqual(1);
    expect(seenByA.body.reviewers.note).toMatch(/other than the one who took the original decision/);
    expect(
      (await call("POST", `/api/v1/admin/dispute-appeals/${seenByA.row.id}/claim`, mods.adminA.cookie)).statusCode,
    ).toBe(200);
    const byA = await call("POST", `/api/v1/admin/dispute-appeals/${seenByA.row.id}/decide`, mods.adminA.cookie, {
      outcome: "uphold",
      reasonCode: "new_evidence",
      statement: CLEAN_STATEMENT,
    });
    expect(byA.statusCode).toBe(403);
    expect(byA.json().error.message).toBe(APPEALS.anotherMustDecide);
    // Even with a reason: another administrator is active.
    const byAWithReason = await call(
      "POST",
      `/api/v1/admin/dispute-appeals/${seenByA.row.id}/decide`,
      mods.adminA.cookie,
      {
        outcome: "uphold",
        reasonCode: "new_evidence",
        statement: CLEAN_STATEMENT,
        selfDecisionReason: "I would like to decide this myself although another administrator is around.",
      },
    );
    expect(byAWithReason.statusCode).toBe(403);
    await call("POST", `/api/v1/admin/dispute-appeals/${seenByA.row.id}/release`, mods.adminA.cookie);

    const seenByB = await queueRow(mods.adminB, c.disputeId);
    expect(seenByB.row.can.claim).toBe(true);
    expect(
      (await call("POST", `/api/v1/admin/dispute-appeals/${seenByB.row.id}/claim`, mods.adminB.cookie)).statusCode,
    ).toBe(200);
    // A statement reaching the professional may not name the employer (D296): 422, nothing written.
    const [company] = await t.database.db
      .select({ name: employers.companyName })
      .from(employers)
      .where(eq(employers.id, c.employer.employerId));
    const naming = await call("POST", `/api/v1/admin/dispute-appeals/${seenByB.row.id}/decide`, mods.adminB.cookie, {
      outcome: "uphold",
      reasonCode: "new_evidence",
      statement: `${company!.name} could not show the employment in its payroll records for that year at all.`,
    });
    expect(naming.statusCode, naming.body).toBe(422);
    expect(naming.json().error.code).toBe("names_rater");
    expect(await disputeStatus(c.disputeId)).toBe("dismissed");
    // A reason for deciding alone is refused from someone who did not take the first decision.
    const notNeeded = await call("POST", `/api/v1/admin/dispute-appeals/${seenByB.row.id}/decide`, mods.adminB.cookie, {
      outcome: "uphold",
      reasonCode: "new_evidence",
      statement: CLEAN_STATEMENT,
      selfDecisionReason: "Nobody else is around to decide this appeal today, honestly.",
    });
    expect(notNeeded.statusCode).toBe(400);
    expect(notNeeded.json().error.fields.selfDecisionReason).toBe(APPEALS.selfReasonNotNeeded);

    const decided = await call("POST", `/api/v1/admin/dispute-appeals/${seenByB.row.id}/decide`, mods.adminB.cookie, {
      outcome: "uphold",
      reasonCode: "new_evidence",
      statement: CLEAN_STATEMENT,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await disputeStatus(c.disputeId)).toBe("upheld");
    expect(await ratingStatus(c.ratingId)).toBe("removed");
    const strikes = await t.database.db
      .select()
      .from(employerStrikes)
      .where(eq(employerStrikes.disputeId, c.disputeId));
    expect(strikes).toHaveLength(1);
    const pro = (await call("GET", `/api/v1/professional/disputes/${c.disputeId}`, c.pro.cookie)).json();
    professionalSaw.push(JSON.stringify(pro));
    expect(pro.status).toBe("upheld");
    expect(pro.appeal.filed).toMatchObject({ status: "upheld", decision: { statement: CLEAN_STATEMENT } });
    const proInbox = await inbox(c.pro.userId);
    professionalSaw.push(JSON.stringify(proInbox));
    expect(proInbox.map((n) => n.title)).toContain("Your appeal was decided");
    const employerInbox = (await inbox(c.employer.userId)).map((n) => n.title);
    expect(employerInbox).toContain("An appeal about your rating was decided");
    expect(employerInbox).toContain("Strike issued");
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "dispute_appeal_decided"), eq(auditLogs.userId, mods.adminB.userId)));
    expect(audit!.newData).toMatchObject({
      before: { dispute: "dismissed" },
      after: { appeal: "upheld", dispute: "upheld", rating_status: "removed" },
      first_decider_alone: false,
    });
    // The employer may appeal the new strike in turn; mods.adminB issued it, so mods.adminA may decide that one.
    const strikeQueue = await call("GET", "/api/v1/employer/disputes", c.employer.cookie);
    expect(strikeQueue.json().strikes.find((s: { disputeId: string }) => s.disputeId === c.disputeId).canAppeal).toBe(
      true,
    );

    // Nothing the professional received names the employer (company, e-mail, domain).
    const seen = professionalSaw.join("\n");
    expect(seen).not.toContain(company!.name);
    expect(seen).not.toContain(c.employer.email);
    expect(seen).not.toContain(c.employer.email.split("@")[1]!);
    const mails = await t.database.db
      .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, c.pro.email));
    for (const mail of mails) expect(mail.text).not.toContain(company!.name);
  });

  it("rejected: nothing changes but the appeal; the professional reads why", async () => {
    const c = await lostDispute();
    await fileAppeal(c.pro.cookie, c.disputeId, { statement: APPEAL_TEXT });
    const { row } = await queueRow(mods.adminB, c.disputeId);
    await call("POST", `/api/v1/admin/dispute-appeals/${row.id}/claim`, mods.adminB.cookie);
    // Bad decisions: 4xx with the JSON error shape, nothing written.
    const badBodies: unknown[] = [
      {},
      { outcome: "maybe", reasonCode: "no_new_evidence", statement: CLEAN_STATEMENT },
      { outcome: "reject", reasonCode: "new_evidence", statement: CLEAN_STATEMENT },
      { outcome: "reject", reasonCode: "no_new_evidence", statement: "short" },
      { outcome: "reject", reasonCode: "no_new_evidence", statement: CLEAN_STATEMENT, extra: 1 },
      { outcome: "reject", reasonCode: "no_new_evidence", statement: CLEAN_STATEMENT, selfDecisionReason: 42 },
      [1, 2],
    ];
    for (const payload of badBodies) {
      const bad = await call(
        "POST",
        `/api/v1/admin/dispute-appeals/${row.id}/decide`,
        mods.adminB.cookie,
        payload as object,
      );
      expect(bad.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      expect(typeof bad.json().error.code).toBe("string");
    }
    const unknown = await call(
      "POST",
      "/api/v1/admin/dispute-appeals/00000000-0000-4000-8000-000000000000/decide",
      mods.adminB.cookie,
      { outcome: "reject", reasonCode: "no_new_evidence", statement: CLEAN_STATEMENT },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call("POST", "/api/v1/admin/dispute-appeals/nope/claim", mods.adminB.cookie)).statusCode).toBe(400);
    expect(await disputeStatus(c.disputeId)).toBe("dismissed");
    const res = await call("POST", `/api/v1/admin/dispute-appeals/${row.id}/decide`, mods.adminB.cookie, {
      outcome: "reject",
      reasonCode: "no_new_evidence",
      statement: "The appeal repeats the dispute's statement and adds no record that changes the first decision.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await disputeStatus(c.disputeId)).toBe("dismissed");
    expect(await ratingStatus(c.ratingId)).toBe("active");
    const pro = (await call("GET", `/api/v1/professional/disputes/${c.disputeId}`, c.pro.cookie)).json();
    expect(pro.appeal.filed.status).toBe("rejected");
    expect(pro.appeal.filed.statusLabel).toMatch(/decision stands/);
  });

  it("two administrators at once: one claim wins; a double decision writes one outcome, one strike, one audit row", async () => {
    const c = await lostDispute();
    await fileAppeal(c.pro.cookie, c.disputeId, { statement: APPEAL_TEXT });
    const adminC = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Cy Mod" });
    const { row } = await queueRow(mods.adminB, c.disputeId);
    const claims = await Promise.all(
      [mods.adminB, adminC].map((a) => call("POST", `/api/v1/admin/dispute-appeals/${row.id}/claim`, a.cookie)),
    );
    expect(claims.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = claims[0]!.statusCode === 200 ? mods.adminB : adminC;
    const loser = winner === mods.adminB ? adminC : mods.adminB;
    const body = (outcome: "uphold" | "reject") => ({
      outcome,
      reasonCode: outcome === "uphold" ? "decision_error" : "decision_stands",
      statement: CLEAN_STATEMENT,
    });
    const decisions = await Promise.all([
      call("POST", `/api/v1/admin/dispute-appeals/${row.id}/decide`, winner.cookie, body("uphold")),
      call("POST", `/api/v1/admin/dispute-appeals/${row.id}/decide`, winner.cookie, body("reject")),
      call("POST", `/api/v1/admin/dispute-appeals/${row.id}/decide`, loser.cookie, body("uphold")),
    ]);
    const codes = decisions.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(2);
    const [appeal] = await t.database.db.select().from(disputeAppeals).where(eq(disputeAppeals.id, row.id));
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          inArray(auditLogs.action, ["dispute_appeal_decided", "dispute_appeal_decided_alone"]),
          eq(auditLogs.recordId, row.id),
        ),
      );
    expect(audits).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(moderationEvents)
      .where(and(eq(moderationEvents.disputeId, c.disputeId), eq(moderationEvents.kind, "dispute_appeal_decided")));
    expect(events).toHaveLength(1);
    const strikes = await t.database.db
      .select()
      .from(employerStrikes)
      .where(eq(employerStrikes.disputeId, c.disputeId));
    if (appeal!.status === "upheld") {
      expect(strikes).toHaveLength(1);
      expect(await disputeStatus(c.disputeId)).toBe("upheld");
    } else {
      expect(strikes).toHaveLength(0);
      expect(await disputeStatus(c.disputeId)).toBe("dismissed");
    }
    await setActive(adminC, false);
  });
});
