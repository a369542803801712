import { base, en, en_US, Faker } from "@faker-js/faker";
import { hashPassword } from "better-auth/crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Role, VerificationMethod } from "../../core/domain";
import type { SubscriptionType } from "../../core/plans";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import { ratingAggregatesUpdate, SCORE_SCALE } from "../commands/refresh-rating-aggregates";
import type { Database, Tx } from "../db/client";
import type { CertificationItem, EducationItem, WorkHistoryItem } from "../db/schema";
import {
  BIO_CLOSERS,
  BIO_MIDDLES,
  BIO_OPENERS,
  CITIES,
  type City,
  DEGREES,
  INDUSTRIES,
  type Industry,
  SCHOOL_PATTERNS,
  SEEDED_EMPLOYERS,
  STATE_NAMES,
} from "./pools";
import { createPrng, type Prng } from "./prng";

/**
 * The demo seed: three demo accounts, a dozen employers and `professionals` profiles with ratings.
 *
 * Deterministic: faker and the PRNG are both seeded with SEED, so the same `professionals` count gives
 * the same ids, names, profiles and scores. Timestamps are offsets from `options.now` (default: the
 * current time), so they are reproducible only when `now` is fixed.
 *
 * Atomic: everything is written in one transaction; a failure leaves the database unseeded.
 */
export const SEED = 2026;

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: "admin",
    email: "admin@standing.example",
    password: "Standing-Admin-2026",
    name: "Riley Morgan",
    description: "Administrator: moderation, disputes, employer verification and the audit log.",
  },
  {
    role: "employer",
    email: "employer@northwind.example",
    password: "Standing-Employer-2026",
    name: "Dana Whitfield",
    description:
      "Hiring manager at Northwind Logistics, a verified employer on the Verified Pro plan: search, look up and rate.",
  },
  {
    role: "professional",
    email: "professional@standing.example",
    password: "Standing-Pro-2026",
    name: "Jordan Avery",
    description:
      "Professional who owns a claimed, complete public profile with six ratings (one from Northwind Logistics).",
  },
];

export const DEMO_EMPLOYER_COMPANY = {
  companyName: "Northwind Logistics",
  website: "https://northwind.example",
  industry: "Logistics",
} as const;

export interface SeedOptions {
  /** Rows in `professionals`, Jordan Avery's demo profile included (at least that one is always written). */
  professionals: number;
  onProgress?: (message: string) => void;
  /** The moment the generated timestamps are relative to; default now. */
  now?: Date;
  /** Profiles per INSERT; default 5000. */
  batchSize?: number;
}

export interface SeedSummary {
  /** Rows written to `professionals` (Jordan Avery's included). */
  professionals: number;
  /** Of those, profiles owned by a user (Jordan Avery's included). */
  claimedProfessionals: number;
  ratings: number;
  ratingsUnderDispute: number;
  employers: number;
  verifiedEmployers: number;
  /** Rows written to "user": demo accounts, employer accounts and owners of claimed profiles. */
  users: number;
  timings: { setupMs: number; professionalsMs: number; aggregatesMs: number; totalMs: number };
}

export class AlreadySeededError extends Error {
  constructor() {
    super("the database already has users; the seed only runs on an empty database");
  }
}

/** True as soon as any user exists: the seed never runs on a database that has been used. */
export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.query<{ seeded: boolean }>(`SELECT EXISTS (SELECT 1 FROM "user") AS seeded`);
  return rows[0]?.seeded === true;
}

// ---------------------------------------------------------------------------------------------
// Row shapes (as sent to jsonb_to_recordset; keys are the column names)

