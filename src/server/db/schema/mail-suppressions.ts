import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Addresses that asked for no more mail of one kind although they have no account (D212): today only roster
 * invitations ("rosterInvitations"), unsubscribed through the link in the invitation itself. Stored lower-case.
 */
export const mailSuppressions = pgTable("mail_suppressions", {
  address: text("address").primaryKey(),
  createdAt: createdAt(),
});
