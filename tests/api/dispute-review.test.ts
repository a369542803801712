import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REVIEW } from "../../src/core/contracts/dispute-review";
import { refreshRatingAggregates } from "../../src/server/commands/refresh-rating-aggregates";
import { auditLogs, employerStrikes, employers, mailOutbox, moderationEvents } from "../../src/server/db/schema";
import { JOB_NAMES } from "../../src/server/kernel/job-names";
import { multipartBody, PDF } from "../../src/server/test/dispute-helpers";
import { DISPUTE_STATEMENT, disputeReviewKit } from "../../src/server/test/dispute-review-kit";
import { createEmployerSession } from "../../src/server/test/employer-factories";
import { buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpModeration } from "./helpers";

const DAY = 86_400_000;
/** Every body the professional side received (API, notifications, e-mails), checked for employer identifiers. */
const professionalSaw: string[] = [];
/** Every body the employer side received, checked for the professional's statement and evidence. */
const employerSaw: string[] = [];

const { t, mods } = setUpModeration();

const { moveClock, call, disputedRating, claim, decide, figures, disputeStatus, ratingStatus, inbox } =
  disputeReviewKit(() => t, professionalSaw);
const STATEMENT = DISPUTE_STATEMENT;
async function mailTo(email: string) {
  // Dispute notices are notice e-mail: queued by the notice-mail pass (D210).
  await t.app.ctx.jobs.drain([JOB_NAMES.noticeMail]);
  return t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email));
}

