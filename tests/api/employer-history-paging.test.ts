import { beforeAll, describe, expect, it } from "vitest";
import type { RatingHistoryResponse } from "../../src/core/contracts/employer";
import { submitRating } from "../../src/server/commands/submit-rating";
import { createAccount } from "../../src/server/test/auth-helpers";
import {
  createEmployerSession,
  type EmployerSession,
  scores,
  TEST_ORIGIN,
} from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

let emp: EmployerSession;
let other: EmployerSession;
/** The 45 ratings of `emp`, oldest first. */
const made: string[] = [];
let othersRating = "";

const t = setUpTestApp();
beforeAll(async () => {
  emp = await createEmployerSession(t.app, { plan: "enterprise" });
  other = await createEmployerSession(t.app, { plan: "enterprise" });
  const start = Date.now() - 10 * 3_600_000;
  for (let i = 0; i < 45; i++) {
    const pid = (await buildProfessional(t.database)).id;
    const rating = await submitRating(t.database, {
      actor: emp.actor,
      input: { professionalId: pid, employmentStatus: "current", scores: scores(4) },
      // Every third pair shares an instant: the id breaks the tie, so pages never overlap.
      now: new Date(start + Math.floor(i / 2) * 60_000),
      origin: TEST_ORIGIN,
    });
    made.push(rating.rating.id);
    if (i === 0) {
      const theirs = await submitRating(t.database, {
        actor: other.actor,
        input: { professionalId: pid, employmentStatus: "former", scores: scores(3) },
        now: new Date(start),
        origin: TEST_ORIGIN,
      });
      othersRating = theirs.rating.id;
    }
  }
});

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const page = async (n?: number) => {
  const res = await get(`/api/v1/employer/ratings${n === undefined ? "" : `?page=${n}`}`, emp.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RatingHistoryResponse;
};

describe("rating history pages", () => {
  it("serves 20 per page, newest first, with the total count; pages neither overlap nor skip", async () => {
    const first = await page();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 45, totalPages: 3 });
    expect(first.ratings).toHaveLength(20);
    const second = await page(2);
    const third = await page(3);
    expect(second.ratings).toHaveLength(20);
    expect(third.ratings).toHaveLength(5);
    const all = [...first.ratings, ...second.ratings, ...third.ratings];
    expect(new Set(all.map((r) => r.id)).size).toBe(45);
    expect(new Set(all.map((r) => r.id))).toEqual(new Set(made));
    const times = all.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]!.id).toBe(made.at(-1));
    // Only the employer's own: the other employer's rating of the same person is not there.
    expect(all.some((r) => r.id === othersRating)).toBe(false);
  });

  it("a page past the end is empty but keeps the totals, so the page can step back", async () => {
    expect(await page(9)).toMatchObject({ ratings: [], page: 9, total: 45, totalPages: 3 });
  });

  it("an employer with no ratings has one empty page", async () => {
    const fresh = await createEmployerSession(t.app);
    const res = await get("/api/v1/employer/ratings", fresh.cookie);
    expect(res.json()).toMatchObject({ ratings: [], page: 1, total: 0, totalPages: 1 });
  });

  it("refuses bad page numbers with 400", async () => {
    for (const q of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=1&limit=500"]) {
      const res = await get(`/api/v1/employer/ratings${q}`, emp.cookie);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("is for employers only", async () => {
    expect((await get("/api/v1/employer/ratings")).statusCode).toBe(401);
    const pro = await createAccount(t.app);
    expect((await get("/api/v1/employer/ratings", pro.cookie)).statusCode).toBe(403);
  });
});

describe("one rating of the history (the edit form)", () => {
  it("answers the employer's own rating; someone else's is not found", async () => {
    const own = await get(`/api/v1/employer/ratings/${made[3]}`, emp.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().rating).toMatchObject({ id: made[3], editable: true });
    expect(typeof own.json().now).toBe("string");
    const theirs = await get(`/api/v1/employer/ratings/${othersRating}`, emp.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(other.employerId);
    expect((await get("/api/v1/employer/ratings/not-a-uuid", emp.cookie)).statusCode).toBe(400);
    expect((await get(`/api/v1/employer/ratings/${made[3]}`)).statusCode).toBe(401);
  });
});