interface UserRow {
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

interface EmployerRow {
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

interface ProfessionalRow {
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

interface RatingRow {
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

interface RatingEmployer {
  id: string;
  userId: string;
}

// ---------------------------------------------------------------------------------------------
// SQL: one JSON parameter per statement, explicit columns, never search_vector (generated).

function insertUsersSql(json: string) {
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

function insertAccountsSql(json: string) {
  return sql`
INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
SELECT id, user_id, 'credential', user_id, password, created_at, created_at
FROM jsonb_to_recordset(${json}::jsonb) AS x(id text, user_id text, password text, created_at timestamptz)`;
}

function insertEmployersSql(json: string) {
  return sql`
INSERT INTO employers (id, user_id, company_name, company_website, industry, verification_status,
                       verification_method, verified_at, created_at, updated_at)
SELECT id, user_id, company_name, company_website, industry, verification_status,
       verification_method, verified_at, created_at, coalesce(verified_at, created_at)
FROM jsonb_to_recordset(${json}::jsonb) AS x(
  id uuid, user_id text, company_name text, company_website text, industry text, verification_status text,
  verification_method text, verified_at timestamptz, created_at timestamptz)`;
}

function insertProfessionalsSql(json: string) {
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

const SCORE_COLUMNS_SQL = RATING_CATEGORY_KEYS.join(", ");
const SCORE_VALUES_SQL = RATING_CATEGORY_KEYS.map((_, i) => `scores[${i + 1}]`).join(", ");

function insertRatingsSql(json: string) {
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

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const NULLABLE_CATEGORIES: ReadonlySet<RatingCategoryKey> = new Set(["customer_interaction", "leadership_potential"]);
/** Weights for 1..6 ratings on a rated profile. */
const RATING_COUNT_WEIGHTS = [22, 20, 18, 15, 13, 12];

interface NamePools {
  firstNames: string[];
  lastNames: string[];
  /** Employer names for work histories, per industry name. */
  companies: Map<string, string[]>;
}

function buildNamePools(rng: Prng): NamePools {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(SEED);
  const unique = (count: number, make: () => string, keep: (s: string) => boolean) => {
    const seen = new Set<string>();
    for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
      const value = make();
      if (keep(value)) seen.add(value);
    }
    return [...seen];
  };
  const simple = (s: string) => /^[A-Za-z][A-Za-z']+$/.test(s);
  const firstNames = unique(400, () => faker.person.firstName(), simple);
  const lastNames = unique(400, () => faker.person.lastName(), simple);
  // 150 employer names: a surname or a city with a suffix of the field.
  const surnames = unique(
    150,
    () => faker.person.lastName(),
    (s) => /^[A-Z][a-z]+$/.test(s),
  );
  const companies = new Map<string, string[]>();
  INDUSTRIES.forEach((industry, i) => {
    const names = new Set<string>();
    for (let k = 0; k < 15; k++) {
      const stem = k % 3 === 2 ? rng.pick(CITIES).city : (surnames[i * 15 + k] ?? rng.pick(lastNames));
      names.add(`${stem} ${rng.pick(industry.companySuffixes)}`);
    }
    companies.set(industry.name, [...names]);
  });
  return { firstNames, lastNames, companies };
}

function weighted(rng: Prng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] as number;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

function slug(s: string): string {
  return s
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

function ym(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${year}-${String(month).padStart(2, "0")}`;
}

function iso(ms: number): string {
  return new Date(Math.round(ms)).toISOString();
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

/** Scores around a baseline; returns the scores and the rating's own score (mean of non-null). */
function makeScores(rng: Prng, baseline: number): { scores: (number | null)[]; sum: number; count: number } {
  const offset = rng.normal(0, 0.35);
  const scores: (number | null)[] = [];
  let sum = 0;
  let count = 0;
  for (const key of RATING_CATEGORY_KEYS) {
    if (NULLABLE_CATEGORIES.has(key) && rng.chance(0.15)) {
      scores.push(null);
      continue;
    }
    const v = clamp(Math.round(baseline + offset + rng.normal(0, 0.55)), 1, 5);
    scores.push(v);
    sum += v;
    count++;
  }
  return { scores, sum, count };
}

interface GeneratedProfessional {
  row: ProfessionalRow;
  user: UserRow | null;
  ratings: RatingRow[];
}

class Generator {
  private readonly nowMs: number;
  private readonly nowMonth: number;

  constructor(
    private readonly rng: Prng,
    private readonly pools: NamePools,
    now: Date,
  ) {
    this.nowMs = now.getTime();
    this.nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  }

  ago(minMs: number, maxMs: number): number {
    return this.nowMs - this.rng.float(minMs, maxMs);
  }

  workHistory(industry: Industry, currentTitle: string): { items: WorkHistoryItem[]; firstStart: number } {
    const { rng } = this;
    const companies = this.pools.companies.get(industry.name) ?? [];
    const n = rng.int(1, 4);
    const items: WorkHistoryItem[] = [];
    let cursor = this.nowMonth - rng.int(0, 2);
    let firstStart = cursor;
    for (let k = 0; k < n; k++) {
      const current = k === 0 && rng.chance(0.75);
      const end = current ? null : cursor - rng.int(0, 5);
      const start = (end ?? cursor) - rng.int(6, 54);
      items.push({
        title: k === 0 ? currentTitle : rng.pick(industry.titles),
        company: rng.pick(companies),
        start_date: ym(start),
        end_date: end === null ? null : ym(end),
      });
      cursor = start - 1;
      firstStart = start;
    }
    return { items, firstStart };
  }

  education(city: City, firstStartMonth: number): EducationItem[] {
    const { rng } = this;
    const n = weighted(rng, [25, 55, 20]);
    const items: EducationItem[] = [];
    let year = Math.floor(firstStartMonth / 12) - rng.int(0, 2);
    for (let k = 0; k < n; k++) {
      const school = fill(rng.pick(SCHOOL_PATTERNS), {
        city: city.city,
        state: STATE_NAMES[city.state] ?? city.state,
        surname: rng.pick(this.pools.lastNames),
      });
      items.push({ degree: rng.pick(DEGREES), school, year: String(year) });
      year -= rng.int(2, 5);
    }
    return items;
  }

  certifications(industry: Industry): CertificationItem[] {
    const { rng } = this;
    const n = weighted(rng, [40, 35, 18, 7]);
    return rng
      .sample(industry.certifications, n)
      .map((c) => (rng.chance(0.85) ? { name: c.name, issuer: c.issuer } : { name: c.name }));
  }

  bio(values: Record<string, string>): string {
    const { rng } = this;
    const parts = [fill(rng.pick(BIO_OPENERS), values)];
    for (const middle of rng.sample(BIO_MIDDLES, rng.int(1, 2))) parts.push(fill(middle, values));
    const closer = fill(rng.pick(BIO_CLOSERS), values);
    if (closer) parts.push(closer);
    return parts.join(" ");
  }

  ratingsFor(
    professionalId: string,
    profileCreatedMs: number,
    raters: readonly RatingEmployer[],
    baseline: number,
  ): { ratings: RatingRow[]; averageRating: number } {
    const { rng } = this;
    const ratings: RatingRow[] = [];
    // Scores scaled by lcm(1..15) are whole numbers: the same exact arithmetic as the SQL definition.
    let scaledSum = 0;
    // Seeded ratings are at least 3 days old: outside the edit window and any rolling daily limit.
    const latest = this.nowMs - 3 * DAY_MS;
    for (const employer of raters) {
      const { scores, sum, count } = makeScores(rng, baseline);
      scaledSum += sum * (SCORE_SCALE / count);
      ratings.push({
        id: rng.uuid(),
        professional_id: professionalId,
        employer_id: employer.id,
        submitted_by: employer.userId,
        employment_status: rng.chance(0.45) ? "current" : "former",
        status: rng.chance(0.004) ? "under_dispute" : "active",
        scores,
        created_at: iso(rng.float(Math.min(profileCreatedMs, latest), latest)),
      });
    }
    // round(S / D, 2) with halves up, in integers (S and D stay far below 2^53).
    const d = ratings.length * SCORE_SCALE;
    const averageRating = ratings.length === 0 ? 0 : Math.floor((200 * scaledSum + d) / (2 * d)) / 100;
    return { ratings, averageRating };
  }

  professional(index: number, verifiedEmployers: readonly RatingEmployer[]): GeneratedProfessional {
    const { rng, pools } = this;
    const id = rng.uuid();
    const firstName = rng.pick(pools.firstNames);
    const lastName = rng.pick(pools.lastNames);
    const city = rng.pick(CITIES);
    const industry = rng.pick(INDUSTRIES);
    const title = rng.pick(industry.titles);
    const history = this.workHistory(industry, title);
    const years = Math.max(1, Math.floor((this.nowMonth - history.firstStart) / 12));
    const createdMs = this.ago(30 * DAY_MS, 3 * YEAR_MS);
    const updatedMs = Math.max(createdMs, this.ago(0, 2 * YEAR_MS));
    const v = rng.next();
    const visibility = v < 0.9 ? "public" : v < 0.97 ? "employers_only" : "private";
    const claimed = rng.chance(0.08);

    let user: UserRow | null = null;
    if (claimed) {
      const userId = rng.id();
      user = {
        id: userId,
        name: `${firstName} ${lastName}`,
        email: `${slug(firstName)}.${slug(lastName)}.${index + 1}@people.example`,
        role: "professional",
        account_type: "professional",
        company_name: null,
        company_website: null,
        subscription_id: rng.uuid(),
        subscription_type: "free",
        created_at: iso(rng.float(createdMs, this.nowMs - DAY_MS)),
      };
    }

    let ratings: RatingRow[] = [];
    let averageRating = 0;
    if (rng.chance(0.55)) {
      const raters = rng.sample(verifiedEmployers, weighted(rng, RATING_COUNT_WEIGHTS) + 1);
      const baseline = clamp(rng.normal(3.9, 0.55), 1.6, 4.95);
      ({ ratings, averageRating } = this.ratingsFor(id, createdMs, raters, baseline));
    }

    const row: ProfessionalRow = {
      id,
      user_id: user?.id ?? null,
      first_name: firstName,
      last_name: lastName,
      headline: `${title} | ${industry.name}`,
      bio: this.bio({
        title,
        industry: industry.name.toLowerCase(),
        city: city.city,
        years: String(years),
        strength: rng.pick(industry.strengths),
        company: history.items[0]?.company ?? "my last employer",
      }),
      city: city.city,
      state: city.state,
      average_rating: averageRating,
      total_ratings: ratings.length,
      verified_employers_count: ratings.length,
      visibility,
      view_count: rng.int(0, 500),
      linkedin_url: rng.chance(0.5)
        ? `https://www.linkedin.com/in/${slug(firstName)}-${slug(lastName)}-${(rng.uint32() >>> 8).toString(36)}`
        : null,
      certifications: this.certifications(industry),
      work_history: history.items,
      education: this.education(city, history.firstStart),
      created_at: iso(createdMs),
      updated_at: iso(updatedMs),
    };
    return { row, user, ratings };
  }
}

// ---------------------------------------------------------------------------------------------

/** From this many generated profiles on, secondary indexes are dropped and rebuilt around the inserts. */
const INDEX_REBUILD_THRESHOLD = 50_000;
const BULK_TABLES = "{professionals,ratings,rating_attributions}";

/**
 * Drops the indexes of the bulk-loaded tables that back no constraint (search, trigram, sort
 * indexes) and returns their definitions, read from the catalogue so they always match the
 * migrations. Inside the seed's transaction: a failed seed rolls the drop back.
 */
async function dropSecondaryIndexes(run: (query: SQL) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const result = await run(sql`
SELECT format('%I.%I', n.nspname, c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
FROM pg_index i
JOIN pg_class c ON c.oid = i.indexrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE i.indrelid = ANY(${BULK_TABLES}::regclass[])
  AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
ORDER BY c.relname`);
  const rows = result.rows as { name: string; definition: string }[];
  for (const row of rows) await run(sql.raw(`DROP INDEX ${row.name}`));
  return rows.map((row) => row.definition);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const totalProfessionals = Math.max(1, Math.floor(options.professionals));

  const rng = createPrng(SEED);
  const pools = buildNamePools(rng);
  const gen = new Generator(rng, pools, now);
  // scrypt is slow on purpose: hash before the transaction opens.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));

  // --- demo accounts and employers (drawn first, so they do not depend on the profile count)
  const longAgo = (years: number) => iso(nowMs - years * YEAR_MS - rng.float(0, 60) * DAY_MS);
  const demoUsers: UserRow[] = DEMO_ACCOUNTS.map((account) => {
    const isEmployer = account.role === "employer";
    return {
      id: rng.id(),
      name: account.name,
      email: account.email,
      role: account.role,
      // The admin signs up like anyone else; the admin role is granted on top.
      account_type: isEmployer ? "employer" : "professional",
      company_name: isEmployer ? DEMO_EMPLOYER_COMPANY.companyName : null,
      company_website: isEmployer ? DEMO_EMPLOYER_COMPANY.website : null,
      subscription_id: rng.uuid(),
      subscription_type: isEmployer ? "verified_pro" : "free",
      created_at: longAgo(account.role === "professional" ? 1.2 : 3.6),
    };
  });
  const demoEmployerUser = demoUsers[1] as UserRow;
  const demoProfessionalUser = demoUsers[2] as UserRow;
  const accounts = demoUsers.map((u, i) => ({
    id: rng.id(),
    user_id: u.id,
    password: passwordHashes[i],
    created_at: u.created_at,
  }));

  const employerUsers: UserRow[] = [];
  const employerRows: EmployerRow[] = [];
  const northwindVerifiedAt = iso(Date.parse(demoEmployerUser.created_at) + 2 * DAY_MS);
  employerRows.push({
    id: rng.uuid(),
    user_id: demoEmployerUser.id,
    company_name: DEMO_EMPLOYER_COMPANY.companyName,
    company_website: DEMO_EMPLOYER_COMPANY.website,
    industry: DEMO_EMPLOYER_COMPANY.industry,
    verification_status: "verified",
    verification_method: "email_domain",
    verified_at: northwindVerifiedAt,
    created_at: demoEmployerUser.created_at,
  });
  const methods: VerificationMethod[] = ["email_domain", "ein", "state_registration"];
  SEEDED_EMPLOYERS.forEach((company, i) => {
    const status =
      i < SEEDED_EMPLOYERS.length - 2 ? "verified" : i === SEEDED_EMPLOYERS.length - 2 ? "pending" : "unverified";
    const first = rng.pick(pools.firstNames);
    const last = rng.pick(pools.lastNames);
    const createdAt = status === "verified" ? longAgo(3.5) : iso(nowMs - rng.float(5, 40) * DAY_MS);
    const user: UserRow = {
      id: rng.id(),
      name: `${first} ${last}`,
      email: `${slug(first)}.${slug(last)}@${company.domain}`,
      role: "employer",
      account_type: "employer",
      company_name: company.companyName,
      company_website: `https://${company.domain}`,
      subscription_id: rng.uuid(),
      subscription_type:
        status !== "verified" ? "free" : i % 4 === 0 ? "verified_pro" : i === 5 ? "enterprise" : "free",
      created_at: createdAt,
    };
    employerUsers.push(user);
    employerRows.push({
      id: rng.uuid(),
      user_id: user.id,
      company_name: company.companyName,
      company_website: `https://${company.domain}`,
      industry: company.industry,
      verification_status: status,
      verification_method: status === "verified" ? rng.pick(methods) : null,
      verified_at: status === "verified" ? iso(Date.parse(createdAt) + rng.float(1, 10) * DAY_MS) : null,
      created_at: createdAt,
    });
  });
  const verifiedEmployers: RatingEmployer[] = employerRows
    .filter((e) => e.verification_status === "verified")
    .map((e) => ({ id: e.id, userId: e.user_id }));
  const northwind = verifiedEmployers[0] as RatingEmployer;

  // --- Jordan Avery's profile: claimed, public, complete, six ratings (one from Northwind)
  const jordanId = rng.uuid();
  const jordanCreatedMs = nowMs - 400 * DAY_MS;
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const jordanRaters = [northwind, ...rng.sample(verifiedEmployers.slice(1), 5)];
  const jordanRatings = gen.ratingsFor(jordanId, jordanCreatedMs, jordanRaters, 4.3);
  const jordan: ProfessionalRow = {
    id: jordanId,
    user_id: demoProfessionalUser.id,
    first_name: "Jordan",
    last_name: "Avery",
    headline: "Operations Supervisor | Logistics",
    bio:
      "Operations supervisor with nine years in logistics, leading a 20-person warehouse shift in Denver. " +
      "Known for on-time deliveries, a clean safety record and training new team members. " +
      "Open to operations management roles in the Denver area.",
    city: "Denver",
    state: "CO",
    average_rating: jordanRatings.averageRating,
    total_ratings: jordanRatings.ratings.length,
    verified_employers_count: jordanRatings.ratings.length,
    visibility: "public",
    view_count: 312,
    linkedin_url: "https://www.linkedin.com/in/jordan-avery-ops",
    certifications: [
      { name: "Certified Supply Chain Professional (CSCP)", issuer: "ASCM" },
      { name: "OSHA Forklift Operator Certification", issuer: "OSHA" },
      { name: "OSHA 10-Hour General Industry", issuer: "OSHA" },
    ],
    work_history: [
      { title: "Operations Supervisor", company: "Northwind Logistics", start_date: ym(nowMonth - 38), end_date: null },
      {
        title: "Dispatcher",
        company: "Redwood Freight Lines",
        start_date: ym(nowMonth - 74),
        end_date: ym(nowMonth - 39),
      },
      {
        title: "Warehouse Associate",
        company: "Denver Distribution",
        start_date: ym(nowMonth - 110),
        end_date: ym(nowMonth - 75),
      },
    ],
    education: [
      {
        degree: "Bachelor of Business Administration",
        school: "University of Colorado Denver",
        year: String(Math.floor((nowMonth - 112) / 12)),
      },
      {
        degree: "Associate of Applied Science",
        school: "Denver Community College",
        year: String(Math.floor((nowMonth - 140) / 12)),
      },
    ],
    created_at: iso(jordanCreatedMs),
    updated_at: iso(nowMs - 5 * DAY_MS),
  };

  const allUsers = [...demoUsers, ...employerUsers];
  const generatedCount = totalProfessionals - 1;

  return database.db.transaction(async (tx: Tx) => {
    const run = (query: SQL) => tx.execute(query);
    // One seeder at a time (several app instances may start together on PostgreSQL).
    await run(sql`SELECT pg_advisory_xact_lock(20260001)`);
    const seeded = await run(sql`SELECT EXISTS (SELECT 1 FROM "user") AS seeded`);
    if ((seeded.rows[0] as { seeded?: boolean } | undefined)?.seeded === true) throw new AlreadySeededError();

    await run(insertUsersSql(JSON.stringify(allUsers)));
    await run(insertAccountsSql(JSON.stringify(accounts)));
    await run(insertEmployersSql(JSON.stringify(employerRows)));
    await run(insertProfessionalsSql(JSON.stringify([jordan])));
    await run(insertRatingsSql(JSON.stringify(jordanRatings.ratings)));
    const setupMs = performance.now() - started;
    progress(`demo accounts, ${employerRows.length} employers and Jordan Avery's profile (${seconds(setupMs)})`);

    let users = allUsers.length;
    let claimed = 1;
    let ratingCount = jordanRatings.ratings.length;
    let underDispute = jordanRatings.ratings.filter((r) => r.status === "under_dispute").length;
    let written = 1;
    const reportEvery = 50_000;
    let nextReport = reportEvery;

    interface Batch {
      professionals: ProfessionalRow[];
      users: UserRow[];
      ratings: RatingRow[];
    }
    const generate = async (from: number, to: number): Promise<Batch> => {
      const batch: Batch = { professionals: [], users: [], ratings: [] };
      for (let i = from; i < to; i++) {
        // Let the previous batch's statements be sent and answered while this one is built.
        if (i % 250 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
        const g = gen.professional(i, verifiedEmployers);
        batch.professionals.push(g.row);
        if (g.user) batch.users.push(g.user);
        for (const r of g.ratings) {
          batch.ratings.push(r);
          if (r.status === "under_dispute") underDispute++;
        }
      }
      return batch;
    };
    const write = async (batch: Batch): Promise<void> => {
      // Owners first (claimed profiles reference them), then profiles, then their ratings.
      if (batch.users.length > 0) await run(insertUsersSql(JSON.stringify(batch.users)));
      await run(insertProfessionalsSql(JSON.stringify(batch.professionals)));
      if (batch.ratings.length > 0) await run(insertRatingsSql(JSON.stringify(batch.ratings)));
      users += batch.users.length;
      claimed += batch.users.length;
      ratingCount += batch.ratings.length;
      written += batch.professionals.length;
      if (written >= nextReport || written === totalProfessionals) {
        progress(`professionals ${written}/${totalProfessionals} (${seconds(performance.now() - started)})`);
        while (nextReport <= written) nextReport += reportEvery;
      }
    };

    // Large seeds: build the secondary indexes once at the end instead of row by row.
    const rebuild = generatedCount >= INDEX_REBUILD_THRESHOLD ? await dropSecondaryIndexes(run) : [];

    // Batches end on multiples of batchSize (Jordan Avery's profile is row 1).
    let pending: Promise<void> | null = null;
    for (let from = 0; from < generatedCount; ) {
      const to = Math.min(generatedCount, (Math.floor((from + 1) / batchSize) + 1) * batchSize - 1);
      const batch = await generate(from, to);
      if (pending) await pending;
      pending = write(batch);
      // Handled when awaited; this only stops an early failure counting as unhandled meanwhile.
      pending.catch(() => {});
      from = to;
    }
    if (pending) await pending;
    if (generatedCount === 0) progress(`professionals 1/1 (${seconds(performance.now() - started)})`);

    if (rebuild.length > 0) {
      const indexesFrom = performance.now();
      if (database.engine === "postgres") await run(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const definition of rebuild) await run(sql.raw(definition));
      progress(`${rebuild.length} indexes rebuilt (${seconds(performance.now() - indexesFrom)})`);
    }
    const professionalsDoneAt = performance.now();

    // The figures were computed while generating; this recomputes them in SQL and writes only
    // rows that disagree (normally none), so the stored figures are exactly the query's definition.
    await run(ratingAggregatesUpdate());
    const doneAt = performance.now();
    progress(`rating aggregates (${seconds(doneAt - professionalsDoneAt)})`);

    return {
      professionals: written,
      claimedProfessionals: claimed,
      ratings: ratingCount,
      ratingsUnderDispute: underDispute,
      employers: employerRows.length,
      verifiedEmployers: verifiedEmployers.length,
      users,
      timings: {
        setupMs,
        professionalsMs: professionalsDoneAt - started - setupMs,
        aggregatesMs: doneAt - professionalsDoneAt,
        totalMs: doneAt - started,
      },
    };
  });
}
