import type { LookupMonth, ProfileLookupsSummary } from "../../core/contracts/privacy";
import type { LookupMonthRecord } from "../queries/privacy";

/** Counts below this are shown as "fewer than 3", never as a number (D189). */
export const LOOKUP_SUPPRESS_BELOW = 3;

const CELLS = ["otherEmployers", "professionals", "visitors"] as const;
type Cell = (typeof CELLS)[number];
/**
 * The cell hidden with a lone hidden one: fixed, never "the smallest shown" (a partner chosen by its size would be
 * known to be at most the third cell, and that bound gives the pair away), and a cycle, so every pair of hidden cells
 * can come from one small cell and its partner as well as from two small cells (two small cells alone would be known
 * to be below k each, and a sum of 2(k − 1) would give both away).
 */
const PARTNER: Record<Cell, Cell> = {
  otherEmployers: "professionals",
  professionals: "visitors",
  visitors: "otherEmployers",
};

/**
 * One month of lookups as the professional may see it (issue 33 §4, D302), by the small-cell rules of official
 * statistics (a published figure never describes fewer than `k` viewers):
 *
 * 1. An industry is named only with `k` or more employer viewers. Smaller industries, and employers without an
 *    industry, are counted together as "other industries" — a hidden count never carries an industry.
 * 2. Any of the three unnamed cells (other industries, professionals, visitors) below `k` is hidden (null; zero
 *    included, so a hidden cell does not tell "none" from "a few").
 * 3. Complementary suppression: the month's total is known to the professional (the daily views chart, the view
 *    count), so a single hidden cell would be the total minus the rest. When exactly one cell is hidden, its fixed
 *    partner (`PARTNER`) is hidden with it; named industries are never used for this (they stay exact).
 *
 * `tests/unit/profile-lookups.test.ts` checks, by trying every month a viewer could have produced, that no hidden
 * count can be worked out from what is shown and the total.
 */
export function presentLookupMonth(m: LookupMonthRecord, k = LOOKUP_SUPPRESS_BELOW): LookupMonth {
  const named: { industry: string; count: number }[] = [];
  let otherEmployers = 0;
  for (const e of m.employers) {
    if (e.industry && e.count >= k) named.push({ industry: e.industry, count: e.count });
    else otherEmployers += e.count;
  }
  const cells: Record<Cell, number> = {
    otherEmployers,
    professionals: m.professionals,
    visitors: m.visitors,
  };
  const hidden = new Set(CELLS.filter((c) => cells[c] < k));
  const [alone] = hidden;
  if (hidden.size === 1 && alone) hidden.add(PARTNER[alone]);
  const shown = (c: Cell) => (hidden.has(c) ? null : cells[c]);
  return {
    month: m.month,
    employers: named.sort((a, b) => b.count - a.count || a.industry.localeCompare(b.industry)),
    otherEmployers: shown("otherEmployers"),
    professionals: shown("professionals"),
    visitors: shown("visitors"),
  };
}

export function presentProfileLookups(months: LookupMonthRecord[]): ProfileLookupsSummary {
  return { suppressedBelow: LOOKUP_SUPPRESS_BELOW, months: months.map((m) => presentLookupMonth(m)) };
}
