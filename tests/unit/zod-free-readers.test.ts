import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import { SavedSearchFilters } from "../../src/core/contracts/search";
import { SORT_ORDERS } from "../../src/core/domain";
import { DEFAULT_FILTERS, savedFiltersFrom } from "../../src/web/features/search/filters";
import { readApiErrorBody } from "../../src/web/lib/api-error-body";

/**
 * D287: the browser reads saved filters and API failures without zod. These readers must answer exactly what the
 * contracts' schemas answer, so they are checked against them on generated values: anything JSON can carry, and
 * values built near the shape (right keys, wrong types, edge lengths and ranges) where the two could disagree.
 */
const RUNS = 2_000;

const nearText = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.string({ minLength: 99, maxLength: 101 }),
  fc.constantFrom(undefined, null, 0, true, [], {}),
);
const nearRating = fc.oneof(
  fc.constantFrom(undefined, null, 0, 5, -0, -1, 5.0001, 4.5, "3", true),
  fc.double({ min: -1, max: 6, noNaN: true }),
);
const nearFlag = fc.constantFrom(undefined, true, false, 0, 1, "true", null);
const nearSort = fc.constantFrom(undefined, ...SORT_ORDERS, "random", "", null, 1, "Rating");
const validFilters = fc.record(
  {
    city: fc.string({ maxLength: 100 }),
    state: fc.string({ maxLength: 3 }),
    country: fc.string({ maxLength: 3 }),
    industry: fc.string({ maxLength: 3 }),
    minRating: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
    maxRating: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
    verifiedOnly: fc.boolean(),
    claimedOnly: fc.boolean(),
    sortBy: fc.constantFrom(...SORT_ORDERS),
  },
  { requiredKeys: [] },
);
const nearFilters = fc.record(
  {
    city: nearText,
    state: nearText,
    country: nearText,
    industry: nearText,
    minRating: nearRating,
    maxRating: nearRating,
    verifiedOnly: nearFlag,
    claimedOnly: nearFlag,
    sortBy: nearSort,
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);
/** Both sides of the schema, often: the near-shape values alone are mostly refused. */
const someFilters = fc.oneof(validFilters, nearFilters, fc.jsonValue());

const nearRecord = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 })),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue(), { maxKeys: 3 }),
  fc.constantFrom(undefined, null, [], ["a"], "x", 1, {}),
);
const nearError = fc.record(
  {
    code: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(undefined, null, 1)),
    message: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(undefined, null, false)),
    fields: nearRecord,
    requestId: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(undefined, null, 7)),
    details: fc.jsonValue(),
  },
  { requiredKeys: [] },
);
const nearBody = fc.oneof(
  fc.record({
    error: fc.record(
      {
        code: fc.string({ maxLength: 8 }),
        message: fc.string({ maxLength: 8 }),
        fields: fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 })),
        requestId: fc.string({ maxLength: 8 }),
      },
      { requiredKeys: ["code", "message"] },
    ),
  }),
  fc.record({ error: nearError }, { requiredKeys: [] }),
  fc.record({ error: fc.oneof(fc.jsonValue(), fc.constantFrom([], null)), other: fc.jsonValue() }),
  fc.jsonValue(),
);

/** Of 500 values from `values` (a fixed seed), more than 5 and fewer than 495 pass `schema`. */
function expectBothOutcomes(values: fc.Arbitrary<unknown>, schema: { safeParse(v: unknown): { success: boolean } }) {
  const samples = fc.sample(values, { numRuns: 500, seed: 287 });
  const accepted = samples.filter((v) => schema.safeParse(v).success).length;
  expect(accepted).toBeGreaterThan(5);
  expect(accepted).toBeLessThan(495);
}

describe("zod-free readers agree with the contracts' schemas", () => {
  it("saved search filters: the defaults are the schema's", () => {
    expect(DEFAULT_FILTERS).toEqual(SavedSearchFilters.parse({}));
  });

  it("saved search filters: same answer for any value", () => {
    fc.assert(
      fc.property(someFilters, (value) => {
        const parsed = SavedSearchFilters.safeParse(value);
        expect(savedFiltersFrom(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: RUNS },
    );
  });

  it("saved search filters: a sample of both outcomes was generated", () => {
    // The property above is only meaningful if the generator reaches both sides of the schema.
    expectBothOutcomes(someFilters, SavedSearchFilters);
  });

  it("API error bodies: same answer for any value", () => {
    fc.assert(
      fc.property(nearBody, (body) => {
        const parsed = ApiErrorBody.safeParse(body);
        expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data.error : null);
      }),
      { numRuns: RUNS },
    );
  });

  it("API error bodies: a sample of both outcomes was generated", () => {
    expectBothOutcomes(nearBody, ApiErrorBody);
  });
});
