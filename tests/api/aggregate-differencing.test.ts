import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RATING_CATEGORY_KEYS } from "../../src/core/rating-categories";
import { refreshRatingAggregates } from "../../src/server/commands/refresh-rating-aggregates";
import { ratings } from "../../src/server/db/schema";
import {
  createEmployerSession,
  type EmployerSession,
  ratingPayload,
  scores,
} from "../../src/server/test/employer-factories";
import { buildProfessional, buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * Issue 33 §3, the probe's attack over HTTP (D304): employer A reads a profile's figures (profile page and search
 * card), employer B rates (or edits, or a rating is removed), A reads again and solves `n_after·after −
 * n_before·before` per category. Before D304 this gave B's 15 scores exactly, 15 of 15.
 */
let attacker: EmployerSession;
/** The employer whose rating the attacker wants (one account for every profile: sign-ups are slow). */
let b: EmployerSession;

const t = setUpTestApp();
beforeAll(async () => {
  attacker = await createEmployerSession(t.app, { plan: "enterprise" });
  b = await createEmployerSession(t.app, { plan: "enterprise" });
});

interface Reading {
  total: number;
  average: number;
  categories: Record<string, number | null>;
  card: { total: number; average: number };
}

async function read(professionalId: string, lastName: string): Promise<Reading> {
  const page = await t.send("GET", `/api/v1/professionals/${professionalId}`, attacker.cookie);
  expect(page.statusCode, page.body).toBe(200);
  const r = page.json().details.ratings as {
    averageRating: number;
    totalRatings: number;
    categories: Array<{ key: string; average: number | null }>;
  };
  const search = await t.send("GET", `/api/v1/search?q=${encodeURIComponent(lastName)}`, attacker.cookie);
  expect(search.statusCode, search.body).toBe(200);
  const card = (search.json().professionals as Array<{ id: string; averageRating: number; totalRatings: number }>).find(
    (p) => p.id === professionalId,
  )!;
  expect(card).toBeDefined();
  return {
    total: r.totalRatings,
    average: r.averageRating,
    categories: Object.fromEntries(r.categories.map((c) => [c.key, c.average])),
    card: { total: card.totalRatings, average: card.averageRating },
  };
}

/** The attacker's solve, per category, rounded to a whole score (scores are 1–5). */
function solve(before: Reading, after: Reading): number[] {
  return RATING_CATEGORY_KEYS.map((k) =>
    Math.round(after.total * (after.categories[k] ?? 0) - before.total * (before.categories[k] ?? 0)),
  );
}

/** B's scores: distinctive, not constant, 1–5. */
const B_SCORES = RATING_CATEGORY_KEYS.map((_, i) => 1 + ((i * 3) % 5));
const bPayload = (professionalId: string) =>
  ratingPayload(professionalId, {
    scores: Object.fromEntries(RATING_CATEGORY_KEYS.map((k, i) => [k, B_SCORES[i]!])),
  });
const bScore = B_SCORES.reduce((a, b) => a + b, 0) / B_SCORES.length;

async function profileWithPriors(n: number) {
  const lastName = `Difference${n}x${Math.floor(Math.random() * 1e6)}`;
  const { id } = await buildProfessional(t.database, { lastName });
  for (let i = 0; i < n; i++)
    await buildRating(t.database, {
      professionalId: id,
      employer: await buildVerifiedEmployer(t.database),
      score: 1 + (i % 5),
      scores: { work_quality: 5 - (i % 5), reliability: 1 + ((i * 2) % 5) },
    });
  return { id, lastName };
}

function expectNoSingleRatingRecovered(before: Reading, after: Reading) {
  // The page and the card always agree (both read the published snapshot).
  expect(after.card).toEqual({ total: after.total, average: after.average });
  expect(solve(before, after)).not.toEqual(B_SCORES);
  // The overall figure either did not move, or moved by a batch of at least 3 ratings (never one).
  const moved = after.total !== before.total || after.average !== before.average;
  if (moved) expect(Math.abs(after.total - before.total)).not.toBe(1);
  const cardSolve = after.card.total * after.card.average - before.card.total * before.card.average;
  if (after.card.total - before.card.total === 1) expect(Math.abs(cardSolve - bScore)).toBeGreaterThan(0.01);
}

describe("the differencing attack of issue 33 §3 (D304)", () => {
  for (const n of [1, 2, 5, 20]) {
    it(`a new rating cannot be solved for, with ${n} prior rating${n === 1 ? "" : "s"}`, async () => {
      const { id, lastName } = await profileWithPriors(n);
      const before = await read(id, lastName);
      const res = await t.send("POST", "/api/v1/employer/ratings", b.cookie, bPayload(id));
      expect(res.statusCode, res.body).toBe(201);
      const after = await read(id, lastName);
      expectNoSingleRatingRecovered(before, after);
      // Below 3 employers nothing is shown at all (the spec's "5.0 (1 rating)" is gone).
      if (n + 1 < 3) expect(after).toMatchObject({ total: 0, card: { total: 0 } });
      else expect(after.total).toBeGreaterThanOrEqual(3);
    });
  }

  it("an edit within the 24 h window cannot be solved for", async () => {
    const { id, lastName } = await profileWithPriors(5);
    const created = await t.send(
      "POST",
      "/api/v1/employer/ratings",
      b.cookie,
      ratingPayload(id, { scores: scores(3) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const before = await read(id, lastName);
    const edited = await t.send("PATCH", `/api/v1/employer/ratings/${created.json().rating.id}`, b.cookie, {
      scores: bPayload(id).scores,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await read(id, lastName);
    // One employer's change: nothing moves, so neither the new scores nor the edit's delta can be read.
    expect(after).toEqual(before);
    expectNoSingleRatingRecovered(before, after);
  });

  it("a removal (a dispute upheld) cannot be solved for", async () => {
    const { id, lastName } = await profileWithPriors(6);
    const [first] = await t.database.db
      .select({ id: ratings.id, scores: ratings.workQuality })
      .from(ratings)
      .where(eq(ratings.professionalId, id))
      .limit(1);
    const before = await read(id, lastName);
    expect(before.total).toBe(6);
    // What the dispute commands do on removal: status removed, then the publication step in the same transaction.
    await t.database.db.update(ratings).set({ status: "removed" }).where(eq(ratings.id, first!.id));
    await refreshRatingAggregates(t.database, [id]);
    const after = await read(id, lastName);
    expect(after).toEqual(before);
    // Two more employers rate: the removal is published mixed with them, never alone.
    for (let i = 0; i < 2; i++)
      await buildRating(t.database, {
        professionalId: id,
        employer: await buildVerifiedEmployer(t.database),
        score: 4,
      });
    const later = await read(id, lastName);
    expect(later.total).toBe(7);
    const removedSolve = RATING_CATEGORY_KEYS.map((k) =>
      Math.round(before.total * (before.categories[k] ?? 0) - later.total * (later.categories[k] ?? 0)),
    );
    const [removed] = await t.database.query<Record<string, number | null>>(
      `SELECT ${RATING_CATEGORY_KEYS.join(", ")} FROM ratings WHERE id = $1`,
      [first!.id],
    );
    expect(removedSolve).not.toEqual(RATING_CATEGORY_KEYS.map((k) => removed![k]));
  });
});
