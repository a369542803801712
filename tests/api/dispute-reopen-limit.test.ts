import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DISPUTE_LIMITS, DISPUTES, disputeAgainFrom, reopenDateLabel } from "../../src/core/contracts/disputes";
import { createDiskStorage } from "../../src/server/adapters/storage/disk-storage";
import { openDispute } from "../../src/server/commands/open-dispute";
import { notifications, ratings } from "../../src/server/db/schema";
import { createProfessionalWithProfile, multipartBody } from "../../src/server/test/dispute-helpers";
import { TEST_ORIGIN } from "../../src/server/test/employer-factories";
import { buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestAppWithDataDir } from "./helpers";

const t = setUpTestAppWithDataDir("dispute-reopen-");

const STATEMENT = "I never worked at this company; I was in another state for all of that year.";
const DAY = 86_400_000;
const dateLabel = (d: Date) =>
  d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

const post = (cookie: string, url: string, fields: Record<string, string> = {}) =>
  t.sendForm(url, cookie, multipartBody(fields));

describe("re-opening a withdrawn dispute is limited (issue 20 §4, D70)", () => {
  it("the third opening within 30 days is refused with when it may be tried again; after that it opens", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database, { headline: "Line Cook" });
    const employer = await buildVerifiedEmployer(t.database);
    const ratingId = (await buildRating(t.database, { professionalId: pro.professionalId, employer, score: 2 })).id;
    const fields = { ratingId, disputeType: "factual_inaccuracy", statement: STATEMENT };

    for (let i = 0; i < DISPUTE_LIMITS.withdrawalsPerRating; i++) {
      const opened = await post(pro.cookie, "/api/v1/professional/disputes", fields);
      expect(opened.statusCode, opened.body).toBe(201);
      const withdrawn = await post(pro.cookie, `/api/v1/professional/disputes/${opened.json().dispute.id}/withdraw`);
      expect(withdrawn.statusCode).toBe(200);
    }
    const before = Date.now();
    const refused = await post(pro.cookie, "/api/v1/professional/disputes", fields);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    // The oldest withdrawal in the window was a moment ago: the date is 30 days from about now.
    const message = refused.json().error.message;
    expect(
      [dateLabel(new Date(before + 30 * DAY)), dateLabel(new Date(Date.now() + 30 * DAY))].map(DISPUTES.reopenLimit),
    ).toContain(message);

    // Nothing was written by the refusal: the rating is active, one notice per accepted opening.
    const [rating] = await t.database.db
      .select({ status: ratings.status })
      .from(ratings)
      .where(eq(ratings.id, ratingId));
    expect(rating?.status).toBe("active");
    const notices = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, pro.userId), eq(notifications.title, "Dispute received")));
    expect(notices).toHaveLength(DISPUTE_LIMITS.withdrawalsPerRating);

    // The ratings list says so up front: no Dispute button, the date instead.
    const list = await t.send("GET", "/api/v1/professional/ratings", pro.cookie);
    const listed = (
      list.json().ratings as Array<{ id: string; canDispute: boolean; disputeAgainFrom: string | null }>
    ).find((r) => r.id === ratingId);
    expect(listed?.canDispute).toBe(false);
    expect(message).toBe(DISPUTES.reopenLimit(reopenDateLabel(new Date(listed!.disputeAgainFrom!))));

    const later = new Date(Date.now() + (DISPUTE_LIMITS.reopenWindowDays + 1) * DAY);
    const reopened = await openDispute(t.database, createDiskStorage(join(t.dataDir, "files")), {
      actor: { kind: "user", userId: pro.userId, email: pro.email, roles: ["professional"] },
      input: { ratingId, disputeType: "factual_inaccuracy", statement: STATEMENT },
      files: [],
      now: later,
      origin: TEST_ORIGIN,
    });
    expect(reopened.dispute.status).toBe("open");
  });
});

describe("disputeAgainFrom", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  it("is null below the limit or when the withdrawals have left the window", () => {
    expect(disputeAgainFrom([], now)).toBeNull();
    expect(disputeAgainFrom([ago(1)], now)).toBeNull();
    expect(disputeAgainFrom([ago(31), ago(40)], now)).toBeNull();
    expect(disputeAgainFrom([ago(31), ago(2)], now)).toBeNull();
  });
  it("is when the older of the last two withdrawals leaves the window", () => {
    expect(disputeAgainFrom([ago(2), ago(10)], now)).toEqual(new Date(ago(10).getTime() + 30 * DAY));
    expect(disputeAgainFrom([ago(1), ago(2), ago(10)], now)).toEqual(new Date(ago(2).getTime() + 30 * DAY));
  });
});
