import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, signIn, TEST_PASSWORD } from "../../src/server/test/auth-helpers";
import {
  createEmployerSession,
  type EmployerSession,
  ratingPayload,
  scores,
} from "../../src/server/test/employer-factories";
import { buildProfessional, buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * Issue 6 §7: after a fresh employer rates, edits and keeps a rating, no GET route answers the visitor, the rated
 * professional or another employer with anything that identifies the rater. Every GET route is crawled (new
 * routes automatically), with path parameters filled with the rating's and the professional's ids.
 */
let rater: EmployerSession;
let professionalId: string;
let ratingId: string;
const cookies: Record<string, string | undefined> = {};

const t = setUpTestApp();
beforeAll(async () => {
  rater = await createEmployerSession(t.app, { plan: "enterprise" });
  const owner = await createAccount(t.app, { accountType: "professional" });
  // The rated profile belongs to a real, signed-in professional.
  professionalId = (await buildProfessional(t.database, { ownerId: owner.userId })).id;
  const res = await t.send(
    "POST",
    "/api/v1/employer/ratings",
    rater.cookie,
    ratingPayload(professionalId, { scores: scores(3) }),
  );
  expect(res.statusCode, res.body).toBe(201);
  ratingId = res.json().rating.id;
  await t.send("PATCH", `/api/v1/employer/ratings/${ratingId}`, rater.cookie, { scores: scores(4) });
  cookies.visitor = undefined;
  cookies.ratedProfessional = await signIn(t.app, owner.email, TEST_PASSWORD);
  cookies.otherEmployer = (await createEmployerSession(t.app)).cookie;
});

describe("the rater stays anonymous to everyone but administrators", () => {
  for (const audience of ["visitor", "ratedProfessional", "otherEmployer"]) {
    it(`as ${audience}`, async () => {
      const [row] = await t.database.query<{ company_name: string; company_website: string }>(
        `SELECT company_name, company_website FROM employers WHERE id = $1`,
        [rater.employerId],
      );
      const needles: Array<[string, string]> = [
        [rater.employerId, "employer id"],
        [rater.userId, "user id"],
        [rater.email, "e-mail"],
        [row!.company_name, "company name"],
        [new URL(row!.company_website).hostname, "company domain"],
      ];
      const routes = t.app.ctx.routes.filter(
        // The event stream never ends; anonymity-crawl.test.ts reads what it sends over a real socket.
        (r) => r.method === "GET" && !r.url.includes("*") && !r.url.includes("/dev/") && !r.url.endsWith("/stream"),
      );
      let sawProfile = false;
      for (const route of routes) {
        const urls = route.url.includes(":")
          ? [professionalId, ratingId].map((id) => route.url.replace(/:[A-Za-z]+/g, id))
          : [route.url, `${route.url}?q=Tester`];
        for (const url of urls) {
          const cookie = cookies[audience];
          const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
          expect(res.statusCode, url).toBeLessThan(500);
          if (url.includes(`/professionals/${professionalId}`) && res.statusCode === 200) sawProfile = true;
          for (const [needle, what] of needles)
            expect(res.body.includes(needle), `${url} as ${audience} leaks the rater's ${what}`).toBe(false);
        }
      }
      expect(sawProfile).toBe(true);
    });
  }

  it("the profile shows no figures for one rating, and the new averages once 3 employers rated (D304)", async () => {
    const read = async () => {
      const res = await t.send("GET", `/api/v1/professionals/${professionalId}`, cookies.otherEmployer!);
      expect(res.statusCode).toBe(200);
      return res.json().details.ratings as { averageRating: number; totalRatings: number };
    };
    expect(await read()).toMatchObject({ averageRating: 0, totalRatings: 0 });
    for (let i = 0; i < 2; i++)
      await buildRating(t.database, { professionalId, employer: await buildVerifiedEmployer(t.database), score: 4 });
    expect(await read()).toMatchObject({ averageRating: 4, totalRatings: 3 });
  });
});
