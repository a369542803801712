import { describe, expect, it } from "vitest";
import { lookupLimit, PAID_PLANS, ratingLimit, UNLIMITED } from "../../src/core/plans";
import { formatAverage, RATING_CATEGORIES, roundAverage } from "../../src/core/rating-categories";

describe("rating categories", () => {
  it("are the spec's 15, in order, with unique column keys", () => {
    expect(RATING_CATEGORIES).toHaveLength(15);
    expect(new Set(RATING_CATEGORIES.map((c) => c.key)).size).toBe(15);
    expect(RATING_CATEGORIES[0]?.label).toBe("Punctuality/Attendance");
    expect(RATING_CATEGORIES[14]?.label).toBe("Overall Performance");
  });
  it("round to 2 decimals and show one", () => {
    expect(roundAverage(4.236)).toBe(4.24);
    expect(roundAverage(3.333333)).toBe(3.33);
    expect(formatAverage(4.25)).toBe("4.3");
    expect(formatAverage(null)).toBe("–");
  });
});

describe("plans and limits (SPEC §6, §9)", () => {
  it("prices are as stated", () => {
    expect(PAID_PLANS.verified_pro.amountCents).toBe(2900);
    expect(PAID_PLANS.verified_pro.annualAmountCents).toBe(29000);
    expect(PAID_PLANS.enterprise.amountCents).toBe(4500);
    expect(PAID_PLANS.individual_pro.amountCents).toBe(900);
  });
  it("lookup limits by account type and plan", () => {
    expect(lookupLimit("employer", "free")).toBe(5);
    expect(lookupLimit("employer", "verified_pro")).toBe(50);
    expect(lookupLimit("employer", "enterprise")).toBe(UNLIMITED);
    expect(lookupLimit("professional", "free")).toBe(5);
    expect(lookupLimit("professional", "individual_pro")).toBe(UNLIMITED);
  });
  it("rating limits: free employers rate only once verified, professionals never", () => {
    expect(ratingLimit("employer", "free", false)).toBe(0);
    expect(ratingLimit("employer", "free", true)).toBe(5);
    expect(ratingLimit("employer", "verified_pro", true)).toBe(30);
    expect(ratingLimit("employer", "enterprise", false)).toBe(UNLIMITED);
    expect(ratingLimit("professional", "individual_pro", true)).toBe(0);
  });
});
