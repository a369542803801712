import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import {
  FLAG_LIMITS,
  FLAG_SOURCE_LABELS,
  FLAG_SOURCES,
  FLAG_SUBJECT_LABELS,
  type FlagSource,
  type FlagState,
  type FlagSubject,
} from "../../core/contracts/flags";
import type { DbOrTx } from "../db/client";
import { employers, flags, professionals, ratingAttributions, ratings, type StoredFlagMatch, user } from "../db/schema";
import { claimHeldBy } from "../policies/review-claim";
import type { AuthorHiddenText, HiddenTextNotice } from "../records/flag";

/**
 * Read models of the flags queue (admins only; D174, D176). The rating's employer is read here because only
 * administrators see a flag; the presenter decides what leaves.
 */

export interface FlagRecord {
  id: string;
  source: FlagSource;
  subject: FlagSubject;
  subjectId: string;
  state: FlagState;
  priority: number;
  body: string;
  matches: StoredFlagMatch[];
  authorUserId: string | null;
  authorName: string | null;
  authorEmail: string | null;
  createdAt: Date;
  claimedBy: string | null;
  claimedAt: Date | null;
  claimHolderName: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  strike: boolean;
}

const holder = sql<
  string | null
>`(SELECT coalesce(nullif(btrim(h.name), ''), h.email) FROM "user" h WHERE h.id = ${flags.claimedBy})`;

const columns = {
  id: flags.id,
  source: flags.source,
  subject: flags.subject,
  subjectId: flags.subjectId,
  state: flags.state,
  priority: flags.priority,
  body: flags.body,
  matches: flags.matches,
  authorUserId: flags.authorUserId,
  authorName: user.name,
  authorEmail: user.email,
  createdAt: flags.createdAt,
  claimedBy: flags.claimedBy,
  claimedAt: flags.claimedAt,
  claimHolderName: holder,
  decidedBy: flags.decidedBy,
  decidedAt: flags.decidedAt,
  decisionReason: flags.decisionReason,
  strike: flags.strike,
};

export const flagDueAt = (createdAt: Date) => new Date(createdAt.getTime() + FLAG_LIMITS.reviewHours * 3_600_000);

/** The claim as it stands now (a lapsed claim is no claim). */
export function liveClaim(row: Pick<FlagRecord, "claimedBy" | "claimedAt">, now: Date): string | null {
  return claimHeldBy(row, now);
}

