import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/**
 * The data export document (issue 18, D180): every section the export page lists, for one user, read from the
 * database with explicit columns. Schema `standing-export/1`, documented in `docs/data-export.md`.
 *
 * Anonymity: ratings received carry scores, status and their month only, never the employer (no join on
 * `rating_attributions`); disputes carry the professional's own statements, never the employer's identity; audit
 * rows are the user's own, with any employer or submitter identity removed from their data (`scrubAuditData`).
 *
 * Times (issue 33 §2, D300): for a professional, everything that tells when an employer acted — a rating received,
 * a roster entry, the profile an employer's import created — is given by UTC month ("2026-11"), and those lists are
 * ordered by month, then by the random id, never by arrival: an exact time or an arrival order would let a
 * professional who knows when an employer added them tie a rating to that employer. Their own acts (disputes, audit
 * rows, lookups) keep exact times.
 */
export const EXPORT_SCHEMA_VERSION = "standing-export/2";

/** A UTC month as "YYYY-MM" in SQL, for a timestamptz column (or a date column: `monthOfDate`). */
const monthOf = (column: string) => `to_char(date_trunc('month', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM')`;
const monthOfDate = (column: string) => `to_char(${column}, 'YYYY-MM')`;

export const EXPORT_SECTIONS = [
  "profileInfo",
  "professionalData",
  "ratingsReceived",
  "ratingsSubmitted",
  "employmentRecords",
  "disputeHistory",
  "subscriptionInfo",
  "usageData",
  "auditLogs",
] as const;

/** Keys that could name the employer behind a rating, or the person who submitted one; removed from audit data. */
const IDENTITY_KEYS = /^(employer|employer_?id|employerName|company(_?name)?|submitted_?by|rater|author_?id)$/i;

export function scrubAuditData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubAuditData);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!IDENTITY_KEYS.test(k)) out[k] = scrubAuditData(v);
    return out;
  }
  return value;
}

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : String(v));

export interface ExportDocument {
  schema: typeof EXPORT_SCHEMA_VERSION;
  generatedAt: string;
  accountType: string | null;
  profileInfo: Record<string, unknown>;
  professionalData: Record<string, unknown> | null;
  ratingsReceived: Record<string, unknown>[];
  ratingsSubmitted: Record<string, unknown>[];
  employmentRecords: Record<string, unknown>[];
  disputeHistory: Record<string, unknown>[];
  subscriptionInfo: Record<string, unknown> | null;
  usageData: { lookups: Record<string, unknown>[] };
  auditLogs: Record<string, unknown>[];
  files: string[];
}

const SCORES = `punctuality_attendance, work_quality, reliability, effective_communication, initiative_proactivity,
  team_collaboration, professionalism, attitude_positivity, customer_interaction, learning_ability_coachability,
  leadership_potential, problem_solving_skills, technical_competence, attention_to_detail, overall_performance`;

