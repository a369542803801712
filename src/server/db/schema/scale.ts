import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * Throttle and rate-limit state shared by every instance on PostgreSQL when no REDIS_URL is set (D200): one JSON
 * value per key, changed under the row's lock; rows past `expires_at` count as absent and are swept.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    key: text("key").primaryKey(),
    state: jsonb("state").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("throttle_counters_expires_idx").on(t.expiresAt)],
);
