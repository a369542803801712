import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { enqueueMail } from "../adapters/mail/outbox";
import type { Database } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";

export type NewsletterLinkOutcome = "confirmed" | "unsubscribed" | "invalid";

/** Opens a confirm or unsubscribe link: the token is looked up by its hash. */
export async function applyNewsletterLink(
  database: Database,
  token: string,
  action: "confirm" | "unsubscribe",
): Promise<NewsletterLinkOutcome> {
  const hash = hashNewsletterToken(token);
  const rows = await database.db
    .update(newsletterSubscriptions)
    .set(
      action === "confirm"
        ? {
            status: sql`CASE WHEN ${newsletterSubscriptions.status} = 'unsubscribed' THEN 'unsubscribed' ELSE 'confirmed' END`,
            confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
          }
        : { status: "unsubscribed", unsubscribedAt: sql`now()` },
    )
    .where(eq(newsletterSubscriptions.tokenHash, hash))
    .returning({ status: newsletterSubscriptions.status });
  const status = rows[0]?.status;
  if (!status) return "invalid";
  return status === "confirmed" ? "confirmed" : status === "unsubscribed" ? "unsubscribed" : "invalid";
}

export function hashNewsletterToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SubscribeNewsletterResult {
  /** The raw confirmation token (only its hash is stored); null when the address is already confirmed. */
  confirmationToken: string | null;
}

/**
 * Double opt-in sign-up for the blog newsletter. A new or unsubscribed address becomes `pending`
 * with a fresh confirmation token; asking again while pending replaces the token (the old link
 * stops working); a confirmed address is left alone. The caller answers the same in every case,
 * so the endpoint does not reveal who is subscribed.
 * The confirmation e-mail (confirm + unsubscribe links carrying the raw token) is queued in the same transaction.
 */
export async function subscribeNewsletter(
  database: Database,
  rawEmail: string,
  publicUrl: string,
): Promise<SubscribeNewsletterResult> {
  const email = rawEmail.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashNewsletterToken(token);
  return database.db.transaction(async (tx) => {
    const rows = await tx
      .insert(newsletterSubscriptions)
      .values({ email, status: "pending", tokenHash })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          status: sql`CASE WHEN ${newsletterSubscriptions.status} = 'confirmed' THEN 'confirmed' ELSE 'pending' END`,
          tokenHash: sql`CASE WHEN ${newsletterSubscriptions.status} = 'confirmed' THEN ${newsletterSubscriptions.tokenHash} ELSE ${tokenHash} END`,
          unsubscribedAt: sql`CASE WHEN ${newsletterSubscriptions.status} = 'confirmed' THEN ${newsletterSubscriptions.unsubscribedAt} ELSE NULL END`,
        },
      })
      .returning({ status: newsletterSubscriptions.status });
    const status = rows[0]?.status;
    if (status === "confirmed") return { confirmationToken: null };
    const confirm = `${publicUrl}/api/v1/newsletter/confirm?token=${token}`;
    const unsubscribe = `${publicUrl}/api/v1/newsletter/unsubscribe?token=${token}`;
    await enqueueMail(tx, {
      kind: "newsletter_confirmation",
      to: email,
      subject: "Confirm your Standing newsletter subscription",
      text: `Please confirm that you want the Standing newsletter (one e-mail a month at most):\n\n${confirm}\n\nIf you did not ask for it, ignore this message and nothing will be sent. You can unsubscribe at any time:\n${unsubscribe}`,
      content: {
        title: "Confirm your subscription",
        paragraphs: [
          "Please confirm that you want the Standing newsletter (one e-mail a month at most).",
          "If you did not ask for it, ignore this message and nothing will be sent. You can unsubscribe at any time.",
        ],
        action: { label: "Confirm subscription", url: confirm },
        footer: [{ text: "Unsubscribe", url: unsubscribe }],
      },
    });
    return { confirmationToken: token };
  });
}
