import { describe, expect, it } from "vitest";
import { FAQ_GROUPS } from "../../src/core/content/faq";
import { HELP_CATEGORIES } from "../../src/core/content/help-articles";
import { PRIVACY } from "../../src/core/content/legal/privacy";
import { TERMS } from "../../src/core/content/legal/terms";
import { DISPUTE_STATUS_HELP, DISPUTE_VISIBILITY } from "../../src/core/contracts/disputes";
import { claimDispute, requestDisputeInfo } from "../../src/server/commands/dispute-review";
import { createAccount } from "../../src/server/test/auth-helpers";
import { createProfessionalWithProfile, multipartBody, PDF } from "../../src/server/test/dispute-helpers";
import {
  backdateRating,
  createEmployerSession,
  ratingPayload,
  TEST_ORIGIN,
} from "../../src/server/test/employer-factories";
import { setUpTestApp } from "./helpers";

/**
 * Issue 33 §4 (D301): the copy on both sides of a dispute says what each party sees, and it is true. The employer
 * sees its own rating of the professional (so, who disputed), the reason chosen and Standing's questions to it; never
 * the statement, messages or evidence. The professional is told exactly that, nowhere "without revealing you".
 */
const t = setUpTestApp();

const STATEMENT = "Copy check: I left this company two years before the month of this rating.";
const EVIDENCE_NAME = "payslips-copy-check.pdf";
const UNTRUE =
  /without revealing|anonymously|not told who|never told who|reporter stays anonymous|who raised it|disputes are private/i;

describe("dispute copy on both sides (D301)", () => {
  it("what the professional is told the employer sees is what the employer's page shows, and no more", async () => {
    const emp = await createEmployerSession(t.app);
    const pro = await createProfessionalWithProfile(t.app, t.database, { firstName: "Riley", lastName: "Quinnfield" });
    const rated = await t.send("POST", "/api/v1/employer/ratings", emp.cookie, ratingPayload(pro.professionalId));
    expect(rated.statusCode, rated.body).toBe(201);
    const ratingId = rated.json().rating.id as string;
    await backdateRating(t.app, ratingId, new Date(Date.now() - 3 * 86_400_000));

    const form = multipartBody({ ratingId, disputeType: "never_worked_there", statement: STATEMENT }, [
      { name: EVIDENCE_NAME, type: "application/pdf", data: PDF },
    ]);
    const opened = await t.sendForm("/api/v1/professional/disputes", pro.cookie, form);
    expect(opened.statusCode, opened.body).toBe(201);
    const disputeId = opened.json().dispute.id as string;

    // The professional's notice says what the employer sees.
    const notes = await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: { cookie: pro.cookie } });
    expect(notes.body).toContain(DISPUTE_VISIBILITY.professional);
    expect(notes.body).not.toMatch(UNTRUE);

    // A moderator asks the employer for its side: the state the professional reads about.
    const admin = await createAccount(t.app);
    const moderator = { kind: "user" as const, userId: admin.userId, email: admin.email, roles: ["admin" as const] };
    const ctx = { actor: moderator, disputeId, now: new Date(), origin: TEST_ORIGIN, publicUrl: "http://localhost" };
    await claimDispute(t.database, ctx);
    await requestDisputeInfo(t.database, { ...ctx, input: { party: "employer", question: "Copy check: your side?" } });

    const proView = await t.send("GET", `/api/v1/professional/disputes/${disputeId}`, pro.cookie);
    expect(proView.json().status).toBe("awaiting_employer");
    expect(DISPUTE_STATUS_HELP.awaiting_employer).not.toMatch(UNTRUE);

    // The employer's page: its rating of this professional (so it knows who disputed) and the reason chosen — as the
    // professional was told — and never the statement or the evidence.
    const empView = await t.send("GET", "/api/v1/employer/disputes", emp.cookie);
    expect(empView.statusCode, empView.body).toBe(200);
    const [d] = empView.json().disputes;
    expect(d.rating.professionalName).toBe("Riley Quinnfield");
    expect(d.typeLabel).toBe("Never worked there");
    expect(empView.body).toContain("Copy check: your side?");
    expect(empView.body).not.toContain(STATEMENT);
    expect(empView.body).not.toContain(EVIDENCE_NAME);
    expect(empView.body).not.toContain("payslips");
    // The employer's own notices say no more either.
    const empNotes = await t.send("GET", "/api/v1/notifications", emp.cookie);
    expect(empNotes.body).toContain("Never worked there");
    expect(empNotes.body).not.toContain(STATEMENT);
    // Both sides' explanations say that much, in the words of D301.
    expect(DISPUTE_VISIBILITY.professional).toMatch(/reason you chose/);
    expect(DISPUTE_VISIBILITY.professional).toMatch(/never sees your statement, your messages or your evidence/);
    expect(DISPUTE_VISIBILITY.employer).toMatch(/professional you rated/);
  });

  it("no page promises the professional that the employer does not learn who disputed", () => {
    const texts = [
      ...Object.values(DISPUTE_STATUS_HELP),
      ...Object.values(DISPUTE_VISIBILITY),
      JSON.stringify(TERMS),
      JSON.stringify(PRIVACY),
      JSON.stringify(FAQ_GROUPS),
      JSON.stringify(HELP_CATEGORIES),
    ];
    for (const text of texts) expect(text).not.toMatch(UNTRUE);
  });
});
