import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ACCOUNT_TYPES,
  EMPLOYMENT_STATUSES,
  RATING_STATUSES,
  ROLES,
  USAGE_ACTIONS,
  VERIFICATION_METHODS,
  VERIFICATION_STATUSES,
  VISIBILITIES,
} from "../../../core/domain";
import { SUBSCRIPTION_TYPES } from "../../../core/plans";
import { ownedByUser, user, userRef } from "./auth";
import { createdAt, timestamptz, updatedAt, uuidPk } from "./columns";
import { oneOf, tsvector } from "./sql-helpers";

/** One row per user: the person-facing account record (SPEC §3 profiles). */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    accountType: text("account_type").$type<(typeof ACCOUNT_TYPES)[number]>(),
    companyName: text("company_name"),
    companyWebsite: text("company_website"),
    phone: text("phone"),
    deactivatedAt: timestamptz("deactivated_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check("profiles_account_type_check", sql`account_type IS NULL OR ${oneOf("account_type", ACCOUNT_TYPES)}`)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: ownedByUser(),
    role: text("role").notNull().$type<(typeof ROLES)[number]>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check("user_roles_role_check", oneOf("role", ROLES))],
);

export interface CertificationItem {
  name: string;
  issuer?: string;
  year?: string;
}
export interface WorkHistoryItem {
  title: string;
  company: string;
  start_date?: string | null;
  end_date?: string | null;
}
export interface EducationItem {
  degree: string;
  school: string;
  year?: string | null;
}

