import { sql } from "drizzle-orm";

/** The columns of a card, as the search reads them (`p` is search_profiles). */
export const CARD_COLUMNS = sql`p.id, p.first_name, p.last_name, p.headline, p.city, p.state, p.country,
       p.profile_picture, p.average_rating, p.total_ratings, p.verified_employers_count, p.is_claimed`;

/** A card's row as the driver returns it. */
export type RawCardRow = {
  id: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  city: string | null;
  state: string | null;
  country: string;
  profile_picture: string | null;
  average_rating: string | number;
  total_ratings: number;
  verified_employers_count: number;
  is_claimed: boolean;
};
