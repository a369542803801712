/**
 * The publication rule of rating figures (D304): when may a professional's public figures (average, count,
 * per-category averages, employment counts, verified employers) move to the current rating rows?
 *
 * Every published snapshot is a SUM over a set of rating versions ("items"): whoever reads the figures at two
 * moments can add and subtract what was published (the differencing attack of issue 33: `(n+1)·after − n·before`).
 * So the rule is an auditor in the sense of statistical-database auditing (Chin & Özsoyoglu's "audit expert" for
 * SUM queries): a snapshot is published only if, together with EVERY snapshot published before for the
 * professional, no linear combination of the published sums equals one item, even for an attacker who knows
 * every item of one employer (its own ratings and their edits). Consequences, each proved by the tests:
 * - a snapshot needs items of at least 3 employers (an attacker who is one of them still faces a mix of 2);
 * - it moves only when at least 3 employers' items changed (new rating, edit, removal, verification), so a rater
 *   who triggers the move learns the sum of two others, never one;
 * - multi-step tricks (publish, remove a batch, re-add one) are caught because all past snapshots count.
 * Pure and synchronous: the command (commands/refresh-rating-aggregates.ts) loads the items and writes the result.
 */

/** The minimum number of distinct employers in a published snapshot and in each move of it (k). */
export const PUBLICATION_MIN_EMPLOYERS = 3;

/** One rating version: `key` is unique per version (rating id + content hash), `group` its employer's pseudonym. */
export interface PublicationItem {
  key: string;
  group: string;
}

/**
 * Arithmetic modulo a prime below 2^26 (products stay exact in doubles). A dependency over the rationals is one
 * modulo p too, so a disclosure is never missed; a coincidence modulo p can only make the auditor refuse a
 * snapshot that was in fact safe (the figures then wait for the next change).
 */
const P = 67108859;

function inverse(a: number): number {
  // Fermat: a^(p-2) mod p, by squaring with exact intermediate products.
  let result = 1;
  let base = a % P;
  let e = P - 2;
  while (e > 0) {
    if (e & 1) result = mulmod(result, base);
    base = mulmod(base, base);
    e = Math.floor(e / 2);
  }
  return result;
}

function mulmod(a: number, b: number): number {
  return (a * b) % P;
}

/**
 * Whether the 0/1 rows (each a published set over `columns`) determine one column on its own: reduce to row
 * echelon form; a unit vector lies in the row space exactly when some reduced row has a single non-zero entry.
 */
export function isolatesOne(rows: ReadonlyArray<ReadonlySet<string>>, columns: readonly string[]): boolean {
  const n = columns.length;
  if (n === 0) return false;
  const index = new Map(columns.map((c, i) => [c, i]));
  const matrix: number[][] = [];
  for (const set of rows) {
    const row = new Array<number>(n).fill(0);
    let any = false;
    for (const key of set) {
      const i = index.get(key);
      if (i !== undefined) {
        row[i] = 1;
        any = true;
      }
    }
    if (any) matrix.push(row);
  }
  let rank = 0;
  for (let col = 0; col < n && rank < matrix.length; col++) {
    let pivot = -1;
    for (let r = rank; r < matrix.length; r++) {
      if (matrix[r]![col] !== 0) {
        pivot = r;
        break;
      }
    }
    if (pivot < 0) continue;
    [matrix[rank], matrix[pivot]] = [matrix[pivot]!, matrix[rank]!];
    const prow = matrix[rank]!;
    const inv = inverse(prow[col]!);
    for (let c = col; c < n; c++) prow[c] = mulmod(prow[c]!, inv);
    for (let r = 0; r < matrix.length; r++) {
      if (r === rank) continue;
      const row = matrix[r]!;
      const f = row[col]!;
      if (f === 0) continue;
      for (let c = col; c < n; c++) row[c] = (row[c]! - mulmod(f, prow[c]!) + P) % P;
    }
    rank++;
  }
  for (let r = 0; r < rank; r++) {
    let nonZero = 0;
    for (const v of matrix[r]!) if (v !== 0 && ++nonZero > 1) break;
    if (nonZero === 1) return true;
  }
  return false;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const k of a) if (!b.has(k)) return false;
  return true;
}

/** The employers (groups) whose items differ between two snapshots. */
export function changedGroups(before: readonly PublicationItem[], after: readonly PublicationItem[]): Set<string> {
  const a = new Set(before.map((i) => i.key));
  const b = new Set(after.map((i) => i.key));
  const groups = new Set<string>();
  for (const i of before) if (!b.has(i.key)) groups.add(i.group);
  for (const i of after) if (!a.has(i.key)) groups.add(i.group);
  return groups;
}

export type PublicationDecision = "publish" | "unchanged" | "withhold";

/**
 * The decision for `current` (the items the rating rows count now) given every earlier snapshot, oldest first.
 * "unchanged": the current items are exactly the last snapshot's (nothing to publish). "withhold": publishing would
 * let someone solve for one rating; the last snapshot stays. An empty current set (every rating removed) is
 * published when the auditor allows it: it adds nothing a reader did not know.
 */
export function decidePublication(
  history: ReadonlyArray<readonly PublicationItem[]>,
  current: readonly PublicationItem[],
): PublicationDecision {
  const last = history.at(-1) ?? [];
  const currentKeys = new Set(current.map((i) => i.key));
  if (history.length > 0 && sameSet(new Set(last.map((i) => i.key)), currentKeys)) return "unchanged";
  if (history.length === 0 && current.length === 0) return "unchanged";
  // The k rule of small-cell suppression (k = 3): a snapshot sums at least 3 employers' ratings and moves only
  // when at least 3 employers' items changed. The audit below implies both for additions and removals; for an
  // edit it does not (a reader would learn the edit's delta, y' − y), so they are rules of their own.
  if (current.length > 0 && new Set(current.map((i) => i.group)).size < PUBLICATION_MIN_EMPLOYERS) return "withhold";
  if (changedGroups(last, current).size < PUBLICATION_MIN_EMPLOYERS) return "withhold";

  const groupOf = new Map<string, string>();
  for (const snapshot of [...history, current]) for (const i of snapshot) groupOf.set(i.key, i.group);
  const rows = [...history, current].map((s) => new Set(s.map((i) => i.key)));
  const all = [...groupOf.keys()];
  // An outsider knows no item; an employer knows its own items, which leave the unknowns.
  if (isolatesOne(rows, all)) return "withhold";
  for (const group of new Set(groupOf.values())) {
    if (
      isolatesOne(
        rows,
        all.filter((k) => groupOf.get(k) !== group),
      )
    )
      return "withhold";
  }
  return "publish";
}
