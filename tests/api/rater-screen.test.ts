import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  disputeMessages,
  emailVerificationTokens,
  flags,
  mailOutbox,
  moderationEvents,
  notifications,
  ratingAttributions,
  user,
} from "../../src/server/db/schema";
import { JOB_NAMES } from "../../src/server/kernel/job-names";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { multipartBody } from "../../src/server/test/dispute-helpers";
import { disputeReviewKit } from "../../src/server/test/dispute-review-kit";
import { createEmployerSession, type EmployerSession, setEmployer } from "../../src/server/test/employer-factories";
import { setUpTestApp } from "./helpers";

/**
 * Issue 33 §1 (D296): an administrator's words that reach the professional — a question to the professional, a
 * decision's statement — are refused with 422 `names_rater` when they name the employer behind the rating, and
 * nothing is written; words that reach only the employer (a question to the employer, an appeal's decision) are not
 * screened. Every kind of identifier is tried on both screened routes.
 */

let adminA: TestAccount;
let adminB: TestAccount;
let acme: EmployerSession & { domain: string };
let colleague: TestAccount;
const professionalSaw: string[] = [];

const t = setUpTestApp();
beforeAll(async () => {
  adminA = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Ada Moderator" });
  adminB = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Bo Moderator" });
  acme = await acmeEmployer();
  colleague = await createAccount(t.app, { accountType: "professional", fullName: "Jordan Quillfeather" });
});

const { call, disputedRating, claim, decide, disputeStatus } = disputeReviewKit(() => t, professionalSaw);

/** An employer named Acme Sec, Inc. with a website, a verified business address and a colleague who rated. */
async function acmeEmployer(): Promise<EmployerSession & { domain: string }> {
  const employer = await createEmployerSession(t.app);
  await setEmployer(t.app, employer.employerId, {
    companyName: "Acme Sec, Inc.",
    companyWebsite: "https://www.acme-sec.example/about",
  });
  await t.database.db.insert(emailVerificationTokens).values({
    employerId: employer.employerId,
    address: "payroll@acme-sec.example",
    tokenHash: `hash-${employer.employerId}`,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { ...employer, domain: employer.email.split("@")[1]! };
}

/**
 * A claimed dispute about a rating by Acme (one employer for the whole file: sign-ups are rate-limited per address),
 * submitted by its colleague Jordan Quillfeather.
 */
async function claimedAcmeDispute() {
  const employer = acme;
  const { pro, ratingId, disputeId } = await disputedRating(employer);
  await t.database.db
    .update(ratingAttributions)
    .set({ submittedBy: colleague.userId })
    .where(eq(ratingAttributions.ratingId, ratingId));
  expect((await claim(adminA, disputeId)).statusCode).toBe(200);
  return { employer, pro, ratingId, disputeId, colleague };
}

/** What a refused text must not have left behind for the professional. */
async function traces(disputeId: string, pro: { userId: string; email: string }) {
  await t.app.ctx.jobs.drain([JOB_NAMES.noticeMail]);
  const n = async (q: Promise<Array<{ n: number }>>) => (await q)[0]!.n;
  return {
    messages: await n(
      t.database.db.select({ n: count() }).from(disputeMessages).where(eq(disputeMessages.disputeId, disputeId)),
    ),
    events: await n(
      t.database.db.select({ n: count() }).from(moderationEvents).where(eq(moderationEvents.disputeId, disputeId)),
    ),
    notices: await n(
      t.database.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, pro.userId)),
    ),
    mail: await n(t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, pro.email))),
    status: await disputeStatus(disputeId),
  };
}

const padded = (s: string) => `${s} — please send everything you hold about this period of work.`;

/** Each identifier kind, written the way a moderator might, and what the refusal names. */
const NAMING: Array<{ kind: string; text: (e: { domain: string; email: string }) => string; names: string }> = [
  { kind: "company name", text: () => padded("Acme Sec provided payroll records"), names: 'company name "Acme Sec"' },
  {
    kind: "company name in another case, with its suffix",
    text: () => padded("ACME-SEC LLC provided payroll records"),
    names: 'company name "ACME-SEC"',
  },
  {
    kind: "website domain",
    text: () => padded("See acme-sec.example/jobs"),
    names: 'company domain "acme-sec.example"',
  },
  { kind: "business e-mail domain", text: (e) => padded(`See the ${e.domain} portal`), names: "company domain" },
  {
    kind: "the account's address",
    text: (e) => padded(`Records came from ${e.email}`),
    names: "the employer's e-mail address",
  },
  {
    kind: "a verified business address",
    text: () => padded("Records came from payroll@acme-sec.example"),
    names: 'the employer\'s e-mail address "payroll@acme-sec.example"',
  },
  {
    kind: "any other address",
    text: () => padded("Write to a.person@gmail.com"),
    names: 'an e-mail address "a.person@gmail.com"',
  },
  {
    kind: "the contact",
    text: () => padded("Erin Employer confirmed the dates"),
    names: 'the employer\'s contact "Erin Employer"',
  },
  {
    kind: "a user on the account",
    text: () => padded("Ms. Quillfeather confirmed the dates"),
    names: 'a user on the employer\'s account "Quillfeather"',
  },
];

