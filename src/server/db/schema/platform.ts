import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt, uuidPk } from "./columns";
import { ofProfessional } from "./domain";

/**
 * Outgoing e-mail, written in the same transaction as the change that causes it and delivered by a
 * job with retries, so an SMTP outage loses nothing. Without SMTP_URL this table is the dev outbox (/dev/mail).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuidPk(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notice mail, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_check", sql`status IN ('queued', 'sending', 'sent', 'failed')`),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt.desc()),
  ],
);

/** Messages sent through /contact. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuidPk(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    inquiryType: text("inquiry_type"),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    handledAt: timestamptz("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_message_check", sql`length(btrim(message)) > 0`),
    index("contact_messages_created_idx").on(t.createdAt.desc()),
  ],
);

/** Blog newsletter, double opt-in: pending until the e-mailed link is opened. Tokens are stored hashed. */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuidPk(),
    email: text("email").notNull().unique(),
    status: text("status").notNull().default("pending"),
    tokenHash: text("token_hash"),
    confirmedAt: timestamptz("confirmed_at"),
    unsubscribedAt: timestamptz("unsubscribed_at"),
    createdAt: createdAt(),
  },
  () => [check("newsletter_status_check", sql`status IN ('pending', 'confirmed', 'unsubscribed')`)],
);

/** One row per viewer per profile per day, so view counts rise at most once a day per viewer. */
export const profileViews = pgTable(
  "profile_views",
  {
    professionalId: ofProfessional(),
    viewerKey: text("viewer_key").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.viewerKey, t.day] })],
);

/**
 * The last period each scheduled job was started for. Every worker instance ticks; the one whose compare-and-set
 * moves `last_slot` forward sends the job, so a scheduled job starts once per period however many instances run.
 */
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  lastSlot: timestamptz("last_slot").notNull(),
  updatedAt: updatedAt(),
});
