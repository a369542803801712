import { BILLING_NOTICES, type BillingNoticeType } from "./billing-notices";
import { DISPUTE_VISIBILITY } from "./contracts/disputes";
import { DISPUTE_NOTICES, type DisputeNoticeName } from "./dispute-notices";
import { CLAIM, EMPLOYER } from "./messages";

/**
 * The one catalogue of notices (DESIGN "One catalogue of notices", D120). Every in-app notification and its
 * e-mail form is named here once, with its audience, the preference switch that governs its e-mail, and its
 * wording. Producers call `notify(tx, { userId, notice: notice("kind", params) })` inside their transaction; the
 * in-app notice is always written, its e-mail only when the preferences allow (one decision for every notice e-mail:
 * `commands/notice-email.ts`, D210). One kind per event: every kind here has a producer and every kind produced is
 * here (tests/unit/notice-catalogue.test.ts, D211).
 *
 * Invariant: no notice names the employer behind a rating (or anything that identifies one) to anyone but
 * administrators. Parameters are therefore plain counts, months, outcomes and the recipient's own things.
 */

/** SPEC §3 notification_preferences: the switches that govern e-mail, in the order the settings page shows them. */
export const PREFERENCE_FIELDS = [
  "emailNotifications",
  "newRating",
  "disputeUpdates",
  "verificationUpdates",
  "subscriptionReminders",
  "marketingEmails",
] as const;
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

/** The four type switches that the e-mail master switch governs (SPEC §4); marketing stays independent. */
export const NOTICE_TOPICS = ["newRating", "disputeUpdates", "verificationUpdates", "subscriptionReminders"] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];
/** A topic an e-mail can be unsubscribed from: the four types and marketing. */
export type UnsubscribeTopic = NoticeTopic | "marketingEmails";
export const UNSUBSCRIBE_TOPICS = [...NOTICE_TOPICS, "marketingEmails"] as const;
/**
 * Roster invitations to an address with no account: unsubscribing adds the address to the suppression list, so no
 * employer's roster can invite it again (D212). Not a preference: there is no account to hold one.
 */
export const ROSTER_INVITATIONS_TOPIC = "rosterInvitations" as const;
export const ROSTER_INVITATIONS_LABEL = {
  label: "Invitations to claim a profile",
  about: "invitations to claim a profile",
} as const;

/** SPEC §3 defaults: everything on except marketing. */
export const DEFAULT_PREFERENCES: Record<PreferenceField, boolean> = {
  emailNotifications: true,
  newRating: true,
  disputeUpdates: true,
  verificationUpdates: true,
  subscriptionReminders: true,
  marketingEmails: false,
};

/** Labels and hints of the switches (settings page, unsubscribe page, e-mail footers). */
export const PREFERENCE_LABELS: Record<PreferenceField, { label: string; hint: string; about: string }> = {
  emailNotifications: {
    label: "Email notifications",
    hint: "Receive notifications by e-mail.",
    about: "notifications",
  },
  newRating: {
    label: "New rating",
    hint: "Once a day, for the ratings that arrived since the day before: a notice's time never points at who rated you.",
    about: "new ratings",
  },
  disputeUpdates: {
    label: "Dispute updates",
    hint: "When a dispute you are part of moves a step.",
    about: "dispute updates",
  },
  verificationUpdates: {
    label: "Verification updates",
    hint: "Decisions on business verification and profile claims.",
    about: "verification updates",
  },
  subscriptionReminders: {
    label: "Subscription reminders",
    hint: "Plan changes, renewals and payment problems.",
    about: "subscription reminders",
  },
  marketingEmails: {
    label: "Marketing emails",
    hint: "News and product updates from Standing.",
    about: "news and product updates",
  },
};

export interface NoticeText {
  title: string;
  message: string;
  /** An in-app path, never an absolute URL. */
  link: string | null;
}

export type NoticeAudience = "professional" | "employer" | "any";

interface NoticeDefinition<P> {
  audience: NoticeAudience;
  /** The switch that governs its e-mail; null = not switchable (the person's own account or data, like security mail). */
  topic: NoticeTopic | null;
  /**
   * The e-mail form is the producer's own, fuller mail (the invitation, which carries a single-use link that is
   * never stored in a notification), sent through `sendNoticeEmail` by the producer; `notify` queues none.
   */
  producerMails?: true;
  compose(params: P): NoticeText;
}

const define = <P>(d: NoticeDefinition<P>) => d;

const RATINGS_LINK = "/dashboard/professional";
const DISPUTES_LINK = "/dashboard/professional/disputes";
const CLAIM_LINK = "/dashboard/professional/claim";
const EMPLOYER_LINK = "/dashboard/employer";
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace("{n}", String(n)));

/**
 * A notice of the daily rating batch (D123): to the professional, about a count of ratings and nothing else, under a
 * title for one and for many (`{n}` stands for the count).
 */
function ratingBatch(title: [one: string, many: string], message: (count: number) => string) {
  return define<{ count: number }>({
    audience: "professional",
    topic: "newRating",
    compose: ({ count }) => ({ title: plural(count, ...title), message: message(count), link: RATINGS_LINK }),
  });
}

