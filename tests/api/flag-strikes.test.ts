import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppealList, EmployerDisputesResponse } from "../../src/core/contracts/dispute-review";
import { FLAG_MESSAGES, type FlagDetail } from "../../src/core/contracts/flags";
import {
  accountDeletions,
  auditLogs,
  employerStrikes,
  employers,
  flags,
  mailOutbox,
  moderationEvents,
  notifications,
  ratings,
} from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { createProfessionalWithProfile } from "../../src/server/test/dispute-helpers";
import { createEmployerSession, ratingPayload, scores } from "../../src/server/test/employer-factories";
import { setUpTestApp } from "./helpers";

/**
 * A strike straight from a flag (issue 15 §1, D236): a moderator removes a flagged rating that no dispute carries and
 * strikes its employer; the strike is noticed, audited and appealed like a dispute's, and the professional learns
 * nothing of it, least of all which employer.
 */
let admin: TestAccount;
let admin2: TestAccount;
const REASON = "Every category the same lowest score, with nothing to support it.";

const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Ada Moderator" });
  admin2 = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Bo Moderator" });
});

const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function flaggedRating() {
  const employer = await createEmployerSession(t.app);
  const pro = await createProfessionalWithProfile(t.app, t.database);
  const rated = await call(
    "POST",
    "/api/v1/employer/ratings",
    employer.cookie,
    ratingPayload(pro.professionalId, { scores: scores(1) }),
  );
  expect(rated.statusCode, rated.body).toBe(201);
  const ratingId: string = rated.json().rating.id;
  const [flag] = await t.database.db
    .select({ id: flags.id })
    .from(flags)
    .where(and(eq(flags.subjectId, ratingId), eq(flags.source, "straight_lined"), eq(flags.state, "open")));
  expect(flag).toBeDefined();
  const [company] = await t.database.db
    .select({ name: employers.companyName })
    .from(employers)
    .where(eq(employers.id, employer.employerId));
  return { employer, pro, ratingId, flagId: flag!.id, companyName: company!.name };
}

