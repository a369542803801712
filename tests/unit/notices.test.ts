import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PREFERENCES,
  emailAllowed,
  NOTICE_KINDS,
  NOTICES,
  notice,
  PREFERENCE_FIELDS,
  type PreferenceField,
} from "../../src/core/notices";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "../../src/server/auth/unsubscribe-token";
import { ratingBatchPeriodEnd } from "../../src/server/jobs/rating-notices";
import { backoffMs } from "../../src/web/features/notifications/live-notifications";

const prefsArb = fc.record(
  Object.fromEntries(PREFERENCE_FIELDS.map((f) => [f, fc.boolean()])) as Record<PreferenceField, fc.Arbitrary<boolean>>,
);

describe("the notice catalogue", () => {
  it("every kind has an audience, a known topic or none, and wording with an in-app link or none", () => {
    expect(NOTICE_KINDS.length).toBeGreaterThanOrEqual(19);
    for (const kind of NOTICE_KINDS) {
      const def = NOTICES[kind];
      expect(["professional", "employer", "any"]).toContain(def.audience);
      expect([null, "newRating", "disputeUpdates", "verificationUpdates", "subscriptionReminders"]).toContain(
        def.topic,
      );
    }
    const n = notice("rating.received", { count: 3 });
    expect(n).toMatchObject({ kind: "rating.received", topic: "newRating", mailed: true });
    expect(n.title).toBe("You received 3 new ratings");
    expect(n.message).toContain("3 times");
    expect(notice("rating.received", { count: 1 }).title).toBe("You received a new rating");
    // A decision is mailed through notify (its fuller form); the invitation is mailed by its producer (D210).
    expect(notice("claim.approved", { profileName: "A B" }).mailed).toBe(true);
    expect(notice("roster.invitation", {}).mailed).toBe(false);
    for (const kind of NOTICE_KINDS) {
      const link = (NOTICES[kind].compose as (p: object) => { link: string | null })({
        count: 1,
        ratingMonth: "May 2026",
        disputeId: "d",
        title: "t",
        message: "m",
        link: "/x",
        outcome: "o",
        method: "EIN",
        reason: "r",
        profileName: "p",
        plan: "Pro",
        date: "2026-12-31",
        args: ["Pro", "May 1, 2026"],
        typeLabel: "Factual error",
        decisionBy: new Date(),
        dueAt: new Date(),
        removed: true,
        statement: "s",
        ordinal: 1,
        appealBy: new Date(),
        suspendedUntil: null,
        permanent: false,
        upheld: false,
        what: "Profile headline",
      }).link;
      if (link !== null) expect(link.startsWith("/") && !link.startsWith("//"), kind).toBe(true);
    }
  });

  it("e-mail rule: master and type switch both on; own-account notices always; marketing is not a notice topic", () => {
    fc.assert(
      fc.property(prefsArb, (prefs) => {
        for (const topic of ["newRating", "disputeUpdates", "verificationUpdates", "subscriptionReminders"] as const)
          expect(emailAllowed(prefs, topic)).toBe(prefs.emailNotifications && prefs[topic]);
        expect(emailAllowed(prefs, null)).toBe(true);
      }),
    );
    expect(DEFAULT_PREFERENCES).toEqual({
      emailNotifications: true,
      newRating: true,
      disputeUpdates: true,
      verificationUpdates: true,
      subscriptionReminders: true,
      marketingEmails: false,
    });
  });
});

describe("unsubscribe tokens", () => {
  it("round-trip for their user and topic; any changed character breaks them", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.nat(), (userId, at) => {
        const token = signUnsubscribeToken("secret-one-secret-one-secret-one", userId, "disputeUpdates");
        expect(verifyUnsubscribeToken("secret-one-secret-one-secret-one", token)).toEqual({
          userId,
          topic: "disputeUpdates",
        });
        expect(verifyUnsubscribeToken("secret-two-secret-two-secret-two", token)).toBeNull();
        const i = at % token.length;
        const flipped = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
        if (flipped !== token) expect(verifyUnsubscribeToken("secret-one-secret-one-secret-one", flipped)).toBeNull();
      }),
    );
  });
});

describe("timing", () => {
  it("the daily batch period ends at the last 17:00 UTC at or before now", () => {
    expect(ratingBatchPeriodEnd(new Date("2026-05-10T16:59:59Z")).toISOString()).toBe("2026-05-09T17:00:00.000Z");
    expect(ratingBatchPeriodEnd(new Date("2026-05-10T17:00:00Z")).toISOString()).toBe("2026-05-10T17:00:00.000Z");
    expect(ratingBatchPeriodEnd(new Date("2026-05-10T23:00:00Z")).toISOString()).toBe("2026-05-10T17:00:00.000Z");
  });

  it("stream reconnects back off from 1 s to 30 s with bounded jitter", () => {
    expect(backoffMs(0, 0)).toBe(1000);
    expect(backoffMs(1, 0)).toBe(2000);
    expect(backoffMs(10, 0)).toBe(30_000);
    expect(backoffMs(10, 1)).toBe(39_000);
  });
});
