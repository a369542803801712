import type { SQL } from "drizzle-orm";

/**
 * A signed-in read that travels in the session read's own statement (D289). Under load every round trip to
 * PostgreSQL is a wait for a turn of the event loop behind every other request's work, and a dashboard read that
 * first read its session and then its data waited twice: the 200-connection mixed load measured the signed-in reads'
 * median at four times the visitors'. A route names its read in `config.readWithSession`; when the session is read
 * by the one-statement fast path (D276) and the read would go to the primary anyway (no replica in use, or the
 * caller wrote lately), the row comes back with the session and the route presents it. Otherwise the route reads it
 * as before. The row is read before authorization and dropped unless the route runs: it never leaves the server for
 * someone the policy refuses.
 */
export interface ReadWithSession<Row = unknown> {
  /** The prepared statement's name (`standing_session_with_…`, listed in D289); the text must never vary. */
  readonly name: string;
  /**
   * The read's one row for the user whose id is the SQL expression `userId` (the session's user). Values that vary
   * between requests go only through `param(key)` (placeholders), so the statement's text is the same every time.
   */
  sql(userId: SQL, param: (key: string) => SQL): SQL;
  /** The placeholders' values for a read at `now`. */
  params(now: Date): Record<string, unknown>;
  /** Marks the row's type; never set. */
  readonly row?: Row;
}

/** The row read with the session, and the time it was read for. */
export interface ReadAlongside {
  read: ReadWithSession;
  row: unknown;
  now: Date;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route's read, to be read with the session when it can (D289). */
    readWithSession?: ReadWithSession;
  }
  interface FastifyRequest {
    /** The route's `readWithSession` row, when it came with the session (set by the actor resolver). */
    readAlongside?: ReadAlongside;
  }
}

/** The row of `read` that came with this request's session, and its time; undefined when the route must read it. */
export function takeReadAlongside<Row>(
  request: { readAlongside?: ReadAlongside },
  read: ReadWithSession<Row>,
): { row: Row; now: Date } | undefined {
  const along = request.readAlongside;
  if (!along || along.read !== read || along.row === null || along.row === undefined) return undefined;
  request.readAlongside = undefined;
  return { row: along.row as Row, now: along.now };
}
