import { and, eq, like, not } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, NOTICES, type NoticeKind, notice } from "../../src/core/notices";
import { verifyUnsubscribeToken } from "../../src/server/auth/unsubscribe-token";
import { inviteToClaim } from "../../src/server/commands/claim-invitations";
import { notify, queueRatingNotice } from "../../src/server/commands/notify";
import { BILLING_NOTICE_KINDS } from "../../src/server/commands/receive-billing-webhook";
import { sendRenewalReminders } from "../../src/server/commands/renewal-reminders";
import { type DISPUTE_NOTICE_KINDS, sendDisputeNotice } from "../../src/server/commands/send-dispute-notice";
import { claimInvitations, mailOutbox, notifications, subscriptions } from "../../src/server/db/schema";
import { runRatingNotices } from "../../src/server/jobs/rating-notices";
import { JOB_NAMES } from "../../src/server/kernel/job-names";
import type { TestAccount } from "../../src/server/test/auth-helpers";
import { createProfessionalWithProfile } from "../../src/server/test/dispute-helpers";
import { createEmployerSession, type EmployerSession } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { oneClickUnsubscribe, setUpTestApp } from "./helpers";

/**
 * One row per notice kind in the catalogue (the Record type makes the table complete): each event writes its
 * notice, and its e-mail goes out by preference — with the defaults, once, with RFC 8058 one-click unsubscribe
 * headers for its own type, the unsubscribe page link and the preferences link; with its type switch off, or the
 * master switch off, none (D210). Producers are the real ones where they are reusable functions (the daily rating
 * batch, sendDisputeNotice, inviteToClaim); the rest go through `notify` as their commands do, whose commands'
 * own tests (employer-verification, professional-claim, billing) check the same mail headers end to end.
 */
let employer: EmployerSession;
/** One person for the whole table (sign-ups are rate limited): each row starts from an empty inbox and defaults. */
let person: Person;
const PUBLIC = "https://standing.test";
const t = setUpTestApp({ publicUrl: PUBLIC });
beforeAll(async () => {
  employer = await createEmployerSession(t.app);
  person = await createProfessionalWithProfile(t.app, t.database);
});

type Person = TestAccount & { professionalId: string };
type Producer = (p: Person) => Promise<void>;
const tx = <T>(fn: Parameters<typeof t.database.db.transaction<T>>[0]) => t.database.db.transaction(fn);
let clock = Date.now();

const rating =
  (kind: "rating.received" | "rating.edited" | "rating.removed"): Producer =>
  async (p) => {
    await tx((x) => queueRatingNotice(x, p.professionalId, kind, new Date()));
    clock += 2 * 86_400_000;
    await runRatingNotices(t.database.db, new Date(clock));
  };
const viaNotify =
  (n: () => ReturnType<typeof notice>): Producer =>
  async (p) => {
    await tx((x) => notify(x, { userId: p.userId, notice: n() }));
  };
const dispute =
  (name: keyof typeof DISPUTE_NOTICE_KINDS, args: object): Producer =>
  async (p) => {
    await tx((x) =>
      sendDisputeNotice(x, { name, userId: p.userId, args: args as never, at: new Date(), publicUrl: PUBLIC }),
    );
  };
const billing = (type: keyof typeof BILLING_NOTICE_KINDS): Producer =>
  viaNotify(() => notice(BILLING_NOTICE_KINDS[type], { args: ["Business", "May 1, 2026"] }));
const soon = new Date(Date.now() + 7 * 86_400_000);
/** A roster import naming the person's e-mail on an unclaimed profile (the invitation is the notice's e-mail). */
const invitation: Producer = async (p) => {
  const { id } = await buildProfessional(t.database, {});
  await tx((x) =>
    inviteToClaim(x, {
      targets: [{ professionalId: id, email: p.email, firstName: "Pat" }],
      employerId: employer.employerId,
      now: new Date(),
      publicUrl: PUBLIC,
      unsubscribeSecret: t.app.ctx.authSecret,
    }),
  );
};