/** The employer's business is verified: one title, and a sentence saying how (`method`). */
function businessVerified(message: (method: string) => string) {
  return define<{ method: string }>({
    audience: "employer",
    topic: "verificationUpdates",
    compose: ({ method }) => ({ title: EMPLOYER.notifyVerifiedTitle, message: message(method), link: EMPLOYER_LINK }),
  });
}

/** What became of a professional's request to claim a profile: one sentence naming the profile, then the outcome. */
function claimOutcome<P extends { profileName: string } = { profileName: string }>(
  title: string,
  link: string,
  outcome: (params: P) => string,
) {
  return define<P>({
    audience: "professional",
    topic: "verificationUpdates",
    compose: (params) => ({
      title,
      message: `Your request to claim the profile of ${params.profileName} was ${outcome(params)}`,
      link,
    }),
  });
}

/** A moderator's step on one of the person's own texts (`what`, as its label names it), with their reason. */
function ownTextModerated(title: string, message: (what: string, reason: string) => string) {
  return define<{ what: string; reason: string; link: string | null }>({
    audience: "any",
    topic: null,
    compose: ({ what, reason, link }) => ({ title, message: message(what.toLowerCase(), reason), link }),
  });
}

type DisputeArgs<N extends DisputeNoticeName> = Parameters<(typeof DISPUTE_NOTICES)[N]["message"]>[0];
/** A dispute step's notice from its entry in core/dispute-notices.ts (audience, wording, link). */
function fromDispute<N extends DisputeNoticeName>(name: N) {
  const entry = DISPUTE_NOTICES[name];
  return define<DisputeArgs<N>>({
    audience: entry.audience,
    topic: "disputeUpdates",
    compose: (args) => ({
      title: entry.title,
      message: (entry.message as (a: DisputeArgs<N>) => string)(args),
      link: entry.link,
    }),
  });
}

/** A billing event's notice from its entry in core/billing-notices.ts; `args` are the plan name (and a date). */
function fromBilling(type: BillingNoticeType) {
  const entry = BILLING_NOTICES[type];
  return define<{ args: [string] | [string, string] }>({
    audience: "any",
    topic: "subscriptionReminders",
    compose: ({ args }) => ({
      title: entry.title,
      message: (entry.message as (...a: string[]) => string)(...args),
      link: "/dashboard/billing",
    }),
  });
}

