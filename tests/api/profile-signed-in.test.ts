import { beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY } from "../../src/core/messages";
import { createAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional, buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/** The profile and usage APIs over HTTP with real sessions (sign-up + sign-in through the auth API). */
let publicId: string;
let employersOnlyId: string;
let privateId: string;
const SECRET_BIO = "Private bio text qwv";

const t = setUpTestApp();
beforeAll(async () => {
  publicId = (await buildProfessional(t.database, { bio: SECRET_BIO, linkedinUrl: "https://linkedin.example/qwv" })).id;
  // Three employers' ratings: figures are published from 3 employers on (D304).
  for (let i = 0; i < 3; i++) {
    const rater = await buildVerifiedEmployer(t.database);
    await buildRating(t.database, { professionalId: publicId, employer: rater, score: 5 });
  }
  employersOnlyId = (await buildProfessional(t.database, { visibility: "employers_only" })).id;
  privateId = (await buildProfessional(t.database, { visibility: "private" })).id;
});

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("signed-in profile views over HTTP", () => {
  it("an employer with lookups sees everything and the usage endpoint counts it", async () => {
    const me = await createAccount(t.app, { accountType: "employer", verified: true });
    const res = await get(`/api/v1/professionals/${publicId}`, me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toBe("full");
    expect(body.details.bio).toBe(SECRET_BIO);
    expect(body.details.ratings.totalRatings).toBe(3);
    expect(body.allowance).toMatchObject({ limit: 5, used: 1, remaining: 4 });
    const usage = await get("/api/v1/usage", me.cookie);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({ lookups: { used: 1, limit: 5 }, ratings: { limit: 5, used: 0 } });
  });

  it("at the limit the gated fields are not sent at all", async () => {
    const me = await createAccount(t.app, { accountType: "professional" });
    for (let i = 0; i < 5; i++) {
      const id = (await buildProfessional(t.database)).id;
      expect((await get(`/api/v1/professionals/${id}`, me.cookie)).json().access).toBe("full");
    }
    const res = await get(`/api/v1/professionals/${publicId}`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access: "limit_reached", allowance: { remaining: 0 } });
    expect(res.json().details).toBeUndefined();
    expect(res.body).not.toContain(SECRET_BIO);
    expect(res.body).not.toContain("linkedin");
    expect(res.body).not.toContain("ratings");
  });

  it("the owner sees a private profile for free; others get the error state", async () => {
    const owner = await createAccount(t.app, { accountType: "professional" });
    const owned = await buildProfessional(t.database, { visibility: "private", ownerId: owner.userId });
    const mine = await get(`/api/v1/professionals/${owned.id}`, owner.cookie);
    expect(mine.json()).toMatchObject({ access: "full", isOwner: true, allowance: { used: 0 } });
    const employer = await createAccount(t.app, { accountType: "employer", plan: "enterprise" });
    const theirs = await get(`/api/v1/professionals/${owned.id}`, employer.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(DIRECTORY.profileFailed);
  });

  it("employers-only: employers yes, professionals no; admins see private", async () => {
    const employer = await createAccount(t.app, { accountType: "employer" });
    const professional = await createAccount(t.app, { accountType: "professional" });
    const admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"] });
    expect((await get(`/api/v1/professionals/${employersOnlyId}`, employer.cookie)).statusCode).toBe(200);
    expect((await get(`/api/v1/professionals/${employersOnlyId}`, professional.cookie)).statusCode).toBe(404);
    const adminView = await get(`/api/v1/professionals/${privateId}`, admin.cookie);
    expect(adminView.json()).toMatchObject({ access: "full" });
  });

  it("an unlimited plan reports unlimited", async () => {
    const me = await createAccount(t.app, { accountType: "employer", plan: "enterprise" });
    const body = (await get(`/api/v1/professionals/${publicId}`, me.cookie)).json();
    expect(body.allowance).toMatchObject({ limit: 999999, unlimited: true });
  });
});
