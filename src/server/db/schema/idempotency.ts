import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";

/**
 * `Idempotency-Key`s of requests that create things (issue 33 point 6, D309): the first answer, replayed to a retry
 * with the same key instead of acting twice, across instances. A row is claimed (`claim` = the request id) before
 * the handler runs; the command's own transaction sets `applied` before its COMMIT, so a COMMIT whose answer was
 * lost still leaves the row saying it happened; the answer is stored after. Kept 24 hours (`expires_at`).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Whose key: `user:<id>` when signed in, `visitor:<address>` otherwise. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** Method and address the key was first used for, e.g. `POST /api/v1/employer/employees`. */
    route: text("route").notNull(),
    /** SHA-256 of the method, address and body: the same key with another request is refused (422). */
    requestHash: text("request_hash").notNull(),
    /** The request that holds the key now (its request id). */
    claim: text("claim").notNull(),
    /** Set inside the command's transaction: true once its effect committed. */
    applied: boolean("applied").notNull().default(false),
    /** The holding request ended without a stored answer (a lost COMMIT, a failure after the effect). */
    finished: boolean("finished").notNull().default(false),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
    claimedAt: timestamptz("claimed_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);