export async function listFlags(
  db: DbOrTx,
  query: { state: "open" | "decided" | "all"; source?: FlagSource | undefined },
  limit = 200,
): Promise<FlagRecord[]> {
  const where: SQL[] = [];
  if (query.state === "open") where.push(eq(flags.state, "open"));
  if (query.state === "decided") where.push(ne(flags.state, "open"));
  if (query.source) where.push(eq(flags.source, query.source));
  const rows = await db
    .select(columns)
    .from(flags)
    .leftJoin(user, eq(user.id, flags.authorUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(query.state === "open" ? desc(flags.priority) : desc(flags.decidedAt), asc(flags.createdAt), asc(flags.id))
    .limit(limit);
  return rows as FlagRecord[];
}

export async function loadFlag(db: DbOrTx, flagId: string): Promise<FlagRecord | null> {
  const [row] = await db
    .select(columns)
    .from(flags)
    .leftJoin(user, eq(user.id, flags.authorUserId))
    .where(eq(flags.id, flagId));
  return (row as FlagRecord | undefined) ?? null;
}

export interface FlaggedRating {
  id: string;
  status: string;
  employerName: string | null;
  professionalName: string | null;
  canStrike: boolean;
}

export async function loadFlaggedRating(db: DbOrTx, ratingId: string): Promise<FlaggedRating | null> {
  const [row] = await db
    .select({
      id: ratings.id,
      status: ratings.status,
      employerName: employers.companyName,
      professionalName: sql<string>`${professionals.firstName} || ' ' || ${professionals.lastName}`,
      // A strike needs the employer's account: not one erased after its deletion (D236).
      canStrike: sql<boolean>`${employers.id} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM account_deletions d WHERE d.user_id = ${employers.userId} AND d.erased_at IS NOT NULL)`,
    })
    .from(ratings)
    .innerJoin(professionals, eq(professionals.id, ratings.professionalId))
    .leftJoin(ratingAttributions, eq(ratingAttributions.ratingId, ratings.id))
    .leftJoin(employers, eq(employers.id, ratingAttributions.employerId))
    .where(eq(ratings.id, ratingId));
  return row ? { ...row, canStrike: Boolean(row.canStrike) } : null;
}

export interface SourceScoreRecord {
  source: FlagSource;
  label: string;
  open: number;
  upheld: number;
  dismissed: number;
  upheldRate: number | null;
}

/** How often each source's flags were upheld (hidden, removed, warned) rather than dismissed (D177). */
export async function flagSourceScores(db: DbOrTx): Promise<SourceScoreRecord[]> {
  const rows = await db
    .select({ source: flags.source, state: flags.state, n: sql<number>`count(*)::int` })
    .from(flags)
    .groupBy(flags.source, flags.state);
  return FLAG_SOURCES.map((source) => {
    const of = (states: FlagState[]) =>
      rows.filter((r) => r.source === source && states.includes(r.state)).reduce((a, r) => a + Number(r.n), 0);
    const upheld = of(["hidden", "removed", "warned"]);
    const dismissed = of(["dismissed"]);
    return {
      source,
      label: FLAG_SOURCE_LABELS[source],
      open: of(["open"]),
      upheld,
      dismissed,
      upheldRate: upheld + dismissed > 0 ? upheld / (upheld + dismissed) : null,
    };
  });
}

export interface FlagsQueueSummary {
  /** Open flags. */
  size: number;
  /** When the oldest open flag was raised, null when the queue is empty. */
  oldestAt: Date | null;
  /** The oldest open flag's deadline (raised + 48 hours, D176). */
  oldestDueAt: Date | null;
  /** Open flags past their deadline. */
  overdue: number;
}

/**
 * The flags queue for the admin overview (issue 15 §2): its size, its oldest item and that item's deadline.
 * Read by the overview page's query; `now` is the business clock.
 */
export async function flagsQueueSummary(db: DbOrTx, now: Date): Promise<FlagsQueueSummary> {
  const cutoff = new Date(now.getTime() - FLAG_LIMITS.reviewHours * 3_600_000);
  const [row] = await db
    .select({
      size: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${flags.createdAt})`,
      overdue: sql<number>`count(*) FILTER (WHERE ${flags.createdAt} <= ${cutoff.toISOString()}::timestamptz)::int`,
    })
    .from(flags)
    .where(eq(flags.state, "open"));
  const oldestAt = row?.oldest ? new Date(row.oldest) : null;
  return {
    size: Number(row?.size ?? 0),
    oldestAt,
    oldestDueAt: oldestAt ? flagDueAt(oldestAt) : null,
    overdue: Number(row?.overdue ?? 0),
  };
}

/**
 * What the author is told about their own profile texts a moderator hid (D173): the latest hide per field, shown
 * until the author writes that field again (a later write is newer than the hide).
 */
export async function hiddenProfileTexts(
  db: DbOrTx,
  professionalId: string,
  authorUserId: string,
  updatedAt: Date,
): Promise<HiddenTextNotice[]> {
  const rows = await db
    .select({ subject: flags.subject, reason: flags.decisionReason, at: flags.decidedAt })
    .from(flags)
    .where(
      and(
        eq(flags.subjectId, professionalId),
        eq(flags.authorUserId, authorUserId),
        eq(flags.state, "hidden"),
        inArray(flags.subject, ["headline", "bio", "certification", "work_history"]),
        sql`${flags.decidedAt} >= ${updatedAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(flags.decidedAt));
  return latestHides(rows, (r) => r.subject).map((r) => ({
    subject: r.subject,
    label: FLAG_SUBJECT_LABELS[r.subject],
    reason: r.reason ?? "",
    hiddenAt: r.at,
  }));
}

/** Of hides read newest first, the latest of each text (`textOf`); a hide without its decision time is passed over. */
function latestHides<R extends { at: Date | null }>(rows: readonly R[], textOf: (row: R) => string) {
  const seen = new Set<string>();
  return rows.filter((r): r is R & { at: Date } => {
    if (seen.has(textOf(r)) || !r.at) return false;
    seen.add(textOf(r));
    return true;
  });
}

/**
 * The author's own dispute texts, answers and appeals a moderator hid, for the pages where the author reads them
 * (D237): the latest hide per text, only flags the viewer wrote (`author_user_id`), so no one else's hidden text,
 * nor its reason, can be read through it.
 */
export async function authorHiddenTexts(
  db: Pick<DbOrTx, "select">,
  authorUserId: string,
  subjects: readonly FlagSubject[],
  subjectIds: readonly string[],
): Promise<AuthorHiddenText[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .select({
      subject: flags.subject,
      subjectId: flags.subjectId,
      body: flags.body,
      reason: flags.decisionReason,
      at: flags.decidedAt,
    })
    .from(flags)
    .where(
      and(
        eq(flags.authorUserId, authorUserId),
        eq(flags.state, "hidden"),
        inArray(flags.subject, [...subjects]),
        inArray(flags.subjectId, [...subjectIds]),
      ),
    )
    .orderBy(desc(flags.decidedAt));
  return latestHides(rows, (r) => r.subjectId).map((r) => ({
    subject: r.subject,
    subjectId: r.subjectId,
    label: FLAG_SUBJECT_LABELS[r.subject],
    reason: r.reason ?? "",
    hiddenAt: r.at,
    text: r.body,
  }));
}

/** The signed-in professional's hidden profile texts (none without a profile). */
export async function ownHiddenTexts(db: DbOrTx, userId: string): Promise<HiddenTextNotice[]> {
  const [own] = await db
    .select({ id: professionals.id, updatedAt: professionals.updatedAt })
    .from(professionals)
    .where(eq(professionals.userId, userId));
  return own ? hiddenProfileTexts(db, own.id, userId, own.updatedAt) : [];
}