export const professionals = pgTable(
  "professionals",
  {
    id: uuidPk(),
    /** The owning user once claimed. A profile has at most one owner and a user owns at most one profile. */
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    headline: text("headline"),
    bio: text("bio"),
    city: text("city"),
    state: text("state"),
    country: text("country").notNull().default("US"),
    profilePicture: text("profile_picture"),
    averageRating: numeric("average_rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    totalRatings: integer("total_ratings").notNull().default(0),
    verifiedEmployersCount: integer("verified_employers_count").notNull().default(0),
    /**
     * The three figures above and this breakdown are the PUBLISHED snapshot (D304): they move only when
     * commands/refresh-rating-aggregates.ts publishes, never straight from the rating rows. Null: never published.
     */
    publishedBreakdown: jsonb("published_breakdown").$type<PublishedBreakdown>(),
    isClaimed: boolean("is_claimed").notNull().default(false),
    visibility: text("visibility").notNull().default("public").$type<(typeof VISIBILITIES)[number]>(),
    viewCount: integer("view_count").notNull().default(0),
    linkedinUrl: text("linkedin_url"),
    /** Storage key of the private resume PDF (served only through the visibility-checked resume route). */
    resumeUrl: text("resume_url"),
    resumeFileName: text("resume_file_name"),
    resumeUploadedAt: timestamptz("resume_uploaded_at"),
    certifications: jsonb("certifications").$type<CertificationItem[]>().notNull().default([]),
    workHistory: jsonb("work_history").$type<WorkHistoryItem[]>().notNull().default([]),
    education: jsonb("education").$type<EducationItem[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Names, headline and places, folded (accents and case, standing_fold of migration 0027, D321), under the `simple`
     * configuration: queries must use `simple` and folded words too (queries/search.ts queryWords).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, public.standing_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.standing_fold(coalesce(headline, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, public.standing_fold(coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(country, ''))), 'C')`,
      ),
  },
  (t) => [
    check("professionals_visibility_check", oneOf("visibility", VISIBILITIES)),
    check("professionals_average_rating_check", sql`average_rating >= 0 AND average_rating <= 5`),
    check("professionals_counts_check", sql`total_ratings >= 0 AND verified_employers_count >= 0 AND view_count >= 0`),
    check("professionals_claimed_has_owner", sql`is_claimed = (user_id IS NOT NULL)`),
    check("professionals_names_check", sql`length(btrim(first_name)) > 0 AND length(btrim(last_name)) > 0`),
    check(
      "professionals_json_arrays_check",
      sql`jsonb_typeof(certifications) = 'array' AND jsonb_typeof(work_history) = 'array' AND jsonb_typeof(education) = 'array'`,
    ),
    index("professionals_search_vector_idx").using("gin", t.searchVector),
    // Names folded (migration 0027, D321): suggestions and the roster's name match compare standing_fold(name).
    index("professionals_first_name_trgm_idx").using("gin", sql`public.standing_fold(first_name) gin_trgm_ops`),
    index("professionals_last_name_trgm_idx").using("gin", sql`public.standing_fold(last_name) gin_trgm_ops`),
    index("professionals_city_trgm_idx").using("gin", sql`lower(city) gin_trgm_ops`),
    index("professionals_state_trgm_idx").using("gin", sql`lower(state) gin_trgm_ops`),
    index("professionals_headline_trgm_idx").using("gin", sql`lower(headline) gin_trgm_ops`),
    // The three public sort indexes also INCLUDE every column a search condition reads (migration 0023, D270):
    // drizzle's builder cannot say INCLUDE, so only their keys are declared here.
    index("professionals_public_rating_idx")
      .on(t.averageRating.desc(), t.totalRatings.desc(), t.id)
      .where(sql`visibility = 'public'`),
    index("professionals_public_recent_idx").on(t.updatedAt.desc(), t.id).where(sql`visibility = 'public'`),
    // Roster matching by LinkedIn handle (commands/import-roster.ts uses exactly this expression).
    index("professionals_linkedin_handle_idx")
      .on(sql`('linkedin.com/in/' || lower(substring(linkedin_url from 'linkedin\\.com/in/([^/?#[:space:]]+)')))`)
      .where(sql`linkedin_url IS NOT NULL`),
    index("professionals_public_name_idx").on(t.lastName, t.firstName, t.id).where(sql`visibility = 'public'`),
    // Name suggestions read prefix matches first (queries/suggestions.ts): a btree range that stops after 5 rows,
    // where a "contains" match must build a whole trigram bitmap first. First + last also serves "jordan av".
    index("professionals_public_first_last_prefix_idx")
      .using(
        "btree",
        sql`public.standing_fold(first_name) text_pattern_ops`,
        sql`public.standing_fold(last_name) text_pattern_ops`,
      )
      .where(sql`visibility = 'public'`),
    index("professionals_public_last_prefix_idx")
      .using("btree", sql`public.standing_fold(last_name) text_pattern_ops`)
      .where(sql`visibility = 'public'`),
    // Search filters as exact keys (D245): professional_facets() is an IMMUTABLE SQL function of migration 0021;
    // queries/search.ts uses the same expression (FACETS), so one GIN scan intersects the filters. Not partial: the
    // planner ignores a partial index's statistics, and without them it took "verified" (55 % of rows) for rare.
    index("professionals_facets_idx").using(
      "gin",
      sql`professional_facets(headline, city, state, average_rating, is_claimed, verified_employers_count)`,
    ),
    // Words and filter keys together (D295, migration 0024): a search with both intersects them in one GIN scan.
    index("professionals_words_facets_idx").using(
      "gin",
      sql`(search_vector || professional_facet_lexemes(headline, city, state, average_rating, is_claimed, verified_employers_count))`,
    ),
  ],
);

/**
 * Distinct city + state pairs of public profiles with how many public profiles each has, kept exact by
 * triggers on `professionals` (migration 0007). Location suggestions read this small table instead of
 * de-duplicating matches out of a million profiles. A missing state is stored as ''.
 */
export const publicLocations = pgTable(
  "public_locations",
  {
    city: text("city").notNull(),
    state: text("state").notNull().default(""),
    profiles: integer("profiles").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.state] }),
    check("public_locations_profiles_check", sql`profiles >= 0`),
    index("public_locations_city_trgm_idx").using("gin", sql`public.standing_fold(city) gin_trgm_ops`),
    index("public_locations_state_trgm_idx").using("gin", sql`public.standing_fold(state) gin_trgm_ops`),
  ],
);

/**
 * The search vocabulary (migration 0032, D353): the folded words of public profiles and how many hold each, for typo
 * tolerance. Triggers on `professionals` add new words; the nightly search-words job recounts them.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    profiles: integer("profiles").notNull().default(1),
  },
  () => [
    check("search_words_profiles_check", sql`profiles >= 0`),
    index("search_words_word_trgm_idx").using("gin", sql`word gin_trgm_ops`),
    index("search_words_word_pattern_idx").using("btree", sql`word text_pattern_ops`),
  ],
);

/**
 * Words some public profile holds other than as its own one-word last name (migration 0034, D419): a word absent
 * from it is held only by the profiles whose last name is one of its spellings. Triggers on `professionals` add words;
 * none is removed.
 */
export const searchWordsElsewhere = pgTable("search_words_elsewhere", {
  word: text("word").primaryKey(),
});

export const employers = pgTable(
  "employers",
  {
    id: uuidPk(),
    userId: ownedByUser().unique(),
    companyName: text("company_name").notNull(),
    companyWebsite: text("company_website"),
    industry: text("industry"),
    verificationStatus: text("verification_status")
      .notNull()
      .default("unverified")
      .$type<(typeof VERIFICATION_STATUSES)[number]>(),
    verificationMethod: text("verification_method").$type<(typeof VERIFICATION_METHODS)[number]>(),
    verifiedAt: timestamptz("verified_at"),
    strikeCount: smallint("strike_count").notNull().default(0),
    suspendedUntil: timestamptz("suspended_until"),
    /** Set by a third active strike: rating is refused for good and sessions were ended (D106). */
    permanentlySuspendedAt: timestamptz("permanently_suspended_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check("employers_verification_status_check", oneOf("verification_status", VERIFICATION_STATUSES)),
    check(
      "employers_verification_method_check",
      sql`verification_method IS NULL OR ${oneOf("verification_method", VERIFICATION_METHODS)}`,
    ),
    check("employers_verified_has_date", sql`verification_status <> 'verified' OR verified_at IS NOT NULL`),
    check("employers_strike_count_check", sql`strike_count BETWEEN 0 AND 3`),
    check("employers_company_name_check", sql`length(btrim(company_name)) >= 2`),
  ],
);

/** The professional a row belongs to: the row goes with the profile. */
export function ofProfessional() {
  return uuid("professional_id")
    .notNull()
    .references(() => professionals.id, { onDelete: "cascade" });
}

/** The employer a row belongs to: the row goes with the employer. */
export function ofEmployer() {
  return uuid("employer_id")
    .notNull()
    .references(() => employers.id, { onDelete: "cascade" });
}

const score = (name: string) => smallint(name);
const SCORE_COLUMNS = [
  "punctuality_attendance",
  "work_quality",
  "reliability",
  "effective_communication",
  "initiative_proactivity",
  "team_collaboration",
  "professionalism",
  "attitude_positivity",
  "customer_interaction",
  "learning_ability_coachability",
  "leadership_potential",
  "problem_solving_skills",
  "technical_competence",
  "attention_to_detail",
  "overall_performance",
] as const;

/** Scores only. Who wrote a rating lives in `rating_attributions`, never here (DESIGN: anonymity). */
/** Per-category averages and employment counts of a published snapshot (professionals.published_breakdown). */
export interface PublishedBreakdown {
  categories: Record<string, number | null>;
  current: number;
  former: number;
}

/**
 * Every rating snapshot published for a professional (D304): which rating versions it summed. The auditor in
 * kernel/rating-publication.ts reads them all before publishing another. An item is "group:ratingId:contentHash",
 * group a per-professional pseudonym of the rating's employer (never shown; admins only, like rating_attributions).
 */
export const ratingPublications = pgTable(
  "rating_publications",
  {
    professionalId: ofProfessional(),
    seq: integer("seq").notNull(),
    items: text("items").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.seq] })],
);

export const ratings = pgTable(
  "ratings",
  {
    id: uuidPk(),
    professionalId: ofProfessional(),
    employmentStatus: text("employment_status").notNull().$type<(typeof EMPLOYMENT_STATUSES)[number]>(),
    status: text("status").notNull().default("active").$type<(typeof RATING_STATUSES)[number]>(),
    punctualityAttendance: score("punctuality_attendance"),
    workQuality: score("work_quality"),
    reliability: score("reliability"),
    effectiveCommunication: score("effective_communication"),
    initiativeProactivity: score("initiative_proactivity"),
    teamCollaboration: score("team_collaboration"),
    professionalism: score("professionalism"),
    attitudePositivity: score("attitude_positivity"),
    customerInteraction: score("customer_interaction"),
    learningAbilityCoachability: score("learning_ability_coachability"),
    leadershipPotential: score("leadership_potential"),
    problemSolvingSkills: score("problem_solving_skills"),
    technicalCompetence: score("technical_competence"),
    attentionToDetail: score("attention_to_detail"),
    overallPerformance: score("overall_performance"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ratings_employment_status_check", oneOf("employment_status", EMPLOYMENT_STATUSES)),
    check("ratings_status_check", oneOf("status", RATING_STATUSES)),
    check(
      "ratings_scores_check",
      sql.raw(SCORE_COLUMNS.map((c) => `(${c} IS NULL OR ${c} BETWEEN 1 AND 5)`).join(" AND ")),
    ),
    check("ratings_has_a_score", sql.raw(`num_nonnulls(${SCORE_COLUMNS.join(", ")}) > 0`)),
    index("ratings_professional_idx").on(t.professionalId, t.status),
  ],
);

/** Which employer wrote which rating. Read only by commands that need it and by admin queries. */
export const ratingAttributions = pgTable(
  "rating_attributions",
  {
    ratingId: uuid("rating_id")
      .primaryKey()
      .references(() => ratings.id, { onDelete: "cascade" }),
    employerId: uuid("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "restrict" }),
    submittedBy: userRef("submitted_by"),
    createdAt: createdAt(),
  },
  (t) => [index("rating_attributions_employer_idx").on(t.employerId, t.createdAt.desc())],
);

export const usageTracking = pgTable(
  "usage_tracking",
  {
    id: uuidPk(),
    userId: ownedByUser(),
    actionType: text("action_type").notNull().$type<(typeof USAGE_ACTIONS)[number]>(),
    subjectId: uuid("subject_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("usage_tracking_action_type_check", oneOf("action_type", USAGE_ACTIONS)),
    index("usage_tracking_window_idx").on(t.userId, t.actionType, t.createdAt.desc()),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuidPk(),
    userId: ownedByUser().unique(),
    subscriptionType: text("subscription_type").notNull().default("free").$type<(typeof SUBSCRIPTION_TYPES)[number]>(),
    userType: text("user_type").notNull().$type<(typeof ACCOUNT_TYPES)[number]>(),
    status: text("status").notNull().default("active"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    currentPeriodEnd: timestamptz("current_period_end"),
    // Billing mirror (issue 17, migration 0012): written only from verified provider events.
    provider: text("provider"),
    providerPriceId: text("provider_price_id"),
    planInterval: text("plan_interval").notNull().default("month").$type<"month" | "year">(),
    currentPeriodStart: timestamptz("current_period_start"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    pastDueSince: timestamptz("past_due_since"),
    graceEndsAt: timestamptz("grace_ends_at"),
    paymentMethod: text("payment_method"),
    /** The period end the renewal reminder was sent for (one reminder per period, D215). */
    renewalRemindedFor: timestamptz("renewal_reminded_for"),
    /** When the provider's state was last read into this row (ordering guard for late deliveries). */
    syncedAt: timestamptz("synced_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check("subscriptions_interval_check", sql`plan_interval IN ('month', 'year')`),
    check("subscriptions_type_check", oneOf("subscription_type", SUBSCRIPTION_TYPES)),
    check("subscriptions_user_type_check", oneOf("user_type", ACCOUNT_TYPES)),
    check("subscriptions_status_check", sql`status IN ('active', 'trialing', 'past_due', 'canceled')`),
    check(
      "subscriptions_plan_matches_user_type",
      sql`subscription_type = 'free' OR (subscription_type IN ('verified_pro', 'enterprise') AND user_type = 'employer') OR (subscription_type = 'individual_pro' AND user_type = 'professional')`,
    ),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuidPk(),
    userId: ownedByUser(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
    /** The catalogue entry (`core/notices.ts`) this notice came from; null for rows older than the catalogue. */
    kind: text("kind"),
    /** Its e-mail form: `pending` (allowed by the preferences, not yet queued), `queued`, or null (none). */
    emailStatus: text("email_status"),
    /**
     * The producer's own, fuller e-mail form (subject, text, html, kind) when it has one (a decision on a request
     * the person made); the notice-mail pass sends it instead of the catalogue form and clears it (D210).
     */
    emailForm: jsonb("email_form").$type<{
      kind: string;
      subject: string;
      text: string;
      /** The HTML part's content (adapters/mail/layout.tsx `MailContent`); `html` in forms stored before 0344. */
      content?: { title: string; paragraphs: string[]; action?: { label: string; url: string } };
      html?: string;
    }>(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    // The retention sweep finds old read rows without reading unread ones.
    index("notifications_read_created_idx").on(t.createdAt).where(sql`${t.read}`),
    // The notice-mail pass finds what is waiting for its e-mail.
    index("notifications_email_pending_idx").on(t.createdAt).where(sql`${t.emailStatus} = 'pending'`),
    check("notifications_email_status_check", sql`email_status IS NULL OR email_status IN ('pending', 'queued')`),
  ],
);

/**
 * Events about a professional's ratings waiting for the daily notice (D123): written by the rating commands in
 * their transaction, turned into one notice per person and kind at the fixed hour and deleted in that same
 * transaction, so a batch that runs twice finds nothing the second time. Holds no employer reference.
 */
export const noticeBatchItems = pgTable(
  "notice_batch_items",
  {
    id: uuidPk(),
    professionalId: ofProfessional(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("notice_batch_items_created_idx").on(t.createdAt)],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  newRating: boolean("new_rating").notNull().default(true),
  disputeUpdates: boolean("dispute_updates").notNull().default(true),
  verificationUpdates: boolean("verification_updates").notNull().default(true),
  subscriptionReminders: boolean("subscription_reminders").notNull().default(true),
  marketingEmails: boolean("marketing_emails").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Append-only: a trigger refuses UPDATE and DELETE (see the audit migration). No FK: logs outlive users. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id"),
    action: text("action").notNull(),
    tableName: text("table_name"),
    recordId: text("record_id"),
    newData: jsonb("new_data").$type<Record<string, unknown>>(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_logs_user_idx").on(t.userId, t.createdAt.desc()),
    index("audit_logs_record_idx").on(t.tableName, t.recordId),
  ],
);
