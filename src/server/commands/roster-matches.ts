import { sql } from "drizzle-orm";
import type { RosterEntry } from "../../core/roster";
import { foldText } from "../../core/text-fold";
import type { Tx } from "../db/client";

/**
 * Who a roster row names (`commands/import-roster.ts`): the lookups by profile address, LinkedIn handle, account
 * e-mail and exact name + place, and the rule for when a found profile may be linked. They run inside the import's
 * transaction and write nothing.
 */

export const lc = (s: string) => s.trim().toLowerCase();
/** A name or place as matched: trimmed and folded (accents and case, D321), as `standing_fold()` folds it in SQL. */
export const folded = (s: string) => foldText(s.trim());

/** A profile found by something the employer already knows about the person. */
export type KnownMatch = {
  id: string;
  visibility: string;
  firstName: string;
  lastName: string;
};

/**
 * A profile outside search (employers only, private) is linked only when the identifier the employer gave comes with
 * the profile's own first and last name: two facts the person's employer knows, so a mistyped or guessed identifier
 * links nobody and tells nothing. A public profile links on its public identifiers (profile or LinkedIn address)
 * alone, as search would find it anyway; an account e-mail is never public, so it always needs the name too,
 * otherwise the answer would tell whose profile an address belongs to.
 */
export function usable(
  found: KnownMatch | undefined,
  entry: RosterEntry,
  publicIdentifier: boolean,
): KnownMatch | undefined {
  if (!found) return undefined;
  if (publicIdentifier && found.visibility === "public") return found;
  return folded(found.firstName) === folded(entry.firstName) && folded(found.lastName) === folded(entry.lastName)
    ? found
    : undefined;
}

/**
 * One index probe per handle (professionals_linkedin_handle_idx, on exactly this expression). A plain
 * `expression = ANY(array)` let the planner choose a sequential scan that runs the regular expression on every
 * row (it prices the regex as cheap): 0.15-0.36 s for 500 handles over 20k profiles on PostgreSQL 15, linear in the
 * table size. The LATERAL probe costs about 10 µs per handle whatever the table size (docs/search-performance.md).
 * When two profiles share a handle, the first the index returns wins, as before.
 */
export async function linkedinMatches(tx: Tx, handles: Array<string | null>): Promise<Map<string, KnownMatch>> {
  const wanted = [...new Set(handles.filter((h): h is string => Boolean(h)))];
  const out = new Map<string, KnownMatch>();
  if (wanted.length === 0) return out;
  const res = await tx.execute(sql`
SELECT w.handle, m.id, m.visibility, m.first_name AS "firstName", m.last_name AS "lastName"
FROM unnest(${`{${wanted.map((w) => `"${w.replaceAll('"', "")}"`).join(",")}}`}::text[]) AS w(handle)
CROSS JOIN LATERAL (
  SELECT p.id, p.visibility, p.first_name, p.last_name FROM professionals p
  WHERE p.linkedin_url IS NOT NULL
    AND 'linkedin.com/in/' || lower(substring(p.linkedin_url from 'linkedin\\.com/in/([^/?#[:space:]]+)')) = w.handle
  LIMIT 1
) m`);
  for (const row of res.rows as Array<KnownMatch & { handle: string }>)
    if (!out.has(row.handle))
      out.set(row.handle, { id: row.id, visibility: row.visibility, firstName: row.firstName, lastName: row.lastName });
  return out;
}

/** Profiles by the ids taken from the profile addresses the employer was given. */
export async function profileMatches(tx: Tx, ids: string[]): Promise<Map<string, KnownMatch>> {
  const out = new Map<string, KnownMatch>();
  if (ids.length === 0) return out;
  const res = await tx.execute(sql`
SELECT id, visibility, first_name AS "firstName", last_name AS "lastName" FROM professionals
WHERE id = ANY(${`{${[...new Set(ids)].join(",")}}`}::uuid[])`);
  for (const row of res.rows as KnownMatch[]) out.set(row.id, row);
  return out;
}

/** Claimed profiles by their owner's sign-in e-mail (lower-cased), which the employer knows as a colleague's. */
export async function emailMatches(tx: Tx, emails: string[]): Promise<Map<string, KnownMatch>> {
  const out = new Map<string, KnownMatch>();
  const wanted = [...new Set(emails)];
  if (wanted.length === 0) return out;
  const res = await tx.execute(sql`
SELECT lower(u.email) AS email, p.id, p.visibility, p.first_name AS "firstName", p.last_name AS "lastName"
FROM "user" u JOIN professionals p ON p.user_id = u.id
WHERE lower(u.email) = ANY(${`{${wanted.map((w) => `"${w.replaceAll('"', "")}"`).join(",")}}`}::text[])`);
  for (const row of res.rows as Array<KnownMatch & { email: string }>)
    out.set(row.email, { id: row.id, visibility: row.visibility, firstName: row.firstName, lastName: row.lastName });
  return out;
}

export async function nameMatches(
  tx: Tx,
  entries: RosterEntry[],
): Promise<Map<string, Array<{ id: string; headline: string | null }>>> {
  const out = new Map<string, Array<{ id: string; headline: string | null }>>();
  if (entries.length === 0) return out;
  const wanted = entries.map((e) => ({
    f: folded(e.firstName),
    l: folded(e.lastName),
    c: folded(e.city),
    s: folded(e.state),
  }));
  const res = await tx.execute(sql`
SELECT p.id, p.headline, x.f, x.l, x.c, x.s
FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS x(f text, l text, c text, s text)
JOIN professionals p ON standing_fold(p.first_name) = standing_fold(x.f) AND standing_fold(p.last_name) = standing_fold(x.l)
  AND standing_fold(coalesce(p.city, '')) = standing_fold(x.c) AND standing_fold(coalesce(p.state, '')) = standing_fold(x.s)
WHERE p.visibility = 'public'`);
  for (const row of res.rows as Array<{
    id: string;
    headline: string | null;
    f: string;
    l: string;
    c: string;
    s: string;
  }>) {
    const key = `${row.f}|${row.l}|${row.c}|${row.s}`;
    const list = out.get(key) ?? [];
    if (!list.some((x) => x.id === row.id)) list.push({ id: row.id, headline: row.headline });
    out.set(key, list);
  }
  return out;
}

export async function existingLinks(tx: Tx, employerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const res = await tx.execute(sql`
SELECT professional_id AS id FROM employments
WHERE employer_id = ${employerId} AND professional_id = ANY(${`{${ids.join(",")}}`}::uuid[])`);
  return new Set((res.rows as Array<{ id: string }>).map((r) => r.id));
}
