import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ownedByUser, userRef } from "./auth";
import { timestamptz, uuidPk } from "./columns";

/**
 * An administrator's suspension of an account (issue 15 §3, D160). While a row is open (lifted_at null) the account's
 * `profiles.deactivated_at` is set, so every existing check (sign-in, the actor, API keys) refuses it; this row says
 * why and by whom, and keeps a suspension apart from a deletion request (which also deactivates). Reactivating
 * lifts the row and clears `deactivated_at` only when nothing else holds the account deactivated.
 */
export const accountSuspensions = pgTable(
  "account_suspensions",
  {
    id: uuidPk(),
    userId: ownedByUser(),
    reason: text("reason").notNull(),
    suspendedBy: userRef("suspended_by"),
    suspendedAt: timestamptz("suspended_at").notNull(),
    liftedAt: timestamptz("lifted_at"),
    liftedBy: userRef("lifted_by"),
    liftReason: text("lift_reason"),
  },
  (t) => [
    uniqueIndex("account_suspensions_open_idx").on(t.userId).where(sql`lifted_at IS NULL`),
    index("account_suspensions_user_idx").on(t.userId, t.suspendedAt.desc()),
    check("account_suspensions_lift_check", sql`(lifted_at IS NULL) = (lift_reason IS NULL)`),
  ],
);