/** Builds the document for `userId`. The caller decides who may ask (always the session's user). */
export async function buildExportDocument(db: DbOrTx, userId: string, now: Date): Promise<ExportDocument> {
  const [profile] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT u.id, u.email, u.name, u.email_verified, p.full_name, p.account_type, p.company_name,
          p.company_website, p.phone, p.created_at
        FROM "user" u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${userId}`,
  );
  const [pro] = await rows<Record<string, unknown>>(
    db,
    // created_at is when the profile was made, often by an employer's roster import: its month only (D300).
    sql`SELECT id, first_name, last_name, headline, bio, city, state, country, visibility, linkedin_url,
          certifications, work_history, education, average_rating, total_ratings, view_count,
          resume_url, resume_file_name, profile_picture, ${sql.raw(monthOf("created_at"))} AS created_month, updated_at
        FROM professionals WHERE user_id = ${userId}`,
  );
  const [employer] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT id, company_name, company_website, industry, verification_status, verification_method, verified_at,
          strike_count, created_at FROM employers WHERE user_id = ${userId}`,
  );
  const proId = (pro?.id as string | undefined) ?? null;
  const employerId = (employer?.id as string | undefined) ?? null;

  // Month only, newest month first, then the random id: the order of /professional/ratings (D300).
  const ratingsReceived = proId
    ? await rows<Record<string, unknown>>(
        db,
        sql`SELECT id, employment_status, status, ${sql.raw(SCORES)}, ${sql.raw(monthOf("created_at"))} AS month
          FROM ratings WHERE professional_id = ${proId} ORDER BY month DESC, id`,
      )
    : [];
  const ratingsSubmitted = employerId
    ? await rows<Record<string, unknown>>(
        db,
        sql.raw(`SELECT r.id, r.professional_id, pr.first_name AS professional_first_name,
            pr.last_name AS professional_last_name, r.employment_status, r.status, ${SCORES.split(",")
              .map((c) => `r.${c.trim()}`)
              .join(", ")}, r.created_at, r.updated_at
          FROM rating_attributions a JOIN ratings r ON r.id = a.rating_id
          JOIN professionals pr ON pr.id = r.professional_id
          WHERE a.employer_id = '${employerId.replace(/[^0-9a-f-]/g, "")}' ORDER BY r.created_at`),
      )
    : [];
  const employmentRecords = employerId
    ? await rows<Record<string, unknown>>(
        db,
        sql`SELECT e.id, e.professional_id, pr.first_name AS professional_first_name,
              pr.last_name AS professional_last_name, e.status, e.start_date, e.end_date, e.created_at
            FROM employments e JOIN professionals pr ON pr.id = e.professional_id
            WHERE e.employer_id = ${employerId} ORDER BY e.created_at`,
      )
    : proId
      ? // The professional's own employment records: status and months, never which employer recorded them nor
        // when (an employer's start date is often the day it added the person): months, by month then id (D300).
        await rows<Record<string, unknown>>(
          db,
          sql`SELECT status, ${sql.raw(monthOfDate("start_date"))} AS start_month,
                ${sql.raw(monthOfDate("end_date"))} AS end_month, ${sql.raw(monthOf("created_at"))} AS added_month
              FROM employments WHERE professional_id = ${proId} ORDER BY added_month DESC, id`,
        )
      : [];
  const disputeHistory = proId
    ? await rows<Record<string, unknown>>(
        db,
        sql`SELECT id, rating_id, dispute_type, statement, status, resolution, decision_statement, created_at,
              resolved_at FROM disputes WHERE professional_id = ${proId} ORDER BY created_at`,
      )
    : [];
  const [subscription] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT subscription_type, user_type, status, plan_interval, current_period_start, current_period_end,
          cancel_at_period_end, created_at FROM subscriptions WHERE user_id = ${userId}`,
  );
  const lookups = await rows<Record<string, unknown>>(
    db,
    sql`SELECT action_type, subject_id, created_at FROM usage_tracking WHERE user_id = ${userId} ORDER BY created_at`,
  );
  const audit = await rows<Record<string, unknown>>(
    db,
    sql`SELECT id, action, table_name, record_id, new_data, ip_address, user_agent, created_at
        FROM audit_logs WHERE user_id = ${userId} ORDER BY id`,
  );

  // Signed credentials issued (issue 36): what Standing keeps of them, names and dates (never their values).
  const credentialRows = proId
    ? await rows<Record<string, unknown>>(
        db,
        sql`SELECT id, claims, issued_at, expires_at, revoked_at, revoked_by FROM credentials
            WHERE professional_id = ${proId} ORDER BY issued_at`,
      )
    : [];
  const stamp = (r: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
  const files: string[] = [];
  if (pro?.resume_url) files.push(`files/resume.pdf`);
  return {
    schema: EXPORT_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    accountType: (profile?.account_type as string | null) ?? null,
    profileInfo: stamp(profile ?? { id: userId }),
    professionalData: pro
      ? { ...stamp(pro), credentials: credentialRows.map(stamp) }
      : employer
        ? stamp({ business: employer })
        : null,
    ratingsReceived: ratingsReceived.map(stamp),
    ratingsSubmitted: ratingsSubmitted.map(stamp),
    employmentRecords: employmentRecords.map(stamp),
    disputeHistory: disputeHistory.map(stamp),
    subscriptionInfo: subscription ? stamp(subscription) : null,
    usageData: { lookups: lookups.map(stamp) },
    auditLogs: audit.map((r) => ({ ...stamp(r), created_at: iso(r.created_at), new_data: scrubAuditData(r.new_data) })),
    files,
  };
}

/** The storage key of the user's uploaded résumé, if any (added to the archive under `files/`). */
export async function resumeKeyOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await rows<{ resume_url: string | null }>(
    db,
    sql`SELECT resume_url FROM professionals WHERE user_id = ${userId}`,
  );
  return row?.resume_url ?? null;
}
