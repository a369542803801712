import { z } from "zod";
import { reasonBody } from "../moderation-reason";
import { instant } from "./instant";
import { keyParams } from "./path-params";

/** The admin console (issue 15 §2–§7): overview, users, analytics, audit log. Instants are ISO strings. */

/** The console's lists come a page at a time: `page` (from 1) of `pageSize` rows, `total` in all. */
const paging = { page: z.number(), pageSize: z.number(), total: z.number() };
/** The page a list asks for: the first when absent. */
const pageQuery = z.coerce.number().int().min(1).max(10_000).optional();

// --- overview

/** One queue on the overview: its size and its oldest item against the deadline that item has. */
export const QueueSummary = z.object({
  key: z.string(),
  label: z.string(),
  href: z.string(),
  size: z.number(),
  oldestAt: instant.nullable(),
  /** The oldest item's deadline (e.g. a dispute's decision deadline); null when the queue has no deadline. */
  oldestDeadline: instant.nullable(),
  /** Items past their deadline. */
  overdue: z.number(),
});
export type QueueSummary = z.infer<typeof QueueSummary>;

export const AdminOverview = z.object({
  queues: z.array(QueueSummary),
  today: z.object({
    signUps: z.number(),
    ratings: z.number(),
    disputesOpened: z.number(),
    decisions: z.number(),
    adminActions: z.number(),
  }),
  mail: z.object({
    queued: z.number(),
    failed: z.number(),
    sentToday: z.number(),
    oldestQueuedAt: instant.nullable(),
  }),
  jobs: z.object({
    failed: z.array(z.object({ id: z.string(), name: z.string(), error: z.string().nullable(), failedAt: instant })),
    lastRuns: z.array(z.object({ name: z.string(), lastSlot: z.string() })),
  }),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

// --- users

export const AdminUserQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  page: pageQuery,
});
export const AdminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  roles: z.array(z.string()),
  plan: z.string(),
  suspended: z.boolean(),
  deactivated: z.boolean(),
  createdAt: instant,
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminUserPage = z.object({
  users: z.array(AdminUserRow),
  ...paging,
});
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const AdminUserParams = keyParams({ userId: 100 });

export const AdminUserDetail = z.object({
  user: AdminUserRow.extend({
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    passkeys: z.number(),
    subscriptionStatus: z.string().nullable(),
  }),
  suspension: z.object({ reason: z.string(), suspendedAt: instant, suspendedBy: z.string().nullable() }).nullable(),
  /** The person asked to delete the account and it is within its 30-day grace period (issue 18). */
  deletion: z.object({ requestedAt: instant, eraseAfter: z.string() }).nullable(),
  employer: z
    .object({
      id: z.string(),
      companyName: z.string(),
      verificationStatus: z.string(),
      strikeCount: z.number(),
      suspendedUntil: instant.nullable(),
      permanentlySuspended: z.boolean(),
    })
    .nullable(),
  professional: z
    .object({ id: z.string(), name: z.string(), claimed: z.boolean(), ratingCount: z.number() })
    .nullable(),
  strikes: z.array(
    z.object({
      id: z.string(),
      ordinal: z.number(),
      effect: z.string(),
      status: z.string(),
      issuedAt: instant,
      expiresAt: instant,
    }),
  ),
  disputes: z.array(
    z.object({ id: z.string(), status: z.string(), side: z.enum(["filed", "against"]), createdAt: instant }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: instant,
      expiresAt: instant,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      secondFactor: z.boolean(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      adminEmail: z.string().nullable(),
      reason: z.string().nullable(),
      at: instant,
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** Every admin action on a user takes a reason under the shared rule (D161). */
export const AdminReasonInput = reasonBody(1000);
export const StrikeParams = AdminUserParams.extend({ strikeId: z.uuid() });
export const USER_ACTIONS = ["suspend", "reactivate", "end-sessions", "reset-second-factor"] as const;

// --- audit log

export const AuditQuery = z.strictObject({
  user: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  table: z.string().trim().max(100).optional(),
  record: z.string().trim().max(200).optional(),
  page: pageQuery,
});
export const AuditRow = z.object({
  id: z.number(),
  at: instant,
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  tableName: z.string().nullable(),
  recordId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;
export const AuditPage = z.object({
  entries: z.array(AuditRow),
  ...paging,
});
export type AuditPage = z.infer<typeof AuditPage>;

/** Who wrote a rating: shown to administrators only, and each view is itself an audit row (D164). */
export const RatingAttribution = z.object({
  ratingId: z.string(),
  ratingStatus: z.string(),
  ratedAt: instant,
  professional: z.object({ id: z.string(), name: z.string() }),
  employer: z.object({ id: z.string(), companyName: z.string(), ownerEmail: z.string().nullable() }),
  submittedByEmail: z.string().nullable(),
  viewAuditId: z.number(),
});
export type RatingAttribution = z.infer<typeof RatingAttribution>;
export const AttributionInput = reasonBody(500);

// --- analytics

const Series = z.array(z.object({ day: z.string(), value: z.number() }));
export const AdminAnalytics = z.object({
  days: z.number(),
  growth: z.array(z.object({ day: z.string(), professionals: z.number(), employers: z.number(), total: z.number() })),
  ratingsPerDay: Series,
  disputes: z.object({
    ratings: z.number(),
    disputes: z.number(),
    per1000: z.number().nullable(),
    outcomes: z.array(z.object({ outcome: z.string(), count: z.number() })),
  }),
  timeToDecision: z.object({
    decided: z.number(),
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
  }),
  verificationTurnaround: z.object({
    decided: z.number(),
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
    pending: z.number(),
  }),
});
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;
export const AnalyticsQuery = z.strictObject({ days: z.coerce.number().int().min(7).max(365).optional() });
