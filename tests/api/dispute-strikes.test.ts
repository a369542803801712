import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REVIEW } from "../../src/core/contracts/dispute-review";
import { EMPLOYER } from "../../src/core/messages";
import { auditLogs, employerStrikes, employers, session } from "../../src/server/db/schema";
import { signIn } from "../../src/server/test/auth-helpers";
import { createProfessionalWithProfile, multipartBody } from "../../src/server/test/dispute-helpers";
import { DISPUTE_STATEMENT, disputeReviewKit } from "../../src/server/test/dispute-review-kit";
import { createEmployerSession, ratingPayload } from "../../src/server/test/employer-factories";
import { setUpModeration } from "./helpers";

const DAY = 86_400_000;
/** Every body the professional side received (API, notifications, e-mails), checked for employer identifiers. */
const professionalSaw: string[] = [];

const { t, mods } = setUpModeration();

const { moveClock, call, disputedRating, claim, decide, figures, disputeStatus, ratingStatus, inbox } =
  disputeReviewKit(() => t, professionalSaw);
const _STATEMENT = DISPUTE_STATEMENT;

describe("strikes, their effects, appeals and expiry", () => {
  it("strike 2 suspends rating for 30 days with the end date; strike 3 suspends the account and ends its sessions", async () => {
    const employer = await createEmployerSession(t.app);
    const cases = [await disputedRating(employer), await disputedRating(employer), await disputedRating(employer)];
    for (const c of cases.slice(0, 2)) {
      await claim(mods.adminA, c.disputeId);
      expect((await decide(mods.adminA, c.disputeId, "remove")).statusCode).toBe(200);
    }
    const [emp] = await t.database.db.select().from(employers).where(eq(employers.id, employer.employerId));
    expect(emp!.strikeCount).toBe(2);
    const until = emp!.suspendedUntil!;
    expect(Math.round((until.getTime() - Date.now()) / DAY)).toBe(30);
    const target = await createProfessionalWithProfile(t.app, t.database);
    const refused = await call(
      "POST",
      "/api/v1/employer/ratings",
      employer.cookie,
      ratingPayload(target.professionalId),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(EMPLOYER.suspended(until.toISOString().slice(0, 10)));

    // Appeal strike 2 before the third arrives.
    const list = (await call("GET", "/api/v1/employer/disputes", employer.cookie)).json();
    const strike2 = list.strikes.find((s: { ordinal: number }) => s.ordinal === 2);
    expect(strike2.effect).toBe("rating_suspension");
    const tooShort = await call("POST", `/api/v1/employer/strikes/${strike2.id}/appeal`, employer.cookie, {
      statement: "no",
    });
    expect(tooShort.statusCode).toBe(400);
    const appeal = await call("POST", `/api/v1/employer/strikes/${strike2.id}/appeal`, employer.cookie, {
      statement: "We re-checked our payroll and this person did work for us; records attached by e-mail.",
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    const twice = await call("POST", `/api/v1/employer/strikes/${strike2.id}/appeal`, employer.cookie, {
      statement: "We re-checked our payroll and this person did work for us; records attached by e-mail.",
    });
    expect(twice.statusCode).toBe(409);

    await claim(mods.adminA, cases[2]!.disputeId);
    expect((await decide(mods.adminA, cases[2]!.disputeId, "remove")).statusCode).toBe(200);
    const [after3] = await t.database.db.select().from(employers).where(eq(employers.id, employer.employerId));
    expect(after3!.strikeCount).toBe(3);
    expect(after3!.permanentlySuspendedAt).not.toBeNull();
    expect(await t.database.db.select().from(session).where(eq(session.userId, employer.userId))).toHaveLength(0);
    expect((await call("GET", "/api/v1/employer/disputes", employer.cookie)).statusCode).toBe(401);
    expect((await inbox(employer.userId)).some((n) => n.message.includes("permanently suspend"))).toBe(true);

    // Signed in again, a suspended employer reads its disputes, but looks up no profile and changes no roster.
    const again = await signIn(t.app, employer.email);
    expect((await call("GET", "/api/v1/employer/disputes", again)).statusCode).toBe(200);
    const lookup = await call("GET", `/api/v1/professionals/${target.professionalId}`, again);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().access).toBe("account_suspended");
    expect(lookup.json()).not.toHaveProperty("ratings");
    const added = await call("POST", "/api/v1/employer/employees", again, {
      entry: { firstName: "Ada", lastName: "Quill", city: "Austin", state: "TX" },
      nameMatch: "create",
    });
    expect(added.statusCode).toBe(403);
    expect(added.json().error.message).toBe(EMPLOYER.accountSuspended);

    // The appeals queue: the moderator who decided cannot decide the appeal; another upholds it.
    const queue = (await call("GET", "/api/v1/admin/appeals", mods.adminA.cookie)).json();
    const row = queue.appeals.find((a: { disputeId: string }) => a.disputeId === cases[1]!.disputeId);
    expect(row.status).toBe("pending");
    expect(row.can.claim).toBe(false);
    expect((await call("POST", `/api/v1/admin/appeals/${row.id}/claim`, mods.adminB.cookie)).statusCode).toBe(200);
    const upheld = await call("POST", `/api/v1/admin/appeals/${row.id}/decide`, mods.adminB.cookie, {
      outcome: "uphold",
      reasonCode: "new_evidence",
      statement: "The payroll record the employer sent shows the employment, so the strike is reversed.",
    });
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(await disputeStatus(cases[1]!.disputeId)).toBe("overturned");
    expect(await ratingStatus(cases[1]!.ratingId)).toBe("active");
    // (5 + 5 + 1) / 3: the rating is back in the figures it never left, its removal alone being held back (D304).
    expect(await figures(cases[1]!.pro.professionalId)).toEqual({ average: 3.67, total: 3 });
    const [restored] = await t.database.db.select().from(employers).where(eq(employers.id, employer.employerId));
    expect(restored!.strikeCount).toBe(2);
    expect(restored!.permanentlySuspendedAt).toBeNull();
    expect(restored!.suspendedUntil).toBeNull();
    expect((await inbox(cases[1]!.pro.userId)).map((n) => n.title)).toContain("A removed rating was restored");
    const [appealAudit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "appeal_decided"), eq(auditLogs.userId, mods.adminB.userId)));
    expect(appealAudit!.newData).toMatchObject({
      after: { appeal: "upheld", strike: "reversed", rating_status: "active" },
    });
  });

  it("a strike can be appealed only within 30 days; strikes expire after a year", async () => {
    const employer = await createEmployerSession(t.app);
    const { disputeId } = await disputedRating(employer);
    await claim(mods.adminA, disputeId);
    await decide(mods.adminA, disputeId, "remove");
    const [strike] = await t.database.db
      .select()
      .from(employerStrikes)
      .where(eq(employerStrikes.employerId, employer.employerId));
    moveClock(31 * DAY);
    const late = await call("POST", `/api/v1/employer/strikes/${strike!.id}/appeal`, employer.cookie, {
      statement: "We only saw this now and would like to appeal the strike.",
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(REVIEW.appealWindowClosed);
    moveClock(366 * DAY);
    await t.app.ctx.jobs.runNow("dispute-deadlines");
    const [expired] = await t.database.db.select().from(employerStrikes).where(eq(employerStrikes.id, strike!.id));
    expect(expired!.status).toBe("expired");
    const [emp] = await t.database.db.select().from(employers).where(eq(employers.id, employer.employerId));
    expect(emp!.strikeCount).toBe(0);
  });

  it("another employer's disputes and strikes are out of reach", async () => {
    const owner = await createEmployerSession(t.app);
    const stranger = await createEmployerSession(t.app);
    const { disputeId } = await disputedRating(owner);
    await claim(mods.adminA, disputeId);
    await call("POST", `/api/v1/admin/disputes/${disputeId}/request-info`, mods.adminA.cookie, {
      party: "employer",
      question: "Please send the employment dates you hold for this person.",
    });
    const list = await call("GET", "/api/v1/employer/disputes", stranger.cookie);
    expect(list.json().disputes).toEqual([]);
    const form = multipartBody({ body: "Not mine but answering anyway." });
    const res = await t.sendForm(`/api/v1/employer/disputes/${disputeId}/answer`, stranger.cookie, form);
    expect(res.statusCode).toBe(404);
  });
});
