import type { z } from "zod";
import type { PublicProfessionalCard } from "../../core/contracts/professional-card";
import type { ProfileDetails, ProfileHeader, ProfilePageResponse, RatingSummary } from "../../core/contracts/profile";
import type { ProfessionalCard } from "../../core/contracts/search";
import type { RatingBreakdown } from "../queries/profile-page";
import type { ProfessionalCardRow } from "../queries/search";
import type { ProfileOpening, ProfileRow } from "../records/profile";
import { presentRatingSummary } from "./rating-summary";

/**
 * Professionals as the public directory shows them. Explicit field lists only: a row is never spread,
 * so a column added later (or anything about who rated) cannot leak by accident (DESIGN: anonymity).
 */

/** The public card (`PublicProfessionalCard`), as every public view of a professional opens: named fields, never the row. */
function presentPublicCard(r: ProfessionalCardRow | ProfileRow): z.infer<typeof PublicProfessionalCard> {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    headline: r.headline,
    city: r.city,
    state: r.state,
    country: r.country,
    profilePicture: r.profilePicture,
    isClaimed: r.isClaimed,
    verifiedEmployersCount: r.verifiedEmployersCount,
  };
}

export function presentProfessionalCard(r: ProfessionalCardRow): ProfessionalCard {
  return { ...presentPublicCard(r), averageRating: r.averageRating, totalRatings: r.totalRatings };
}

/** Header and badges: sent to every viewer allowed to see the profile, gated or not. */
export function presentProfileHeader(r: ProfileRow): ProfileHeader {
  return { ...presentPublicCard(r), viewCount: r.viewCount };
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);

/** A year stored as a number or as digits inside a string ("2012", "2012-06"). */
function yearOf(v: unknown): number | null {
  if (typeof v === "number" && Number.isInteger(v)) return v;
  const m = typeof v === "string" ? /\b(\d{4})\b/.exec(v) : null;
  return m ? Number(m[1]) : null;
}

/**
 * A link a visitor may be sent to: http or https, no credentials, at most 500 characters; anything else (a
 * `javascript:` or `data:` address from an old row or a hand-made import) is dropped rather than rendered.
 */
export function publicHttpUrl(v: unknown): string | null {
  const raw = text(v)?.trim();
  if (!raw || raw.length > 500) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
  return url.toString();
}

type Item = Record<string, unknown>;
const isItem = (v: unknown): v is Item => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The gated part, only for viewers with full access. Items are read forgivingly (certifications may be plain
 * text, jobs may say `position`, years may be numbers) and every field is named: a key stored in the jsonb that
 * is not listed here never reaches the page.
 */
export function presentProfileDetails(
  r: ProfileRow,
  ratings: RatingSummary,
  employment: { current: number; former: number },
): ProfileDetails {
  return {
    bio: r.bio,
    linkedinUrl: r.linkedinUrl,
    hasResume: r.resumeUrl !== null && r.resumeUrl !== "",
    ratings,
    employmentStatus: { current: employment.current, former: employment.former },
    certifications: (r.certifications as unknown[]).flatMap((c) => {
      if (typeof c === "string")
        return text(c)
          ? [{ name: c, issuer: null, year: null, issuedDate: null, expiryDate: null, credentialUrl: null }]
          : [];
      if (!isItem(c)) return [];
      const name = text(c.name);
      if (!name) return [];
      const year = text(c.year) ?? (typeof c.year === "number" ? String(c.year) : null);
      return [
        {
          name,
          issuer: text(c.issuer),
          year,
          issuedDate: text(c.issued_date) ?? year,
          expiryDate: text(c.expiry_date),
          credentialUrl: publicHttpUrl(c.credential_url),
        },
      ];
    }),
    workHistory: (r.workHistory as unknown[]).flatMap((w) => {
      if (!isItem(w)) return [];
      const title = text(w.title) ?? text(w.position);
      const company = text(w.company);
      if (!title && !company) return [];
      return [
        {
          title: title ?? "",
          company: company ?? "",
          startDate: text(w.start_date),
          endDate: text(w.end_date),
          description: text(w.description),
        },
      ];
    }),
    education: (r.education as unknown[]).flatMap((e) => {
      if (!isItem(e)) return [];
      const degree = text(e.degree);
      const school = text(e.school);
      if (!degree && !school) return [];
      const year = text(e.year) ?? (typeof e.year === "number" ? String(e.year) : null);
      return [
        {
          degree: degree ?? "",
          school: school ?? "",
          year,
          field: text(e.field),
          startYear: yearOf(e.start_year),
          endYear: yearOf(e.end_year) ?? yearOf(year),
        },
      ];
    }),
  };
}

/**
 * GET /api/v1/professionals/:id in one answer: header and badges for every allowed viewer, the gated details
 * only with full access (absent otherwise, not blanked), and the viewer's lookup allowance. `breakdown` is read
 * only with full access.
 */
export function presentProfilePage(
  opened: Extract<ProfileOpening, { found: true }>,
  breakdown: RatingBreakdown | null,
): ProfilePageResponse {
  const { row, access, isOwner, allowance } = opened;
  const response: ProfilePageResponse = { profile: presentProfileHeader(row), access, isOwner, allowance };
  if (access === "full" && breakdown) {
    const ratings = presentRatingSummary({
      averageRating: row.averageRating,
      totalRatings: row.totalRatings,
      categories: breakdown.categories,
      underReview: breakdown.underReview,
    });
    response.details = presentProfileDetails(row, ratings, breakdown);
  }
  return response;
}
