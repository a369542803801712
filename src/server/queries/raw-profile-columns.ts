import type { Visibility } from "../../core/domain";

/**
 * A professional's own columns as a raw SQL row carries them (snake_case; a numeric may come back as a string), for
 * the readers that select them by hand: the profile a visitor looks up and the owner's overview.
 */
export interface RawProfileColumns {
  first_name: string;
  last_name: string;
  headline: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  profile_picture: string | null;
  average_rating: string | number;
  total_ratings: number;
  verified_employers_count: number;
  is_claimed: boolean;
  visibility: Visibility;
  linkedin_url: string | null;
  resume_url: string | null;
  certifications: unknown;
  work_history: unknown;
  education: unknown;
}
