import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { profiles } from "../db/schema";
import type { TestAccount } from "./auth-helpers";
import type { disputeReviewKit } from "./dispute-review-kit";
import { createEmployerSession } from "./employer-factories";
import type { TestApp } from "./test-app";

export const APPEAL_TEXT =
  "The reviewer did not look at my tax records, which show another employer for the whole year.";
export const CLEAN_STATEMENT =
  "The tax records sent with the appeal show the professional worked elsewhere that year, so the rating is removed.";

/**
 * The steps the two dispute-appeal suites share (professional-appeals, appeal-first-decider): a dispute the
 * professional lost to `firstDecider`, filing its appeal, the appeals queue's row for it, and an administrator made
 * (in)active. `app()` and `firstDecider()` are read on each call: the suites build them in `beforeAll`.
 */
export function appealKit(
  app: () => TestApp,
  kit: Pick<ReturnType<typeof disputeReviewKit>, "call" | "disputedRating" | "claim" | "decide">,
  firstDecider: () => TestAccount,
) {
  /** A dispute dismissed by the first decider: the professional lost it. */
  async function lostDispute() {
    const employer = await createEmployerSession(app().app);
    const c = await kit.disputedRating(employer);
    expect((await kit.claim(firstDecider(), c.disputeId)).statusCode).toBe(200);
    expect((await kit.decide(firstDecider(), c.disputeId, "dismiss")).statusCode).toBe(200);
    return { ...c, employer };
  }

  async function fileAppeal(cookie: string, disputeId: string, payload: unknown) {
    return app().app.inject({
      method: "POST",
      url: `/api/v1/professional/disputes/${disputeId}/appeal`,
      headers: { cookie, "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  }

  async function queueRow(admin: TestAccount, disputeId: string) {
    const res = await kit.call("GET", "/api/v1/admin/appeals", admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return {
      body: res.json(),
      row: res.json().disputeAppeals.find((a: { disputeId: string }) => a.disputeId === disputeId),
    };
  }

  async function setActive(account: TestAccount, active: boolean) {
    await app()
      .database.db.update(profiles)
      .set({ deactivatedAt: active ? null : new Date() })
      .where(eq(profiles.id, account.userId));
  }

  return { lostDispute, fileAppeal, queueRow, setActive };
}
