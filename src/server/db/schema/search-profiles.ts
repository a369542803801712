import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { professionals } from "./domain";
import { tsvector } from "./sql-helpers";

/**
 * The directory's narrow table (migration 0033, D398): one row per public profile with only what the search reads,
 * kept by triggers on `professionals` (a deleted profile's row goes through the foreign key). The search reads this
 * table, never the wide `professionals` rows.
 */
export const searchProfiles = pgTable(
  "search_profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => professionals.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    headline: text("headline"),
    city: text("city"),
    state: text("state"),
    country: text("country").notNull(),
    profilePicture: text("profile_picture"),
    averageRating: numeric("average_rating", { precision: 3, scale: 2, mode: "number" }).notNull(),
    totalRatings: integer("total_ratings").notNull(),
    verifiedEmployersCount: integer("verified_employers_count").notNull(),
    isClaimed: boolean("is_claimed").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
    searchVector: tsvector("search_vector").notNull(),
  },
  (t) => [
    index("search_profiles_search_vector_idx").using("gin", t.searchVector),
    index("search_profiles_words_facets_idx").using(
      "gin",
      sql`(search_vector || professional_facet_lexemes(headline, city, state, average_rating, is_claimed, verified_employers_count))`,
    ),
    index("search_profiles_facets_idx").using(
      "gin",
      sql`professional_facets(headline, city, state, average_rating, is_claimed, verified_employers_count)`,
    ),
    // The sort indexes also INCLUDE every column a search condition reads (D270), as professionals' did: drizzle's
    // builder cannot say INCLUDE, so only their keys are declared here.
    index("search_profiles_rating_idx").on(t.averageRating.desc(), t.totalRatings.desc(), t.id),
    index("search_profiles_recent_idx").on(t.updatedAt.desc(), t.id),
    index("search_profiles_name_idx").on(t.lastName, t.firstName, t.id),
    index("search_profiles_city_trgm_idx").using("gin", sql`lower(city) gin_trgm_ops`),
    index("search_profiles_state_trgm_idx").using("gin", sql`lower(state) gin_trgm_ops`),
    index("search_profiles_headline_trgm_idx").using("gin", sql`lower(headline) gin_trgm_ops`),
  ],
);