describe("the dispute workflow through the API", () => {
  it("file → claim → ask the employer → employer answers with evidence → remove with a strike and reasons", async () => {
    const employer = await createEmployerSession(t.app);
    const { pro, ratingId, disputeId } = await disputedRating(employer);
    const before = await figures(pro.professionalId);
    expect(before.total).toBe(3);

    // The employer was told, with the type and the 30-day date, and sees the dispute without the statement.
    expect((await inbox(employer.userId)).map((n) => n.title)).toContain("A rating of yours is disputed");
    let mine = await call("GET", "/api/v1/employer/disputes", employer.cookie);
    employerSaw.push(mine.body);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().disputes[0]).toMatchObject({ id: disputeId, status: "open", typeLabel: "Never worked there" });
    expect(mine.json().disputes[0].deadline.kind).toBe("decision");

    // Acting needs a claim.
    expect((await decide(mods.adminA, disputeId, "remove")).statusCode).toBe(409);
    expect((await claim(mods.adminA, disputeId)).statusCode).toBe(200);
    expect(await disputeStatus(disputeId)).toBe("under_review");

    const ask = await call("POST", `/api/v1/admin/disputes/${disputeId}/request-info`, mods.adminA.cookie, {
      party: "employer",
      question: "Please send the payroll record showing this person's employment dates.",
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(await disputeStatus(disputeId)).toBe("awaiting_employer");
    mine = await call("GET", "/api/v1/employer/disputes", employer.cookie);
    employerSaw.push(mine.body);
    const seen = mine.json().disputes[0];
    expect(seen.awaitingYourAnswer).toBe(true);
    expect(seen.deadline.kind).toBe("answer");
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual([
      "Please send the payroll record showing this person's employment dates.",
    ]);
    // The professional's thread does not get the employer's question.
    const proView = await call("GET", `/api/v1/professional/disputes/${disputeId}`, pro.cookie);
    professionalSaw.push(proView.body);
    expect(proView.json().messages).toEqual([]);

    const form = multipartBody({ body: "We have no payroll record; the rating was entered by mistake." }, [
      { name: "our-ledger.pdf", type: "application/pdf", data: PDF },
    ]);
    const answer = await t.sendForm(`/api/v1/employer/disputes/${disputeId}/answer`, employer.cookie, form);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await disputeStatus(disputeId)).toBe("under_review");
    // Answering again when not asked is refused.
    const again = multipartBody({ body: "One more thing." });
    const refused = await t.sendForm(`/api/v1/employer/disputes/${disputeId}/answer`, employer.cookie, again);
    expect(refused.statusCode).toBe(409);

    const detail = await call("GET", `/api/v1/admin/disputes/${disputeId}`, mods.adminA.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = detail.json();
    expect(d.statement).toBe(STATEMENT);
    expect(d.employer.id).toBe(employer.employerId);
    expect(d.evidence.map((e: { fileName: string }) => e.fileName)).toEqual(["tax-record-secret.pdf"]);
    expect(d.messages.map((m: { author: string }) => m.author)).toEqual(["standing", "employer"]);
    expect(d.messages[1].evidence[0]).toMatchObject({ fileName: "our-ledger.pdf", party: "employer" });
    expect(d.events.map((e: { kind: string }) => e.kind)).toEqual(["filed", "claimed", "info_requested", "answered"]);
    expect(d.can).toEqual({ claim: false, release: true, act: true });

    // A short statement or a reason code of the other outcome is refused.
    const short = await call("POST", `/api/v1/admin/disputes/${disputeId}/decide`, mods.adminA.cookie, {
      outcome: "remove",
      reasonCode: "employment_not_verified",
      statement: "Too short.",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(REVIEW.statementTooShort);
    expect((await decide(mods.adminA, disputeId, "remove", "evidence_supports_rating")).statusCode).toBe(400);

    const decided = await decide(mods.adminA, disputeId, "remove");
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await disputeStatus(disputeId)).toBe("upheld");
    expect(await ratingStatus(ratingId)).toBe("removed");
    // The removal alone is held back (D304: the difference would be the removed rating's scores) ...
    expect(await figures(pro.professionalId)).toEqual(before);
    await refreshRatingAggregates(t.database, [pro.professionalId]);
    expect(await figures(pro.professionalId)).toEqual(before);
    // ... and published once two more employers rate: 5, 5, 5, 5 without the removed 1.
    for (let i = 0; i < 2; i++)
      await buildRating(t.database, {
        professionalId: pro.professionalId,
        employer: await buildVerifiedEmployer(t.database),
        score: 5,
      });
    const after = await figures(pro.professionalId);
    expect(after).toEqual({ average: 5, total: 4 });

    const [strike] = await t.database.db
      .select()
      .from(employerStrikes)
      .where(eq(employerStrikes.employerId, employer.employerId));
    expect(strike).toMatchObject({ ordinal: 1, effect: "warning", status: "active", disputeId });
    const [emp] = await t.database.db.select().from(employers).where(eq(employers.id, employer.employerId));
    expect(emp!.strikeCount).toBe(1);

    // The audit row names the moderator, the reason and both states.
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "dispute_decided"), eq(auditLogs.recordId, disputeId)));
    expect(audit!.userId).toBe(mods.adminA.userId);
    expect(audit!.newData).toMatchObject({
      before: { status: "under_review", rating_status: "under_dispute" },
      after: { status: "upheld", rating_status: "removed" },
      reason_code: "employment_not_verified",
      employer_id: employer.employerId,
    });

    // Both parties get the statement of reasons in-app and by e-mail.
    const proNotes = await inbox(pro.userId);
    expect(proNotes.map((n) => n.title)).toContain("Your dispute was decided");
    expect(proNotes.find((n) => n.title === "Your dispute was decided")!.message).toContain(
      "The employment could not be verified",
    );
    const empNotes = await inbox(employer.userId);
    expect(empNotes.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        "Standing needs your side of a dispute",
        "Strike issued",
        "A dispute about your rating was decided",
      ]),
    );
    const proMail = await mailTo(pro.email);
    expect(proMail.map((m) => m.subject)).toContain("Your dispute was decided — Standing");
    const empMail = await mailTo(employer.email);
    expect(empMail.map((m) => m.subject)).toContain("Strike issued — Standing");
    professionalSaw.push(JSON.stringify(proNotes), JSON.stringify(proMail));
    employerSaw.push(JSON.stringify(empNotes), JSON.stringify(empMail));

    const proDetail = await call("GET", `/api/v1/professional/disputes/${disputeId}`, pro.cookie);
    professionalSaw.push(proDetail.body);
    expect(proDetail.json().decision).toMatchObject({ reasonLabel: "The employment could not be verified" });
    mine = await call("GET", "/api/v1/employer/disputes", employer.cookie);
    employerSaw.push(mine.body);
    expect(mine.json().strikes[0]).toMatchObject({ ordinal: 1, canAppeal: true });

    // A closed dispute takes no more decisions.
    expect((await decide(mods.adminA, disputeId, "dismiss")).statusCode).toBe(409);
  });

  it("two moderators: only one claim wins, and the other can neither act nor take it over", async () => {
    const employer = await createEmployerSession(t.app);
    const { disputeId } = await disputedRating(employer);
    const [a, b] = await Promise.all([claim(mods.adminA, disputeId), claim(mods.adminB, disputeId)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? mods.adminA : mods.adminB;
    const loser = winner === mods.adminA ? mods.adminB : mods.adminA;
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().error.message).toMatch(/Moderator is working on this dispute/);
    // Both try to decide at once: only the holder's decision lands, once.
    const [w, l] = await Promise.all([decide(winner, disputeId, "dismiss"), decide(loser, disputeId, "remove")]);
    expect(w.statusCode, w.body).toBe(200);
    expect(l.statusCode).toBe(409);
    expect(await disputeStatus(disputeId)).toBe("dismissed");
    const decidedEvents = await t.database.db
      .select()
      .from(moderationEvents)
      .where(and(eq(moderationEvents.disputeId, disputeId), eq(moderationEvents.kind, "decided")));
    expect(decidedEvents).toHaveLength(1);
    const strikes = await t.database.db.select().from(employerStrikes).where(eq(employerStrikes.disputeId, disputeId));
    expect(strikes).toHaveLength(0);
  });

  it("a claim lapses after 24 hours of the business clock, so another moderator can take over", async () => {
    const employer = await createEmployerSession(t.app);
    const { disputeId } = await disputedRating(employer);
    expect((await claim(mods.adminA, disputeId)).statusCode).toBe(200);
    expect((await claim(mods.adminB, disputeId)).statusCode).toBe(409);
    moveClock(25 * 3_600_000);
    expect((await claim(mods.adminB, disputeId)).statusCode).toBe(200);
    expect((await decide(mods.adminA, disputeId, "dismiss")).statusCode).toBe(409);
  });
});