const TABLE: Record<NoticeKind, Producer> = {
  "rating.received": rating("rating.received"),
  "rating.edited": rating("rating.edited"),
  "rating.removed": rating("rating.removed"),
  "dispute.received": viaNotify(() => notice("dispute.received", { ratingMonth: "March 2026", disputeId: "d1" })),
  "dispute.employer_received": dispute("employerDisputeReceived", { typeLabel: "Factual error", decisionBy: soon }),
  "dispute.employer_withdrawn": dispute("employerDisputeWithdrawn", { typeLabel: "Factual error" }),
  "dispute.professional_info_requested": dispute("professionalInfoRequested", { dueAt: soon }),
  "dispute.employer_info_requested": dispute("employerInfoRequested", { dueAt: soon }),
  "dispute.professional_decision": dispute("professionalDecision", { removed: true, reason: "r", statement: "s" }),
  "dispute.employer_decision": dispute("employerDecision", { removed: false, reason: "r", statement: "s" }),
  "dispute.employer_strike": dispute("employerStrike", {
    ordinal: 1,
    appealBy: soon,
    suspendedUntil: null,
    permanent: false,
  }),
  "dispute.employer_appeal_decided": dispute("employerAppealDecided", { upheld: true, reason: "r", statement: "s" }),
  "dispute.professional_rating_restored": dispute("professionalRatingRestored", {}),
  "dispute.professional_overdue": dispute("professionalOverdue", {}),
  "dispute.employer_appealed": dispute("employerDisputeAppealed", { typeLabel: "Factual error" }),
  "dispute.professional_appeal_decided": dispute("professionalAppealDecided", {
    upheld: true,
    reason: "r",
    statement: "s",
  }),
  "dispute.employer_appeal_result": dispute("employerDisputeAppealDecided", {
    upheld: false,
    reason: "r",
    statement: "s",
  }),
  "verification.approved": viaNotify(() => notice("verification.approved", { method: "EIN" })),
  "verification.superseded": viaNotify(() => notice("verification.superseded", { method: "EIN" })),
  "verification.rejected": viaNotify(() => notice("verification.rejected", { reason: "Unreadable" })),
  "claim.approved": viaNotify(() => notice("claim.approved", { profileName: "Pat Doe" })),
  "claim.rejected": viaNotify(() => notice("claim.rejected", { profileName: "Pat Doe", reason: "No match" })),
  "claim.closed": viaNotify(() => notice("claim.closed", { profileName: "Pat Doe" })),
  "claim.via_invitation": viaNotify(() => notice("claim.via_invitation", {})),
  "roster.invitation": invitation,
  "billing.plan_activated": billing("planActivated"),
  "billing.plan_changed": billing("planChanged"),
  "billing.cancel_scheduled": billing("cancelScheduled"),
  // The real producer: the daily reminder over a paid plan that renews within the week.
  "billing.renewal_upcoming": async (p) => {
    await t.database.db
      .update(subscriptions)
      .set({
        subscriptionType: "individual_pro",
        status: "active",
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(Date.now() + 3 * 86_400_000),
        renewalRemindedFor: null,
      })
      .where(eq(subscriptions.userId, p.userId));
    expect(await sendRenewalReminders(t.database.db, new Date())).toBe(1);
  },
  "billing.renewal_failed": billing("renewalFailed"),
  "billing.plan_ended": billing("planEnded"),
  "moderation.text_hidden": viaNotify(() =>
    notice("moderation.text_hidden", { what: "Profile headline", reason: "Biased wording", link: null }),
  ),
  "moderation.warning": viaNotify(() =>
    notice("moderation.warning", { what: "Profile headline", reason: "Biased wording", link: null }),
  ),
  "moderation.rating_removed": viaNotify(() => notice("moderation.rating_removed", { reason: "Straight-lined" })),
  "privacy.export_ready": viaNotify(() => notice("privacy.export_ready", { link: "/legal/data-export" })),
  "privacy.deletion_scheduled": viaNotify(() => notice("privacy.deletion_scheduled", { date: "2026-12-23" })),
};