describe("a question to the professional that names the rater", () => {
  let asked: Awaited<ReturnType<typeof claimedAcmeDispute>>;
  beforeAll(async () => {
    asked = await claimedAcmeDispute();
  });
  it.each(NAMING)("is refused for $kind, and nothing is written", async ({ text, names }) => {
    const { employer, pro, disputeId } = asked;
    const before = await traces(disputeId, pro);
    const question = text(employer);
    const res = await call("POST", `/api/v1/admin/disputes/${disputeId}/request-info`, adminA.cookie, {
      party: "professional",
      question,
    });
    expect(res.statusCode, res.body).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe("names_rater");
    expect(error.message).toMatch(
      /^This text names the employer behind the rating \(.*\)\. Remove it before sending\.$/,
    );
    expect(error.message).toContain(names);
    expect(error.fields.question).toBe(error.message);
    expect(await traces(disputeId, pro)).toEqual(before);
  });

  it("goes through once corrected, and the same words may go to the employer", async () => {
    const { employer, pro, disputeId } = await claimedAcmeDispute();
    const toEmployer = await call("POST", `/api/v1/admin/disputes/${disputeId}/request-info`, adminA.cookie, {
      party: "employer",
      question: "Acme Sec: please send the payroll record from payroll@acme-sec.example.",
    });
    expect(toEmployer.statusCode, toEmployer.body).toBe(200);
    // The employer answers, so the dispute can ask the professional next.
    const form = multipartBody({ body: "We have the payroll record." });
    const answer = await t.sendForm(`/api/v1/employer/disputes/${disputeId}/answer`, employer.cookie, form);
    expect(answer.statusCode, answer.body).toBe(201);
    const ok = await call("POST", `/api/v1/admin/disputes/${disputeId}/request-info`, adminA.cookie, {
      party: "professional",
      question: "Please send your tax records for the year the rating covers, and any payslips you kept.",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const view = await call("GET", `/api/v1/professional/disputes/${disputeId}`, pro.cookie);
    expect(view.json().messages.map((m: { body: string }) => m.body)).toEqual([
      "Please send your tax records for the year the rating covers, and any payslips you kept.",
    ]);
    professionalSaw.push(view.body);
  });
});

describe("a decision whose statement names the rater", () => {
  let decided: Awaited<ReturnType<typeof claimedAcmeDispute>>;
  beforeAll(async () => {
    decided = await claimedAcmeDispute();
  });
  it.each(NAMING)("is refused for $kind, and nothing is written", async ({ text, names }) => {
    const { employer, pro, ratingId, disputeId } = decided;
    const before = await traces(disputeId, pro);
    const res = await call("POST", `/api/v1/admin/disputes/${disputeId}/decide`, adminA.cookie, {
      outcome: "remove",
      reasonCode: "employment_not_verified",
      statement: text(employer),
    });
    expect(res.statusCode, res.body).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe("names_rater");
    expect(error.message).toContain(names);
    expect(error.fields).toEqual({ statement: error.message });
    expect(await traces(disputeId, pro)).toEqual(before);
    const [rating] = await t.database.query<{ status: string }>("SELECT status FROM ratings WHERE id = $1", [ratingId]);
    expect(rating!.status).toBe("under_dispute");
    const strikes = await t.database.query("SELECT id FROM employer_strikes WHERE dispute_id = $1", [disputeId]);
    expect(strikes).toHaveLength(0);
    expect(employer.employerId).toBeTruthy();
  });

  it("lets an ordinary statement through, with the common words of the name", async () => {
    const { pro, disputeId } = await claimedAcmeDispute();
    const res = await call("POST", `/api/v1/admin/disputes/${disputeId}/decide`, adminA.cookie, {
      outcome: "dismiss",
      reasonCode: "evidence_supports_rating",
      statement: "The employer's records and the security shift logs support the rating; it stays as it is.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await disputeStatus(disputeId)).toBe("dismissed");
    const notes = await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, pro.userId), eq(notifications.title, "Your dispute was decided")));
    expect(notes[0]!.message).toContain("security shift logs");
  });
});

describe("a flag decision's reason the professional reads", () => {
  /** An open flag on a dispute text, claimed by adminA. */
  async function claimedFlag(subject: "dispute_statement" | "dispute_message", subjectId: string, author: string) {
    const [flag] = await t.database.db
      .insert(flags)
      .values({ source: "profanity", subject, subjectId, authorUserId: author, body: "flagged words", priority: 50 })
      .returning({ id: flags.id });
    const claimed = await call("POST", `/api/v1/admin/flags/${flag!.id}/claim`, adminA.cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    return flag!.id;
  }

  it("hiding the professional's dispute statement with a reason naming the rater is refused; nothing changes", async () => {
    const { pro, disputeId } = await claimedAcmeDispute();
    const flagId = await claimedFlag("dispute_statement", disputeId, pro.userId);
    const before = await traces(disputeId, pro);
    for (const action of ["hide", "warn"] as const) {
      const res = await call("POST", `/api/v1/admin/flags/${flagId}/decide`, adminA.cookie, {
        action,
        reason: "Do not guess that Acme Sec rated you; keep to the facts of the rating.",
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toMatchObject({
        code: "names_rater",
        fields: { reason: expect.stringContaining("Acme Sec") },
      });
    }
    expect(await traces(disputeId, pro)).toEqual(before);
    const [row] = await t.database.db.select({ state: flags.state }).from(flags).where(eq(flags.id, flagId));
    expect(row!.state).toBe("open");
    const ok = await call("POST", `/api/v1/admin/flags/${flagId}/decide`, adminA.cookie, {
      action: "hide",
      reason: "Keep to the facts of the rating; guesses about who rated you are hidden.",
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("the employer's own answer: the reason goes back to the employer and is not screened", async () => {
    const { employer, disputeId } = await claimedAcmeDispute();
    const [message] = await t.database.db
      .insert(disputeMessages)
      .values({ disputeId, authorRole: "employer", authorId: employer.userId, audience: "employer", body: "Rude." })
      .returning({ id: disputeMessages.id });
    const flagId = await claimedFlag("dispute_message", message!.id, employer.userId);
    const res = await call("POST", `/api/v1/admin/flags/${flagId}/decide`, adminA.cookie, {
      action: "warn",
      reason: "Acme Sec: answers to Standing stay civil, whatever the dispute says.",
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("texts that reach only the employer, and what the administrator's screen receives", () => {
  it("an appeal's decision goes to the employer alone: not screened; the professional hears no words of it", async () => {
    const { employer, pro, disputeId } = await claimedAcmeDispute();
    expect((await decide(adminA, disputeId, "remove")).statusCode).toBe(200);
    const strikes = (await call("GET", "/api/v1/employer/disputes", employer.cookie)).json().strikes;
    const filed = await call("POST", `/api/v1/employer/strikes/${strikes[0].id}/appeal`, employer.cookie, {
      statement: "We re-checked our payroll and this person did work for us; records are attached.",
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const appeal = (await call("GET", "/api/v1/admin/appeals", adminB.cookie))
      .json()
      .appeals.find((a: { disputeId: string }) => a.disputeId === disputeId);
    expect((await call("POST", `/api/v1/admin/appeals/${appeal.id}/claim`, adminB.cookie)).statusCode).toBe(200);
    const upheld = await call("POST", `/api/v1/admin/appeals/${appeal.id}/decide`, adminB.cookie, {
      outcome: "uphold",
      reasonCode: "new_evidence",
      statement: "Acme Sec sent the payroll record from payroll@acme-sec.example; the strike is reversed.",
    });
    expect(upheld.statusCode, upheld.body).toBe(200);
    await t.app.ctx.jobs.drain([JOB_NAMES.noticeMail]);
    const proNotes = await t.database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, pro.userId));
    expect(proNotes.map((n) => n.title)).toContain("A removed rating was restored");
    const proMail = await t.database.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, pro.email));
    const view = await call("GET", `/api/v1/professional/disputes/${disputeId}`, pro.cookie);
    for (const seen of [JSON.stringify(proNotes), JSON.stringify(proMail), view.body]) {
      expect(seen).not.toMatch(/acme/i);
      expect(seen).not.toContain("strike is reversed");
    }
  });

  it("the administrator's dispute detail carries the rater's identifiers; the other audiences never do", async () => {
    const { employer, pro, disputeId } = await claimedAcmeDispute();
    const [owner] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, employer.userId));
    const detail = await call("GET", `/api/v1/admin/disputes/${disputeId}`, adminA.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().raterScreen).toEqual({
      identifiers: expect.arrayContaining([
        { kind: "company_name", value: "Acme Sec, Inc." },
        { kind: "domain", value: "acme-sec.example" },
        { kind: "domain", value: employer.domain },
        { kind: "email", value: owner!.email },
        { kind: "email", value: "payroll@acme-sec.example" },
        { kind: "contact_name", value: "Erin Employer" },
        { kind: "user_name", value: "Jordan Quillfeather" },
      ]),
      ownDomains: ["standing.example"],
    });
    const proView = await call("GET", `/api/v1/professional/disputes/${disputeId}`, pro.cookie);
    const empView = await call("GET", "/api/v1/employer/disputes", employer.cookie);
    for (const body of [proView.body, empView.body]) {
      expect(body).not.toContain("raterScreen");
      expect(body).not.toContain(colleague.email);
    }
    expect(proView.body).not.toMatch(/acme|quillfeather|erin employer/i);
    professionalSaw.push(proView.body);
  });

  it("nothing the professional side received during this suite names Acme", () => {
    expect(professionalSaw.length).toBeGreaterThan(0);
    for (const body of professionalSaw) expect(body).not.toMatch(/acme|quillfeather|erin employer/i);
  });
});
