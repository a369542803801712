import { describe, expect, it } from "vitest";
import { LOOKUP_SUPPRESS_BELOW, presentLookupMonth } from "../../src/server/presenters/profile-lookups";
import type { LookupMonthRecord } from "../../src/server/queries/privacy";

/**
 * The lookups card's small-cell rules (D302). The attacker is the professional: they see the card, know the rules
 * (this code), and know each month's total (the daily views chart). For every month a set of viewers could have
 * produced, the test works out every other month that shows exactly the same card and has the same total; a hidden
 * cell whose value is the same in all of them has been recovered.
 */
const k = LOOKUP_SUPPRESS_BELOW;
const MAX = 9;
type Named = Array<{ industry: string; count: number }>;

const month = (named: Named, other: number, professionals: number, visitors: number): LookupMonthRecord => ({
  month: "2026-10",
  // The other-industries bucket as employers without an industry: the card cannot tell how it is made up.
  employers: [...named, ...(other > 0 ? [{ industry: null, count: other }] : [])],
  professionals,
  visitors,
});

type Present = (m: LookupMonthRecord) => ReturnType<typeof presentLookupMonth>;

/** The hidden cells whose value the attacker can work out, with that value (zero recovered is no disclosure). */
function recovered(named: Named, o: number, p: number, v: number, present: Present = presentLookupMonth) {
  const shown = present(month(named, o, p, v));
  const rest = o + p + v;
  const worlds: Array<Record<string, number>> = [];
  for (let o2 = 0; o2 <= rest; o2++)
    for (let p2 = 0; p2 <= rest - o2; p2++) {
      const v2 = rest - o2 - p2;
      if (JSON.stringify(present(month(named, o2, p2, v2))) === JSON.stringify(shown))
        worlds.push({ otherEmployers: o2, professionals: p2, visitors: v2 });
    }
  const out: Array<[string, number]> = [];
  for (const cell of ["otherEmployers", "professionals", "visitors"] as const) {
    if (shown[cell] !== null) continue;
    const values = new Set(worlds.map((w) => w[cell]));
    const [only] = [...values];
    if (values.size === 1 && only! > 0) out.push([cell, only!]);
  }
  return out;
}

describe("profile lookups: suppressed cells (D302)", () => {
  it("names an industry only with k viewers or more; smaller ones and their industries go into 'other industries'", () => {
    const out = presentLookupMonth({
      month: "2026-10",
      employers: [
        { industry: "Logistics", count: 1 },
        { industry: "Retail", count: 4 },
        { industry: null, count: 2 },
        { industry: "Health", count: 3 },
      ],
      professionals: 5,
      visitors: 7,
    });
    expect(out.employers).toEqual([
      { industry: "Retail", count: 4 },
      { industry: "Health", count: 3 },
    ]);
    expect(out.otherEmployers).toBe(3);
    expect(JSON.stringify(out)).not.toContain("Logistics");
  });

  it("a hidden cell never carries an industry, and one hidden cell alone is hidden with a second", () => {
    const out = presentLookupMonth({
      month: "2026-10",
      employers: [
        { industry: "Logistics", count: 1 },
        { industry: "Retail", count: 5 },
      ],
      professionals: 4,
      visitors: 10,
    });
    expect(JSON.stringify(out)).not.toContain("Logistics");
    expect(out.otherEmployers).toBeNull();
    // Total 20 = 5 + 1 + 4 + 10: with professionals shown, "other industries" would be 20 − 5 − 4 − 10 = 1.
    expect(out.professionals).toBeNull();
    expect(out.visitors).toBe(10);
    expect(out.employers).toEqual([{ industry: "Retail", count: 5 }]);
  });

  it("no hidden count can be worked out from the card and the month's total, for every month up to 9 of each kind", () => {
    const leaks: string[] = [];
    for (const named of [[], [{ industry: "Retail", count: 5 }]] as Named[])
      for (let o = 0; o <= MAX; o++)
        for (let p = 0; p <= MAX; p++)
          for (let v = 0; v <= MAX; v++)
            for (const [cell, value] of recovered(named, o, p, v))
              leaks.push(`${named.length} named, other ${o}, professionals ${p}, visitors ${v}: ${cell} = ${value}`);
    // The one pattern the rules cannot hide: every kind at exactly k − 1 (total 3(k − 1), all three hidden). It names
    // no industry and no one; docs/security.md lists it.
    const residual = (s: string) => s.includes(`other ${k - 1}, professionals ${k - 1}, visitors ${k - 1}:`);
    expect(leaks.filter((s) => !residual(s))).toEqual([]);
    expect(leaks.filter(residual).length).toBeGreaterThan(0);
  });

  it("the check would notice a leak: without the second hidden cell, the first is recovered (self-check)", () => {
    // Small cells hidden, nothing hidden with them (the card before issue 33, industries aside).
    const naive: Present = (m) => {
      const out = presentLookupMonth(m);
      const other = m.employers.filter((e) => !e.industry || e.count < k).reduce((sum, e) => sum + e.count, 0);
      const exact = (n: number) => (n >= k ? n : null);
      return {
        ...out,
        otherEmployers: exact(other),
        professionals: exact(m.professionals),
        visitors: exact(m.visitors),
      };
    };
    expect(recovered([], 1, 4, 10, naive)).toEqual([["otherEmployers", 1]]);
    expect(recovered([], 1, 4, 10)).toEqual([]);
  });
});