/** Producers in tests write outside a request, so nothing wakes the notice-mail pass: run it. */
const mailsTo = async (email: string) => {
  await t.app.ctx.jobs.runNow(JOB_NAMES.noticeMail);
  // Everything but the sign-up's own confirmation mail.
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), not(like(mailOutbox.kind, "verify%"))));
};
const putPrefs = (cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/v1/notification-preferences", headers: { cookie }, payload });

describe("every notice kind: its notice, and its e-mail by preference with one-click unsubscribe", () => {
  it.each(Object.keys(TABLE) as NoticeKind[])("%s", async (kind) => {
    const topic = NOTICES[kind].topic;
    const p = person;
    await t.database.db.delete(notifications).where(eq(notifications.userId, p.userId));
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, p.email));
    expect((await putPrefs(p.cookie, DEFAULT_PREFERENCES)).statusCode).toBe(200);
    await TABLE[kind](p);
    const written = await t.database.db.select().from(notifications).where(eq(notifications.userId, p.userId));
    expect(written.map((n) => n.kind)).toEqual([kind]);

    const mails = await mailsTo(p.email);
    expect(mails, kind).toHaveLength(1);
    const [mail] = mails;
    if (topic === null) {
      expect(mail!.headers ?? null).toBeNull();
    } else {
      const headers = mail!.headers ?? {};
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const link = /^<https:\/\/standing\.test\/api\/v1\/unsubscribe\?token=([^>]+)>$/.exec(
        headers["List-Unsubscribe"] ?? "",
      );
      expect(link, kind).not.toBeNull();
      expect(verifyUnsubscribeToken(t.app.ctx.authSecret, decodeURIComponent(link![1]!))).toEqual({
        userId: p.userId,
        topic,
      });
      expect(mail!.textBody).toContain(`${PUBLIC}/unsubscribe?token=`);
      if (mail!.htmlBody) expect(mail!.htmlBody).toContain(`${PUBLIC}/unsubscribe?token=`);
    }
    expect(mail!.textBody).toContain(`${PUBLIC}/settings/notifications`);
    if (topic === null) return;

    // Its type switch off: the notice is written, no e-mail.
    expect((await putPrefs(p.cookie, { ...DEFAULT_PREFERENCES, [topic]: false })).statusCode).toBe(200);
    await TABLE[kind](p);
    expect(await mailsTo(p.email)).toHaveLength(1);
    // The master switch off (its type on): none either.
    expect((await putPrefs(p.cookie, { ...DEFAULT_PREFERENCES, emailNotifications: false })).statusCode).toBe(200);
    await TABLE[kind](p);
    expect(await mailsTo(p.email)).toHaveLength(1);
    const all = await t.database.db.select().from(notifications).where(eq(notifications.userId, p.userId));
    expect(all.filter((n) => n.kind === kind)).toHaveLength(3);
  });
});

describe("a roster invitation to an address with no account (D212)", () => {
  it("carries a one-click unsubscribe that suppresses further invitations to that address only", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const other = `somebody-${Date.now()}@example.com`;
    const invite = async (to: string) => {
      const { id } = await buildProfessional(t.database, {});
      await tx((x) =>
        inviteToClaim(x, {
          targets: [{ professionalId: id, email: to, firstName: "Sam" }],
          employerId: employer.employerId,
          now: new Date(),
          publicUrl: PUBLIC,
          unsubscribeSecret: t.app.ctx.authSecret,
        }),
      );
    };
    await invite(email);
    const [mail] = await mailsTo(email);
    expect(mail?.kind).toBe("roster_invite");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = decodeURIComponent(/token=([^>]+)>$/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!);
    expect(verifyUnsubscribeToken(t.app.ctx.authSecret, token)).toEqual({ address: email, topic: "rosterInvitations" });
    // No account, so no preferences page to point to.
    expect(mail!.textBody).not.toContain("/settings/notifications");
    expect(mail!.textBody).toContain(`${PUBLIC}/unsubscribe?token=`);

    // What a mail client posts (RFC 8058 §3.1): form-encoded, no cookies.
    const res = await oneClickUnsubscribe(t, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ topic: "rosterInvitations", unsubscribed: true });
    const view = await t.app.inject({ method: "GET", url: `/api/v1/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(view.json()).toMatchObject({ topic: "rosterInvitations", unsubscribed: true });

    // A later invitation is still recorded (the employer's roster is theirs) but not mailed; others still are.
    await invite(email);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await t.database.db.select().from(claimInvitations).where(eq(claimInvitations.email, email))).toHaveLength(
      2,
    );
    await invite(other);
    expect(await mailsTo(other)).toHaveLength(1);
  });
});
