import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import { SCORE_SCALE } from "../commands/refresh-rating-aggregates";
import type { CertificationItem, EducationItem, WorkHistoryItem } from "../db/schema";
import { PUBLICATION_MIN_EMPLOYERS } from "../kernel/rating-publication";
import type { NamePools } from "./name-pools";
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
  STATE_NAMES,
} from "./pools";
import type { Prng } from "./prng";
import type { ProfessionalRow, RatingEmployer, RatingRow, UserRow } from "./seed-rows";

/** The deterministic generator of profiles, work histories, schools and ratings the seed writes. */

/** Faker and the PRNG are both seeded with it. */
export const SEED = 2026;

export const DAY_MS = 86_400_000;
export const YEAR_MS = 365.25 * DAY_MS;
export const NULLABLE_CATEGORIES: ReadonlySet<RatingCategoryKey> = new Set([
  "customer_interaction",
  "leadership_potential",
]);
/** Weights for 1..6 ratings on a rated profile. */
export const RATING_COUNT_WEIGHTS = [22, 20, 18, 15, 13, 12];

export function weighted(rng: Prng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] as number;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

export function slug(s: string): string {
  return s
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

export function ym(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${year}-${String(month).padStart(2, "0")}`;
}

export function iso(ms: number): string {
  return new Date(Math.round(ms)).toISOString();
}

export function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

/** Scores around a baseline; returns the scores and the rating's own score (mean of non-null). */
export function makeScores(rng: Prng, baseline: number): { scores: (number | null)[]; sum: number; count: number } {
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

export interface GeneratedProfessional {
  row: ProfessionalRow;
  user: UserRow | null;
  ratings: RatingRow[];
}

export class Generator {
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
      const id = rng.uuid();
      const employmentStatus = rng.chance(0.45) ? "current" : "former";
      // Always active here: a rating is under dispute only with a dispute row, which the seeded history writes
      // (D0332). The draw that once chose "under_dispute" stays, so every later profile is unchanged.
      rng.next();
      ratings.push({
        id,
        professional_id: professionalId,
        employer_id: employer.id,
        submitted_by: employer.userId,
        employment_status: employmentStatus,
        status: "active",
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

    const published = ratings.length >= PUBLICATION_MIN_EMPLOYERS;
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
      // Figures are published once at least 3 employers rated (D304): fewer raters, no figures yet.
      average_rating: published ? averageRating : 0,
      total_ratings: published ? ratings.length : 0,
      verified_employers_count: published ? ratings.length : 0,
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