describe("the dispute clock", () => {
  /** `ms` pass on the business clock, and the deadlines job runs as it would then. */
  const deadlinesAfter = async (ms: number) => {
    moveClock(ms);
    await t.app.ctx.jobs.runNow("dispute-deadlines");
  };

  it("an employer that does not answer in 5 business days: the dispute returns to the moderator, decidable on the professional's evidence", async () => {
    const employer = await createEmployerSession(t.app);
    const { disputeId, ratingId } = await disputedRating(employer);
    await claim(mods.adminA, disputeId);
    await call("POST", `/api/v1/admin/disputes/${disputeId}/request-info`, mods.adminA.cookie, {
      party: "employer",
      question: "Please send the employment dates you hold for this person.",
    });
    await deadlinesAfter(4 * DAY);
    expect(await disputeStatus(disputeId)).toBe("awaiting_employer");
    await deadlinesAfter(8 * DAY);
    expect(await disputeStatus(disputeId)).toBe("under_review");
    const [event] = await t.database.db
      .select()
      .from(moderationEvents)
      .where(and(eq(moderationEvents.disputeId, disputeId), eq(moderationEvents.kind, "deadline_passed")));
    expect(event!.reasonCode).toBe("employer_no_answer");
    // Running again changes nothing (idempotent).
    await t.app.ctx.jobs.runNow("dispute-deadlines");
    const events = await t.database.db
      .select()
      .from(moderationEvents)
      .where(and(eq(moderationEvents.disputeId, disputeId), eq(moderationEvents.kind, "deadline_passed")));
    expect(events).toHaveLength(1);
    // The claim lapsed with the clock: claim again and decide on the professional's evidence.
    await claim(mods.adminA, disputeId);
    expect((await decide(mods.adminA, disputeId, "remove", "employer_no_answer")).statusCode).toBe(200);
    expect(await ratingStatus(ratingId)).toBe("removed");
  });

  it("undecided after 30 days: the rating leaves the aggregates, the profile says so, and a dismissal puts it back", async () => {
    const employer = await createEmployerSession(t.app);
    const { pro, ratingId, disputeId } = await disputedRating(employer, 1);
    // (5 + 5 + 1) / 3. Setting the rating aside is one employer's change: held back like a removal (D304).
    const published = { average: 3.67, total: 3 };
    expect(await figures(pro.professionalId)).toEqual(published);
    let profile = await call("GET", `/api/v1/professionals/${pro.professionalId}`, pro.cookie);
    expect(profile.json().details.ratings.underReview).toEqual({ counting: 1, setAside: 0 });

    await deadlinesAfter(29 * DAY);
    expect(await ratingStatus(ratingId)).toBe("under_dispute");
    await deadlinesAfter(31 * DAY);
    expect(await ratingStatus(ratingId)).toBe("withheld");
    expect(await figures(pro.professionalId)).toEqual(published);
    profile = await call("GET", `/api/v1/professionals/${pro.professionalId}`, pro.cookie);
    expect(profile.json().details.ratings.underReview).toEqual({ counting: 0, setAside: 1 });
    expect((await inbox(pro.userId)).map((n) => n.title)).toContain("Disputed rating set aside");

    await claim(mods.adminA, disputeId);
    expect((await decide(mods.adminA, disputeId, "dismiss")).statusCode).toBe(200);
    expect(await ratingStatus(ratingId)).toBe("active");
    expect(await figures(pro.professionalId)).toEqual(published);
  });
});

describe("anonymity across the new responses, notices and e-mails", () => {
  it("the professional side never saw the employer; the employer never saw the professional's statement or evidence", async () => {
    const emps = await t.database.db
      .select({ id: employers.id, userId: employers.userId, company: employers.companyName })
      .from(employers);
    expect(professionalSaw.length).toBeGreaterThan(5);
    const proText = professionalSaw.join("\n");
    for (const e of emps) {
      expect(proText.includes(e.id), `employer id ${e.id}`).toBe(false);
      expect(proText.includes(e.userId), `employer user ${e.userId}`).toBe(false);
      expect(proText.includes(e.company), `company ${e.company}`).toBe(false);
    }
    const empText = employerSaw.join("\n");
    expect(employerSaw.length).toBeGreaterThan(3);
    expect(empText.includes(STATEMENT)).toBe(false);
    expect(empText.includes("tax-record-secret")).toBe(false);
  });
});
