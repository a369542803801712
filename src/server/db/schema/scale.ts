import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Throttle and rate-limit state shared by every instance on PostgreSQL when no REDIS_URL is set (D200): one JSON
 * value per key, changed under the row's lock; rows past `expires_at` count as absent and are swept.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    key: text("key").primaryKey(),
    state: jsonb("state").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("throttle_counters_expires_idx").on(t.expiresAt)],
);
