import { describe, expect, it } from "vitest";
import { WORDS_LEAD_MAX, wordsLeadMaxOf } from "../../src/server/queries/search";

/** D432: the bound under which query words lead the broad keys' GIN scan (D412) grows with the table. */
describe("the words' lead bound scales with search_profiles (D432)", () => {
  it("is D412's 50,000 up to the 900,000 public profiles it was measured on", () => {
    expect(wordsLeadMaxOf(0)).toBe(WORDS_LEAD_MAX);
    expect(wordsLeadMaxOf(90_000)).toBe(WORDS_LEAD_MAX);
    expect(wordsLeadMaxOf(900_000)).toBe(WORDS_LEAD_MAX);
  });

  it("grows in proportion past them: a word that led at 1 M still leads at 3 M", () => {
    // "operator": 18,052 profiles of 900,098 at 1 M, 54,156 of 2,700,808 at 3 M.
    expect(wordsLeadMaxOf(2_700_808)).toBeGreaterThanOrEqual(54_156);
    expect(wordsLeadMaxOf(2_700_808)).toBe(Math.round(2_700_808 * (WORDS_LEAD_MAX / 900_000)));
    expect(wordsLeadMaxOf(100_000_000)).toBe(Math.round(100_000_000 * (WORDS_LEAD_MAX / 900_000)));
  });
});
