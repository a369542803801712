import { and, eq, inArray } from "drizzle-orm";
import { emailDomain, isPersonalEmailDomain, websiteHost } from "../../core/employer-email";
import type { RaterIdentifier } from "../../core/rater-screen";
import type { DbOrTx } from "../db/client";
import { disputeMessages, disputes, emailVerificationTokens, employers, ratingAttributions, user } from "../db/schema";

/**
 * What names the employer behind a rating (issue 33 §1, D296): its company name, its website's host, the domains
 * and addresses of its business e-mail (the account's address unless it is a personal mailbox, and every address it
 * verified a domain with), its contact (the account holder) and the user who submitted the rating. The screen in
 * `core/rater-screen.ts` reads a text toward the professional against this list.
 *
 * Unsafe by design: it checks nothing about who asks. Only administrators' commands (which refuse a text that
 * names the rater) and the administrators' dispute detail (`presenters/dispute-review.ts`) call it; no other
 * audience's presenter may carry its answer.
 */
export async function unsafeRaterIdentifiers(db: Pick<DbOrTx, "select">, ratingId: string): Promise<RaterIdentifier[]> {
  const [head] = await db
    .select({
      employerId: employers.id,
      companyName: employers.companyName,
      companyWebsite: employers.companyWebsite,
      ownerId: employers.userId,
      submittedBy: ratingAttributions.submittedBy,
    })
    .from(ratingAttributions)
    .innerJoin(employers, eq(employers.id, ratingAttributions.employerId))
    .where(eq(ratingAttributions.ratingId, ratingId));
  if (!head) return [];
  const userIds = [...new Set([head.ownerId, head.submittedBy].filter((id): id is string => !!id))];
  const [people, addresses] = await Promise.all([
    db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, userIds)),
    db
      .select({ address: emailVerificationTokens.address })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.employerId, head.employerId)),
  ]);
  const out: RaterIdentifier[] = [{ kind: "company_name", value: head.companyName }];
  const host = head.companyWebsite ? websiteHost(head.companyWebsite) : null;
  if (host) out.push({ kind: "domain", value: host });
  const emails = [...people.map((p) => p.email), ...addresses.map((a) => a.address)];
  for (const email of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    out.push({ kind: "email", value: email });
    const domain = emailDomain(email);
    if (domain && domain !== host && !isPersonalEmailDomain(domain)) out.push({ kind: "domain", value: domain });
  }
  for (const p of people) {
    const name = p.name?.trim();
    if (name) out.push({ kind: p.id === head.ownerId ? "contact_name" : "user_name", value: name });
  }
  return dedupe(out);
}

function dedupe(list: RaterIdentifier[]): RaterIdentifier[] {
  const seen = new Set<string>();
  return list.filter((i) => {
    const key = `${i.kind}:${i.value.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The rating a professional's own flagged text is about, when a moderator's reason about it reaches the
 * professional (a hidden or warned dispute statement or message, D296): its rater must not be named there. Null for
 * every other text (profile texts are about no rating; an employer's texts go back to the employer).
 */
export async function ratingBehindProfessionalText(
  db: Pick<DbOrTx, "select">,
  subject: string,
  subjectId: string,
): Promise<string | null> {
  if (subject === "dispute_statement") {
    const [row] = await db.select({ ratingId: disputes.ratingId }).from(disputes).where(eq(disputes.id, subjectId));
    return row?.ratingId ?? null;
  }
  if (subject === "dispute_message") {
    const [row] = await db
      .select({ ratingId: disputes.ratingId })
      .from(disputeMessages)
      .innerJoin(disputes, eq(disputes.id, disputeMessages.disputeId))
      .where(and(eq(disputeMessages.id, subjectId), eq(disputeMessages.authorRole, "professional")));
    return row?.ratingId ?? null;
  }
  return null;
}

/** Standing's own domains (its support and sender addresses): an address there may go to a professional. */
export function standingDomains(config: { supportEmail: string; mailFrom: string }): string[] {
  const from = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return [...new Set([emailDomain(config.supportEmail), emailDomain(from)].filter((d): d is string => !!d))];
}