export const NOTICES = {
  // Ratings, to the professional: batched into one notice a day at a fixed hour (D123), so the time of day does
  // not point at the rater. Counts only.
  "rating.received": ratingBatch(["You received a new rating", "You received {n} new ratings"], (count) =>
    plural(
      count,
      "A verified employer rated your work. See how it changes your standing.",
      "Verified employers rated your work {n} times. See how it changes your standing.",
    ),
  ),
  "rating.edited": ratingBatch(
    ["A rating about you was updated", "{n} ratings about you were updated"],
    () => "Its author changed it within the 24-hour edit window. Your scores are up to date.",
  ),
  "rating.removed": ratingBatch(
    ["A rating about you was removed", "{n} ratings about you were removed"],
    () => "It no longer counts towards your scores.",
  ),

  // Disputes (the disputes issue adds its steps through these).
  "dispute.received": define<{ ratingMonth: string; disputeId: string }>({
    audience: "professional",
    topic: "disputeUpdates",
    compose: ({ ratingMonth, disputeId }) => ({
      title: "Dispute received",
      message: `We received your dispute about the rating from ${ratingMonth}. Standing's Trust & Safety team will review it. ${DISPUTE_VISIBILITY.professional}`,
      link: `${DISPUTES_LINK}?dispute=${disputeId}`,
    }),
  }),
  /** Every further step of a dispute, to either side, in the dispute workflow's own wording (core/dispute-notices.ts). */
  "dispute.employer_received": fromDispute("employerDisputeReceived"),
  "dispute.employer_withdrawn": fromDispute("employerDisputeWithdrawn"),
  "dispute.professional_info_requested": fromDispute("professionalInfoRequested"),
  "dispute.employer_info_requested": fromDispute("employerInfoRequested"),
  "dispute.professional_decision": fromDispute("professionalDecision"),
  "dispute.employer_decision": fromDispute("employerDecision"),
  "dispute.employer_strike": fromDispute("employerStrike"),
  "dispute.employer_appeal_decided": fromDispute("employerAppealDecided"),
  "dispute.professional_rating_restored": fromDispute("professionalRatingRestored"),
  "dispute.professional_overdue": fromDispute("professionalOverdue"),
  "dispute.employer_appealed": fromDispute("employerDisputeAppealed"),
  "dispute.professional_appeal_decided": fromDispute("professionalAppealDecided"),
  "dispute.employer_appeal_result": fromDispute("employerDisputeAppealDecided"),

  // Verification and claims.
  "verification.approved": businessVerified(EMPLOYER.notifyVerifiedBy),
  "verification.superseded": businessVerified(EMPLOYER.notifyVerifiedSuperseded),
  "verification.rejected": define<{ reason: string }>({
    audience: "employer",
    topic: "verificationUpdates",
    compose: ({ reason }) => ({
      title: EMPLOYER.notifyRejectedTitle,
      message: EMPLOYER.notifyRejectedMessage(reason),
      link: "/dashboard/employer/verification",
    }),
  }),
  "claim.approved": claimOutcome(
    "Profile claimed",
    "/dashboard/professional",
    () => "approved. It now shows the Claimed Profile badge.",
  ),
  "claim.rejected": claimOutcome(
    "Claim request not approved",
    CLAIM_LINK,
    ({ reason }: { profileName: string; reason: string }) => `not approved. Reason: ${reason}`,
  ),
  "claim.closed": claimOutcome(
    "Claim request closed",
    CLAIM_LINK,
    () => `closed: the profile was ${CLAIM.claimedByOwnerReason}.`,
  ),
  "claim.via_invitation": define<Record<string, never>>({
    audience: "professional",
    topic: "verificationUpdates",
    compose: () => ({ title: "Profile claimed", message: CLAIM.claimedViaInvitation, link: "/dashboard/professional" }),
  }),
  /** A roster invitation to claim a profile, for someone who already has an account. Names no employer. */
  "roster.invitation": define<Record<string, never>>({
    audience: "professional",
    topic: "verificationUpdates",
    // The invitation e-mail itself carries the link (its token is never stored in a notification).
    producerMails: true,
    compose: () => ({
      title: "You were invited to claim your profile",
      message:
        "An employer who works with you added you to Standing. Claim your profile to see your ratings and dispute any you believe is wrong.",
      link: CLAIM_LINK,
    }),
  }),

  // Billing: one kind per subscription event, in the billing workflow's own wording (core/billing-notices.ts).
  "billing.plan_activated": fromBilling("planActivated"),
  "billing.plan_changed": fromBilling("planChanged"),
  "billing.cancel_scheduled": fromBilling("cancelScheduled"),
  "billing.renewal_upcoming": fromBilling("renewalUpcoming"),
  "billing.renewal_failed": fromBilling("renewalFailed"),
  "billing.plan_ended": fromBilling("planEnded"),

  // Moderation of the person's own texts and ratings (the flags queue, D173). About their own content: not switchable.
  "moderation.text_hidden": ownTextModerated(
    "A moderator hid your text",
    (what, reason) => `Your ${what} was hidden by moderation: ${reason}`,
  ),
  "moderation.warning": ownTextModerated(
    "A warning from the moderators",
    (what, reason) => `About your ${what}: ${reason}`,
  ),
  "moderation.rating_removed": define<{ reason: string }>({
    audience: "employer",
    topic: null,
    compose: ({ reason }) => ({
      title: "A moderator removed one of your ratings",
      message: `The rating no longer counts: ${reason}`,
      link: EMPLOYER_LINK,
    }),
  }),

  // Privacy (the privacy issue produces these). About the person's own data: not switchable, like security mail.
  "privacy.export_ready": define<{ link: string }>({
    audience: "any",
    topic: null,
    compose: ({ link }) => ({
      title: "Your data export is ready",
      message: "Download it within 7 days.",
      link,
    }),
  }),
  "privacy.deletion_scheduled": define<{ date: string }>({
    audience: "any",
    topic: null,
    compose: ({ date }) => ({
      title: "Account deletion scheduled",
      message: `Your account will be permanently deleted on ${date}. Until then our support team can restore it if you ask.`,
      link: null,
    }),
  }),
} as const;

export type NoticeKind = keyof typeof NOTICES;
export type NoticeParams<K extends NoticeKind> = Parameters<(typeof NOTICES)[K]["compose"]>[0];
export const NOTICE_KINDS = Object.keys(NOTICES) as NoticeKind[];

/** A composed notice: what `notify` writes. */
export interface Notice extends NoticeText {
  kind: NoticeKind;
  topic: NoticeTopic | null;
  /** Whether `notify` may queue the notice's own e-mail form (false when the producer mails, D122). */
  mailed: boolean;
}

export function notice<K extends NoticeKind>(kind: K, params: NoticeParams<K>): Notice {
  const def = NOTICES[kind] as NoticeDefinition<NoticeParams<K>>;
  return { kind, topic: def.topic, mailed: !def.producerMails, ...def.compose(params) };
}

/** The kinds the daily rating batch writes (D123). */
export const RATING_BATCH_KINDS = ["rating.received", "rating.edited", "rating.removed"] as const;
export type RatingBatchKind = (typeof RATING_BATCH_KINDS)[number];
/** The fixed hour (UTC) of the daily rating notices. */
export const RATING_BATCH_HOUR_UTC = 17;

/** Read notifications older than this are pruned by the retention job (D126). */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;

/**
 * The server rule (SPEC §4 master switch): a notice's e-mail goes out only when the master switch is on and its
 * type switch is on; a notice without a topic (own account or data) always has its e-mail. Marketing is its own
 * switch and ignores the master switch.
 */
export function emailAllowed(prefs: Record<PreferenceField, boolean>, topic: NoticeTopic | null): boolean {
  if (topic === null) return true;
  return prefs.emailNotifications && prefs[topic];
}
