import { z } from "zod";
import { calendarMonth } from "./calendar-month";
import { instant } from "./instant";

/** Issue 18: the privacy constants (SPEC §9) and the words the export and deletion flows use beyond SPEC §8. */
export const PRIVACY_RULES = {
  /** SPEC §9: the export link is valid 7 days. */
  linkValidDays: 7,
  /** SPEC §9: deletion grace period. */
  graceDays: 30,
  /** SPEC §9: ratings, audit logs and payment records are kept 7 years. */
  retentionYears: 7,
  /** SPEC §9: privacy requests are answered within 30 days. */
  privacyAnswerDays: 30,
  /** SPEC §2: the first request per year is free; a second one within the year goes to the privacy team (D182). */
  freeExportEveryDays: 365,
  secondExportMessage: (firstAt: Date) =>
    `Your free export for this year was requested on ${firstAt.toISOString().slice(0, 10)}. For another copy within the year, write to us through the contact form (Privacy and data requests).`,
  notYourExport: "This export link belongs to another account.",
  exportLinkInvalid: "This export link is not valid.",
  exportLinkExpired: "This export link has expired. Request a new export from the data export page.",
  passwordRequired: "Enter your password to confirm.",
  passwordWrong: "That password is not correct.",
  passkeyRecentSignIn:
    "Your account signs in with a passkey only. Sign out, sign in again with your passkey, then delete within 10 minutes.",
  restoreReasonRequired: "Give a reason for restoring this account.",
} as const;

/** What the export contains (SPEC §2), in the page's order, with the key each has in the JSON document. */
export const EXPORT_CONTENTS = [
  ["profileInfo", "Profile info"],
  ["professionalData", "Professional data"],
  ["ratingsReceived", "Ratings received"],
  ["ratingsSubmitted", "Ratings submitted"],
  ["employmentRecords", "Employment records"],
  ["disputeHistory", "Dispute history"],
  ["subscriptionInfo", "Subscription info"],
  ["usageData", "Usage data"],
  ["auditLogs", "Audit logs"],
] as const;

export const ExportRequestResult = z.object({ id: z.string(), message: z.string() });

/** The three confirmations (SPEC §2) must all be true; the password confirms it is the account holder (§2 help). */
export const DeleteAccountInput = z.strictObject({
  confirmDeactivation: z.boolean(),
  confirmPermanent: z.boolean(),
  confirmRatingsAnonymized: z.boolean(),
  password: z.string().max(200).optional(),
});

export const DeleteAccountResult = z.object({ message: z.string(), eraseAfter: z.string() });

export const RestoreAccountInput = z.strictObject({ reason: z.string().trim().min(3).max(1000) });
export const RestoreAccountResult = z.object({ userId: z.string(), reactivatedAt: instant });

export const ExportStatus = z.object({
  latest: z
    .object({
      status: z.enum(["queued", "ready", "expired"]),
      requestedAt: instant,
      readyAt: instant.nullable(),
      expiresAt: instant.nullable(),
    })
    .nullable(),
  nextFreeAt: instant.nullable(),
});

export const PrivacyRequestItem = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  message: z.string(),
  receivedAt: instant,
  answerBy: instant,
  overdue: z.boolean(),
});
export const PrivacyRequestQueue = z.object({
  items: z.array(PrivacyRequestItem),
  size: z.number(),
  oldestAt: instant.nullable(),
  oldestAnswerBy: instant.nullable(),
});

export const RetentionRun = z.object({ job: z.string(), ranAt: instant, counts: z.record(z.string(), z.number()) });

/**
 * One complete month of lookups (D189, D302). `employers` names only industries with at least `suppressedBelow`
 * viewers, always with their exact count; every other employer viewer is in `otherEmployers`. A null count is
 * hidden: fewer than `suppressedBelow`, or hidden with one so that the month's total cannot reveal it.
 */
export const LookupMonth = z.object({
  month: calendarMonth,
  employers: z.array(z.object({ industry: z.string(), count: z.number() })),
  otherEmployers: z.number().nullable(),
  professionals: z.number().nullable(),
  visitors: z.number().nullable(),
});
export type LookupMonth = z.infer<typeof LookupMonth>;
export const ProfileLookupsSummary = z.object({ months: z.array(LookupMonth), suppressedBelow: z.number() });
export type ProfileLookupsSummary = z.infer<typeof ProfileLookupsSummary>;
