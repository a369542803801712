import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmployerDisputesResponse } from "../../src/core/contracts/dispute-review";
import type { DisputeDetail } from "../../src/core/contracts/disputes";
import { HIDDEN_TEXT } from "../../src/core/contracts/flags";
import { flags, notifications } from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { multipartBody } from "../../src/server/test/dispute-helpers";
import { disputeReviewKit } from "../../src/server/test/dispute-review-kit";
import { createEmployerSession } from "../../src/server/test/employer-factories";
import { setUpTestApp } from "./helpers";

/**
 * "Hidden by moderation" where the author reads their text (issue 15 §1, D237): the professional's dispute, the
 * employer's disputes and appeals carry the author's own hidden texts with the reason and what they wrote; nobody
 * else receives either.
 */
let admin: TestAccount;
let admin2: TestAccount;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Ada Moderator" });
  admin2 = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Bo Moderator" });
});

const { call, disputedRating, claim, decide } = disputeReviewKit(() => t, []);
const multipart = (url: string, cookie: string, body: string) => t.sendForm(url, cookie, multipartBody({ body }));

/** Runs the flagging job, then claims and hides the open profanity flag on `subjectId` with `reason`. */
async function hide(subjectId: string, reason: string) {
  await t.app.ctx.jobs.runNow("flag-check");
  const [flag] = await t.database.db
    .select({ id: flags.id })
    .from(flags)
    .where(and(eq(flags.subjectId, subjectId), eq(flags.source, "profanity"), eq(flags.state, "open")));
  expect(flag, `a profanity flag on ${subjectId}`).toBeDefined();
  expect((await call("POST", `/api/v1/admin/flags/${flag!.id}/claim`, admin2.cookie)).statusCode).toBe(200);
  const res = await call("POST", `/api/v1/admin/flags/${flag!.id}/decide`, admin2.cookie, { action: "hide", reason });
  expect(res.statusCode, res.body).toBe(200);
}

describe("hidden by moderation, on the author's own pages", () => {
  it("the professional's message, the employer's answer and appeal: each author sees why and what they wrote; no one else", async () => {
    const employer = await createEmployerSession(t.app);
    const { pro, disputeId } = await disputedRating(employer);
    const PRO_TEXT = "The manager was a real bastard to everyone on the night shift.";
    const EMP_TEXT = "We have no payroll record; this shit was entered by mistake by our clerk.";
    const APPEAL_TEXT = "This damn strike is unfair: the clerk's mistake was ours and we corrected it the same day.";
    const PRO_REASON = "Insults about a person are not allowed in a dispute.";
    const EMP_REASON = "Keep answers to Standing professional and free of profanity.";
    const APPEAL_REASON = "Appeals are read by moderators: no profanity, please.";

    // The professional adds a message; the employer answers a question; both are flagged and hidden.
    const sent = await multipart(`/api/v1/professional/disputes/${disputeId}/messages`, pro.cookie, PRO_TEXT);
    expect(sent.statusCode, sent.body).toBe(201);
    const proMessageId = (sent.json().dispute as DisputeDetail).messages.at(-1)!.id;
    await hide(proMessageId, PRO_REASON);

    expect((await claim(admin, disputeId)).statusCode).toBe(200);
    const ask = await call("POST", `/api/v1/admin/disputes/${disputeId}/request-info`, admin.cookie, {
      party: "employer",
      question: "Please send the payroll record showing this person's employment dates.",
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const answered = await multipart(`/api/v1/employer/disputes/${disputeId}/answer`, employer.cookie, EMP_TEXT);
    expect(answered.statusCode, answered.body).toBe(201);
    let mine: EmployerDisputesResponse = (await call("GET", "/api/v1/employer/disputes", employer.cookie)).json();
    const answerId = mine.disputes[0]!.messages.find((m) => m.body === EMP_TEXT)!.id;
    await hide(answerId, EMP_REASON);

    // The dispute is upheld with a strike; the employer appeals; the appeal is hidden.
    expect((await decide(admin, disputeId, "remove")).statusCode).toBe(200);
    mine = (await call("GET", "/api/v1/employer/disputes", employer.cookie)).json();
    const strikeId = mine.strikes[0]!.id;
    const appealed = await call("POST", `/api/v1/employer/strikes/${strikeId}/appeal`, employer.cookie, {
      statement: APPEAL_TEXT,
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    mine = (await call("GET", "/api/v1/employer/disputes", employer.cookie)).json();
    const appealId = mine.strikes[0]!.appeal!.id;
    await hide(appealId, APPEAL_REASON);

    // The professional: their message reads "Hidden by moderation."; the panel's note says why and what they wrote.
    const proView = await call("GET", `/api/v1/professional/disputes/${disputeId}`, pro.cookie);
    expect(proView.statusCode, proView.body).toBe(200);
    const detail = proView.json() as DisputeDetail;
    expect(detail.messages.find((m) => m.id === proMessageId)!.body).toBe(HIDDEN_TEXT);
    expect(detail.hidden).toEqual([
      expect.objectContaining({
        subject: "dispute_message",
        subjectId: proMessageId,
        label: "Dispute message",
        reason: PRO_REASON,
        text: PRO_TEXT,
      }),
    ]);
    for (const other of [EMP_TEXT, EMP_REASON, APPEAL_TEXT, APPEAL_REASON]) expect(proView.body).not.toContain(other);
    // The notification opens that dispute, where the panel is.
    const [told] = await t.database.db
      .select({ link: notifications.link, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, pro.userId), eq(notifications.kind, "moderation.text_hidden")));
    expect(told).toMatchObject({ link: `/dashboard/professional/disputes?dispute=${disputeId}` });
    expect(told!.message).toContain(PRO_REASON);

    // The employer: its answer and its appeal, each with the reason; never the professional's.
    const empView = await call("GET", "/api/v1/employer/disputes", employer.cookie);
    const emp = empView.json() as EmployerDisputesResponse;
    expect(emp.disputes[0]!.messages.find((m) => m.id === answerId)!.body).toBe(HIDDEN_TEXT);
    expect(emp.disputes[0]!.hidden).toEqual([
      expect.objectContaining({ subject: "employer_answer", subjectId: answerId, reason: EMP_REASON, text: EMP_TEXT }),
    ]);
    expect(emp.strikes[0]!.appeal).toMatchObject({
      statement: HIDDEN_TEXT,
      hidden: { subject: "appeal_statement", subjectId: appealId, reason: APPEAL_REASON, text: APPEAL_TEXT },
    });
    for (const other of [PRO_TEXT, PRO_REASON]) expect(empView.body).not.toContain(other);

    // Another employer and another professional receive none of it.
    const stranger = await createEmployerSession(t.app);
    const theirs = await call("GET", "/api/v1/employer/disputes", stranger.cookie);
    for (const text of [EMP_TEXT, EMP_REASON, APPEAL_TEXT, APPEAL_REASON, PRO_TEXT, PRO_REASON])
      expect(theirs.body).not.toContain(text);
    const otherPro = await disputedRating(stranger);
    const otherView = await call("GET", `/api/v1/professional/disputes/${otherPro.disputeId}`, otherPro.pro.cookie);
    expect((otherView.json() as DisputeDetail).hidden).toEqual([]);
    expect((await call("GET", `/api/v1/professional/disputes/${disputeId}`, otherPro.pro.cookie)).statusCode).toBe(404);
  });
});
