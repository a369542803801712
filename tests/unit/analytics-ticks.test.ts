import { describe, expect, it } from "vitest";
import { ticksEndingAtLast } from "../../src/web/features/professional/analytics/analytics-api";

const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`);

describe("rating trend axis (issue 20 §5): the newest month always has its label", () => {
  it("every other month, counted back from the last", () => {
    expect(ticksEndingAtLast(MONTHS, 2)).toEqual(["2026-02", "2026-04", "2026-06", "2026-08", "2026-10", "2026-12"]);
  });
  it("every third month on a phone", () => {
    expect(ticksEndingAtLast(MONTHS, 3)).toEqual(["2026-03", "2026-06", "2026-09", "2026-12"]);
  });
  it("every month, one month, none", () => {
    expect(ticksEndingAtLast(MONTHS, 1)).toEqual(MONTHS);
    expect(ticksEndingAtLast(["2026-05"], 3)).toEqual(["2026-05"]);
    expect(ticksEndingAtLast([], 2)).toEqual([]);
    expect(ticksEndingAtLast(MONTHS, 0)).toEqual(MONTHS);
  });
});
