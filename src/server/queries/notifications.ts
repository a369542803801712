import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { NotificationCounts, NotificationFilter } from "../../core/contracts/notifications";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import type { NotificationRecord } from "../records/notification";

/** One keyset page of records; the route presents them (presenters/notification.ts). */
export interface NotificationPage {
  notifications: NotificationRecord[];
  nextCursor: string | null;
  unreadCount: number;
  counts: NotificationCounts;
}

/**
 * Keyset cursor: the creation time in whole microseconds (PostgreSQL's precision, so no two rows are confused by
 * rounding to milliseconds) and the id as tie-breaker, base64url-encoded so clients treat it as opaque.
 */
export interface Position {
  micros: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(p: Position): string {
  return Buffer.from(`${p.micros}:${p.id}`, "utf8").toString("base64url");
}

/** A cursor this server did not make answers null (the caller answers 400), never a database error. */
export function decodeCursor(cursor: string): Position | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^(-?\d{1,18}):(.+)$/.exec(text);
  if (!match || !UUID.test(match[2]!)) return null;
  return { micros: match[1]!, id: match[2]! };
}

const micros = sql<string>`(extract(epoch from ${notifications.createdAt}) * 1000000)::bigint::text`;

function filterCondition(filter: NotificationFilter): SQL | undefined {
  if (filter === "unread") return eq(notifications.read, false);
  if (filter === "read") return eq(notifications.read, true);
  return undefined;
}

/** How many notifications the user has, and how many are unread (the badge). */
export async function notificationCounts(db: Db, userId: string): Promise<NotificationCounts> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) FILTER (WHERE NOT ${notifications.read}))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const all = Number(row?.all ?? 0);
  const unread = Number(row?.unread ?? 0);
  return { all, unread, read: all - unread };
}

/** The columns a notification is presented from, with its keyset position (the page cursor and the live stream's event id). */
const streamColumns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  read: notifications.read,
  createdAt: notifications.createdAt,
  micros,
};

/** The user's own notifications, newest first, one keyset page at a time. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { limit: number; filter: NotificationFilter; after: Position | null },
): Promise<NotificationPage> {
  const conditions: Array<SQL | undefined> = [eq(notifications.userId, userId), filterCondition(page.filter)];
  if (page.after)
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (timestamptz 'epoch' + ${page.after.micros}::bigint * interval '1 microsecond', ${page.after.id}::uuid)`,
    );
  const rows = await db
    .select(streamColumns)
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const counts = await notificationCounts(db, userId);
  return {
    notifications: shown.map(({ micros: _micros, ...row }) => row),
    nextCursor: more && last ? encodeCursor({ micros: String(last.micros), id: last.id }) : null,
    unreadCount: counts.unread,
    counts,
  };
}

export type PositionedNotification = NotificationRecord & { cursor: string };
const positioned = (row: NotificationRecord & { micros: string }): PositionedNotification => {
  const { micros: m, ...rest } = row;
  return { ...rest, cursor: encodeCursor({ micros: String(m), id: row.id }) };
};

/** One of the user's notifications by id (the live stream, after the database announced it), or null. */
export async function findOwnNotification(db: Db, userId: string, id: string): Promise<PositionedNotification | null> {
  const [row] = await db
    .select(streamColumns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row ? positioned(row) : null;
}

/** The user's notifications after a keyset position, oldest first (a reconnecting stream's catch-up). */
export async function notificationsAfter(
  db: Db,
  userId: string,
  after: Position,
  limit: number,
): Promise<PositionedNotification[]> {
  const rows = await db
    .select(streamColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`(${notifications.createdAt}, ${notifications.id}) > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
  return rows.map(positioned);
}
