import { sql } from "drizzle-orm";
import type { Role, VerificationMethod } from "../../core/domain";
import type { SubscriptionType } from "../../core/plans";
import { RATING_CATEGORY_KEYS } from "../../core/rating-categories";
import type { CertificationItem, EducationItem, WorkHistoryItem } from "../db/schema";

/** The seed's rows as they are inserted, and the SQL that inserts a JSON array of them in one statement. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  account_type: "professional" | "employer";
  company_name: string | null;
  company_website: string | null;
  subscription_id: string;
  subscription_type: SubscriptionType;
  created_at: string;
}

export interface EmployerRow {
  id: string;
  user_id: string;
  company_name: string;
  company_website: string;
  industry: string;
  verification_status: "verified" | "pending" | "unverified";
  verification_method: VerificationMethod | null;
  verified_at: string | null;
  created_at: string;
}

export interface ProfessionalRow {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  headline: string;
  bio: string;
  city: string;
  state: string;
  average_rating: number;
  total_ratings: number;
  verified_employers_count: number;
  visibility: "public" | "employers_only" | "private";
  view_count: number;
  linkedin_url: string | null;
  certifications: CertificationItem[];
  work_history: WorkHistoryItem[];
  education: EducationItem[];
  created_at: string;
  updated_at: string;
}

export interface RatingRow {
  id: string;
  professional_id: string;
  employer_id: string;
  submitted_by: string;
  employment_status: "current" | "former";
  status: "active" | "under_dispute";
  /** The 15 scores in RATING_CATEGORY_KEYS order. */
  scores: (number | null)[];
  created_at: string;
}

export interface RatingEmployer {
  id: string;
  userId: string;
}

// ---------------------------------------------------------------------------------------------
// SQL: one JSON parameter per statement, explicit columns, never search_vector (generated).

export function insertUsersSql(json: string) {
  return sql`
WITH x AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS x(
    id text, name text, email text, role text, account_type text, company_name text, company_website text,
    subscription_id uuid, subscription_type text, created_at timestamptz)
),
u AS (
  INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
  SELECT id, name, email, true, created_at, created_at FROM x
),
p AS (
  INSERT INTO profiles (id, full_name, account_type, company_name, company_website, created_at, updated_at)
  SELECT id, name, account_type, company_name, company_website, created_at, created_at FROM x
),
r AS (
  INSERT INTO user_roles (user_id, role, created_at)
  SELECT id, role, created_at FROM x
),
s AS (
  INSERT INTO subscriptions (id, user_id, subscription_type, user_type, status, created_at, updated_at)
  SELECT subscription_id, id, subscription_type, account_type, 'active', created_at, created_at FROM x
)
INSERT INTO notification_preferences (user_id, updated_at)
SELECT id, created_at FROM x`;
}

export function insertAccountsSql(json: string) {
  return sql`
INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
SELECT id, user_id, 'credential', user_id, password, created_at, created_at
FROM jsonb_to_recordset(${json}::jsonb) AS x(id text, user_id text, password text, created_at timestamptz)`;
}

export function insertEmployersSql(json: string) {
  return sql`
INSERT INTO employers (id, user_id, company_name, company_website, industry, verification_status,
                       verification_method, verified_at, created_at, updated_at)
SELECT id, user_id, company_name, company_website, industry, verification_status,
       verification_method, verified_at, created_at, coalesce(verified_at, created_at)
FROM jsonb_to_recordset(${json}::jsonb) AS x(
  id uuid, user_id text, company_name text, company_website text, industry text, verification_status text,
  verification_method text, verified_at timestamptz, created_at timestamptz)`;
}

export function insertProfessionalsSql(json: string) {
  return sql`
INSERT INTO professionals (id, user_id, first_name, last_name, headline, bio, city, state, country,
                           average_rating, total_ratings, verified_employers_count, is_claimed, visibility,
                           view_count, linkedin_url, certifications, work_history, education, created_at, updated_at)
SELECT id, user_id, first_name, last_name, headline, bio, city, state, 'US',
       average_rating, total_ratings, verified_employers_count, user_id IS NOT NULL, visibility,
       view_count, linkedin_url, certifications, work_history, education, created_at, updated_at
FROM jsonb_to_recordset(${json}::jsonb) AS x(
  id uuid, user_id text, first_name text, last_name text, headline text, bio text, city text, state text,
  average_rating numeric, total_ratings int, verified_employers_count int, visibility text, view_count int,
  linkedin_url text, certifications jsonb, work_history jsonb, education jsonb,
  created_at timestamptz, updated_at timestamptz)`;
}

export const SCORE_COLUMNS_SQL = RATING_CATEGORY_KEYS.join(", ");
export const SCORE_VALUES_SQL = RATING_CATEGORY_KEYS.map((_, i) => `scores[${i + 1}]`).join(", ");

export function insertRatingsSql(json: string) {
  // The attribution goes in with its rating, in the same statement, and so does the employment link a rating asserts
  // (decisions E4), so the demo employers' rosters list the people they rated (D40).
  return sql`
WITH x AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS x(
    id uuid, professional_id uuid, employer_id uuid, submitted_by text, employment_status text, status text,
    scores smallint[], created_at timestamptz)
),
r AS (
  INSERT INTO ratings (id, professional_id, employment_status, status, ${sql.raw(SCORE_COLUMNS_SQL)}, created_at, updated_at)
  SELECT id, professional_id, employment_status, status, ${sql.raw(SCORE_VALUES_SQL)}, created_at, created_at FROM x
),
a AS (
  INSERT INTO rating_attributions (rating_id, employer_id, submitted_by, created_at)
  SELECT id, employer_id, submitted_by, created_at FROM x
)
INSERT INTO employments (employer_id, professional_id, status, created_by, created_at, updated_at)
SELECT DISTINCT ON (employer_id, professional_id) employer_id, professional_id, employment_status, submitted_by,
       created_at, created_at
FROM x ORDER BY employer_id, professional_id, created_at
ON CONFLICT (employer_id, professional_id) DO NOTHING`;
}

// ---------------------------------------------------------------------------------------------
// Generation
