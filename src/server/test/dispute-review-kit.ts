import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { setClockOffset } from "../clock";
import { disputes, notifications, professionals, ratings } from "../db/schema";
import type { TestAccount } from "./auth-helpers";
import { createProfessionalWithProfile, multipartBody, PDF } from "./dispute-helpers";
import type { EmployerSession } from "./employer-factories";
import { buildRating, buildVerifiedEmployer } from "./factories";
import type { TestApp } from "./test-app";

export const DISPUTE_STATEMENT =
  "I never worked for this company; my tax records for that year show another employer entirely.";

/**
 * The steps the dispute-review and dispute-strikes suites share: file a dispute through the API, claim and decide
 * it as a moderator, and read back figures, states and notices. `app()` is read on each call because the suites
 * build their app in `beforeAll`; `professionalSaw` collects what the professional side received for the
 * anonymity checks.
 */
export function disputeReviewKit(app: () => TestApp, professionalSaw: string[]) {
  const t = app;
  const moveClock = (ms: number) => setClockOffset(ms, { devTools: true, env: "test" });

  async function call(method: "GET" | "POST", url: string, cookie: string, payload?: object) {
    return t().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  }

  /** A professional with a rating by `employer`, disputed through the API. */
  async function disputedRating(employer: EmployerSession, score = 1) {
    const { app: fastify, database } = t();
    const pro = await createProfessionalWithProfile(fastify, database, { headline: "Welder" });
    const built = {
      id: employer.employerId,
      companyName: "unused",
      user: {
        id: employer.userId,
        email: employer.email,
        name: "",
        roles: ["employer" as const],
        actor: employer.actor,
      },
    };
    // Two more ratings by others (5 and 5): with this one, 3 employers, so the figures are published (D304).
    for (let i = 0; i < 2; i++) {
      const other = await buildVerifiedEmployer(database);
      await buildRating(database, { professionalId: pro.professionalId, employer: other, score: 5 });
    }
    const { id: ratingId } = await buildRating(database, {
      professionalId: pro.professionalId,
      employer: built,
      score,
    });
    const form = multipartBody({ ratingId, disputeType: "never_worked_there", statement: DISPUTE_STATEMENT }, [
      { name: "tax-record-secret.pdf", type: "application/pdf", data: PDF },
    ]);
    const res = await fastify.inject({
      method: "POST",
      url: "/api/v1/professional/disputes",
      headers: { cookie: pro.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    professionalSaw.push(res.body);
    return { pro, ratingId, disputeId: res.json().dispute.id as string };
  }

  async function claim(admin: TestAccount, disputeId: string) {
    return call("POST", `/api/v1/admin/disputes/${disputeId}/claim`, admin.cookie);
  }

  async function decide(admin: TestAccount, disputeId: string, outcome: "remove" | "dismiss", reasonCode?: string) {
    return call("POST", `/api/v1/admin/disputes/${disputeId}/decide`, admin.cookie, {
      outcome,
      reasonCode: reasonCode ?? (outcome === "remove" ? "employment_not_verified" : "evidence_supports_rating"),
      statement: "The employment could not be verified from the records either side provided to us.",
    });
  }

  async function figures(professionalId: string) {
    const [row] = await t()
      .database.db.select({ average: professionals.averageRating, total: professionals.totalRatings })
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    return { average: Number(row!.average), total: row!.total };
  }

  async function disputeStatus(id: string) {
    const [row] = await t().database.db.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, id));
    return row?.status;
  }

  async function ratingStatus(id: string) {
    const [row] = await t().database.db.select({ status: ratings.status }).from(ratings).where(eq(ratings.id, id));
    return row?.status;
  }

  async function inbox(userId: string) {
    return t()
      .database.db.select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  }

  return { moveClock, call, disputedRating, claim, decide, figures, disputeStatus, ratingStatus, inbox };
}