describe("a strike from a flag, without a dispute", () => {
  it("is issued, noticed, audited, appealed and reversed like a dispute's; the professional learns nothing", async () => {
    const { employer, pro, ratingId, flagId, companyName } = await flaggedRating();
    expect((await call("POST", `/api/v1/admin/flags/${flagId}/claim`, admin.cookie)).statusCode).toBe(200);
    const detail: FlagDetail = (await call("GET", `/api/v1/admin/flags/${flagId}`, admin.cookie)).json();
    expect(detail.rating).toMatchObject({ canStrike: true, employerName: companyName });

    const decided = await call("POST", `/api/v1/admin/flags/${flagId}/decide`, admin.cookie, {
      action: "remove_rating",
      reason: REASON,
      strike: true,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().flag.decision).toMatchObject({ strike: true, reason: REASON });

    // The strike names the flag as its cause, and no dispute.
    const [strike] = await t.database.db
      .select()
      .from(employerStrikes)
      .where(eq(employerStrikes.employerId, employer.employerId));
    expect(strike).toMatchObject({ flagId, disputeId: null, ordinal: 1, effect: "warning", status: "active" });
    const [emp] = await t.database.db.select().from(employers).where(eq(employers.id, employer.employerId));
    expect(emp!.strikeCount).toBe(1);
    const [rating] = await t.database.db.select().from(ratings).where(eq(ratings.id, ratingId));
    expect(rating!.status).toBe("removed");

    // The employer is told as after a dispute's strike: the catalogue notice and its e-mail.
    await t.app.ctx.jobs.drain();
    const employerInbox = await t.database.db
      .select({ kind: notifications.kind, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, employer.userId));
    expect(employerInbox.map((n) => n.kind)).toEqual(
      expect.arrayContaining(["moderation.rating_removed", "dispute.employer_strike"]),
    );
    const mails = await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, employer.email));
    expect(mails.map((m) => m.kind)).toContain("dispute_employerStrike");

    // Audited with the strike, and the strike's moderation event.
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "flag_rating_removed"), eq(auditLogs.recordId, flagId)));
    expect(audit!.userId).toBe(admin.userId);
    expect(audit!.newData).toMatchObject({
      reason: REASON,
      after: { state: "removed", strike: { strikeId: strike!.id, ordinal: 1, effect: "warning" } },
    });
    const events = await t.database.db.select().from(moderationEvents).where(eq(moderationEvents.strikeId, strike!.id));
    expect(events.map((e) => [e.kind, e.disputeId])).toEqual([["strike_issued", null]]);

    // The employer sees why on its disputes page and appeals.
    const mine: EmployerDisputesResponse = (await call("GET", "/api/v1/employer/disputes", employer.cookie)).json();
    expect(mine.strikes).toHaveLength(1);
    expect(mine.strikes[0]).toMatchObject({
      id: strike!.id,
      disputeId: null,
      moderation: { reason: REASON },
      canAppeal: true,
    });
    expect(mine.strikes[0]!.moderation!.professionalName).toBeTruthy();
    const appealed = await call("POST", `/api/v1/employer/strikes/${strike!.id}/appeal`, employer.cookie, {
      statement: "The scores were entered by mistake; our reviewer meant to rate another person entirely.",
    });
    expect(appealed.statusCode, appealed.body).toBe(201);

    // The moderator who issued the strike cannot decide its appeal; another upholds it.
    const queue: AppealList = (await call("GET", "/api/v1/admin/appeals", admin.cookie)).json();
    const row = queue.appeals.find((a) => a.flagId === flagId)!;
    expect(row).toMatchObject({ disputeId: null, status: "pending", companyName });
    expect(row.can.claim).toBe(false);
    expect((await call("POST", `/api/v1/admin/appeals/${row.id}/claim`, admin2.cookie)).statusCode).toBe(200);
    const upheld = await call("POST", `/api/v1/admin/appeals/${row.id}/decide`, admin2.cookie, {
      outcome: "uphold",
      reasonCode: "new_evidence",
      statement: "The employer showed the scores were meant for someone else; the strike and removal are reversed.",
    });
    expect(upheld.statusCode, upheld.body).toBe(200);
    const [after] = await t.database.db.select().from(employerStrikes).where(eq(employerStrikes.id, strike!.id));
    expect(after!.status).toBe("reversed");
    const [emp2] = await t.database.db.select().from(employers).where(eq(employers.id, employer.employerId));
    expect(emp2!.strikeCount).toBe(0);
    const [restored] = await t.database.db.select().from(ratings).where(eq(ratings.id, ratingId));
    expect(restored!.status).toBe("active");
    const [appealAudit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "appeal_decided"), eq(auditLogs.recordId, row.id)));
    expect(appealAudit!.newData).toMatchObject({
      flag_id: flagId,
      before: { dispute: null, rating_status: "removed" },
      after: { appeal: "upheld", strike: "reversed", rating_status: "active", dispute: null },
    });

    // Anonymity: the professional received nothing about any of it, and nothing they can read names the employer.
    const proInbox = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, pro.userId));
    expect(proInbox.filter((n) => n.kind?.startsWith("dispute.") || n.kind?.startsWith("moderation."))).toEqual([]);
    const seen = [
      await call("GET", "/api/v1/notifications", pro.cookie),
      await call("GET", "/api/v1/professional/ratings", pro.cookie),
      await call("GET", `/api/v1/professionals/${pro.professionalId}`, pro.cookie),
    ];
    for (const res of seen) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(companyName);
      expect(res.body).not.toContain(employer.employerId);
    }
  });

  it("a rating whose employer erased its account cannot carry a strike (409), and nothing changes", async () => {
    const { employer, ratingId, flagId } = await flaggedRating();
    // The erasure's record (the purge itself is privacy.test.ts's): the account is gone for good.
    const now = new Date();
    await t.database.db
      .insert(accountDeletions)
      .values({ userId: employer.userId, requestedAt: now, eraseAfter: now, erasedAt: now });
    expect((await call("POST", `/api/v1/admin/flags/${flagId}/claim`, admin.cookie)).statusCode).toBe(200);
    const detail: FlagDetail = (await call("GET", `/api/v1/admin/flags/${flagId}`, admin.cookie)).json();
    expect(detail.rating?.canStrike).toBe(false);
    const refused = await call("POST", `/api/v1/admin/flags/${flagId}/decide`, admin.cookie, {
      action: "remove_rating",
      reason: REASON,
      strike: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(FLAG_MESSAGES.noStrikeWithoutEmployer);
    const [rating] = await t.database.db.select().from(ratings).where(eq(ratings.id, ratingId));
    expect(rating!.status).toBe("active");
  });
});
