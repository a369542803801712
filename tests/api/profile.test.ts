import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../src/core/actor";
import { ProfilePageResponse } from "../../src/core/contracts/profile";
import { DIRECTORY } from "../../src/core/messages";
import { loadProfilePage } from "../../src/server/routes/directory/professionals.routes";
import {
  type BuiltEmployer,
  type BuiltUser,
  buildClaimedProfessional,
  buildProfessional,
  buildRating,
  buildUser,
  buildVerifiedEmployer,
} from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * The profile page API. Visitors are exercised through HTTP; signed-in viewers through
 * `loadProfilePage` with a constructed actor (sessions land with the accounts issue), then passed
 * through the route's response schema exactly as Fastify serialises it.
 */
const GATED_TEXT = {
  bio: "Ships pallets with unusual care zqxbio",
  linkedin: "https://www.linkedin.com/in/zqx-linked",
  resume: "/resumes/zqx-resume.pdf",
  cert: "Forklift Mastery zqxcert",
  company: "Zqx Freight Company",
  school: "Zqx Community College",
};
let publicPro: { id: string };
let employersOnly: { id: string };
let privatePro: { id: string; owner: BuiltUser };
let rater: BuiltEmployer;
let otherRater: BuiltEmployer;

const t = setUpTestApp();
beforeAll(async () => {
  const db = t.database;
  publicPro = await buildProfessional(db, {
    firstName: "Morgan",
    lastName: "Quill",
    headline: "Dispatcher | Logistics",
    city: "Denver",
    state: "CO",
    bio: GATED_TEXT.bio,
    linkedinUrl: GATED_TEXT.linkedin,
    resumeUrl: GATED_TEXT.resume,
    certifications: [{ name: GATED_TEXT.cert, issuer: "OSHA" }, "Plain Text Cert zqx"],
    workHistory: [
      { title: "Dispatcher", company: GATED_TEXT.company, start_date: "2020-01", end_date: null },
      { position: "Driver", company: "Other Co", start_date: "2018-01", end_date: "2019-12" } as never,
    ],
    education: [{ degree: "AAS", school: GATED_TEXT.school, year: "2017" }],
    viewCount: 7,
  });
  employersOnly = await buildProfessional(db, {
    firstName: "Emma",
    lastName: "Employers",
    visibility: "employers_only",
  });
  privatePro = await buildClaimedProfessional(db, { firstName: "Priya", lastName: "Private", visibility: "private" });
  rater = await buildVerifiedEmployer(db, { companyName: "Raterco Verified Ltd" });
  otherRater = await buildVerifiedEmployer(db, { companyName: "Second Rater Inc" });
  // Three counted ratings (figures are published from 3 employers on, D304) and one removed: category averages
  // and employment counts use the counted three.
  await buildRating(db, { professionalId: publicPro.id, employer: rater, score: 4, employmentStatus: "current" });
  await buildRating(db, {
    professionalId: publicPro.id,
    employer: otherRater,
    score: 5,
    scores: { work_quality: 3, leadership_potential: null },
    employmentStatus: "former",
    status: "under_dispute",
  });
  const thirdRater = await buildVerifiedEmployer(db, { companyName: "Third Rater Co" });
  await buildRating(db, { professionalId: publicPro.id, employer: thirdRater, score: 4, employmentStatus: "current" });
  await buildRating(db, { professionalId: publicPro.id, employer: rater, score: 1, status: "removed" });
});

async function asVisitor(id: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: `/api/v1/professionals/${id}`, headers });
}
async function open(actor: Actor, id: string, now?: Date) {
  const page = await loadProfilePage(t.database, {
    actor,
    professionalId: id,
    viewerKey: actor.kind === "user" ? `u:${actor.userId}` : "v:test",
    now,
  });
  // What the route would send: the response schema keeps declared fields only.
  return page === null ? null : ProfilePageResponse.parse(JSON.parse(JSON.stringify(page)));
}
async function lookupsOf(userId: string) {
  const r = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM usage_tracking WHERE user_id = ${userId} AND action_type = 'profile_lookup'`,
  );
  return Number((r.rows[0] as { n: number }).n);
}

const GATED_KEYS = [
  "bio",
  "linkedinUrl",
  "hasResume",
  "ratings",
  "employmentStatus",
  "certifications",
  "workHistory",
  "education",
];

function expectGated(body: string) {
  const parsed = JSON.parse(body);
  expect(parsed.details).toBeUndefined();
  for (const key of [...GATED_KEYS, "resumeUrl", "averageRating", "totalRatings"]) {
    expect(body.includes(`"${key}"`), key).toBe(false);
  }
  for (const value of Object.values(GATED_TEXT)) expect(body.includes(value), value).toBe(false);
  expect(body).not.toContain("zqx");
}

describe("visitors", () => {
  it("see the header and badges of a public profile, and nothing gated", async () => {
    const res = await asVisitor(publicPro.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toBe("sign_in_required");
    expect(body.allowance).toBeNull();
    expect(body.isOwner).toBe(false);
    expect(body.profile).toMatchObject({
      id: publicPro.id,
      firstName: "Morgan",
      lastName: "Quill",
      headline: "Dispatcher | Logistics",
      city: "Denver",
      state: "CO",
      isClaimed: false,
      verifiedEmployersCount: 3,
    });
    expectGated(res.body);
  });

  it("get the error state for employers-only, private, missing and malformed ids", async () => {
    for (const id of [
      employersOnly.id,
      privatePro.id,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "'; DROP TABLE professionals; --",
    ]) {
      const res = await asVisitor(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe(DIRECTORY.profileFailed);
    }
  });

  it("count as one view per day per visitor", async () => {
    const before = (await asVisitor(publicPro.id, { "user-agent": "view-test-a" })).json().profile.viewCount;
    const again = (await asVisitor(publicPro.id, { "user-agent": "view-test-a" })).json().profile.viewCount;
    expect(again).toBe(before);
    const other = (await asVisitor(publicPro.id, { "user-agent": "view-test-b" })).json().profile.viewCount;
    expect(other).toBe(before + 1);
  });
});

describe("visibility for signed-in viewers", () => {
  it("employers-only: employers and admins yes, professionals no", async () => {
    const employer = await buildUser(t.database, { roles: ["employer"], plan: "verified_pro" });
    const professional = await buildUser(t.database, { roles: ["professional"] });
    const admin = await buildUser(t.database, { roles: ["admin"] });
    expect((await open(employer.actor, employersOnly.id))?.access).toBe("full");
    expect(await open(professional.actor, employersOnly.id)).toBeNull();
    expect((await open(admin.actor, employersOnly.id))?.access).toBe("full");
  });

  it("private: the owner and admins only", async () => {
    const employer = await buildUser(t.database, { roles: ["employer"], plan: "enterprise" });
    const admin = await buildUser(t.database, { roles: ["admin"] });
    expect(await open(employer.actor, privatePro.id)).toBeNull();
    const own = await open(privatePro.owner.actor, privatePro.id);
    expect(own).toMatchObject({ access: "full", isOwner: true });
    expect((await open(admin.actor, privatePro.id))?.access).toBe("full");
  });
});

describe("signed-in viewers with lookups", () => {
  it("see everything, spend one lookup, and details are presented from explicit fields", async () => {
    const viewer = await buildUser(t.database, { roles: ["employer"] });
    const page = (await open(viewer.actor, publicPro.id))!;
    expect(page.access).toBe("full");
    expect(page.allowance).toMatchObject({ limit: 5, used: 1, remaining: 4, unlimited: false });
    expect(await lookupsOf(viewer.id)).toBe(1);
    const d = page.details!;
    expect(d.bio).toBe(GATED_TEXT.bio);
    expect(d.linkedinUrl).toBe(GATED_TEXT.linkedin);
    expect(d.hasResume).toBe(true);
    expect(JSON.stringify(page)).not.toContain(GATED_TEXT.resume);
    const noDates = { issuedDate: null, expiryDate: null, credentialUrl: null };
    expect(d.certifications).toEqual([
      { name: GATED_TEXT.cert, issuer: "OSHA", year: null, ...noDates },
      { name: "Plain Text Cert zqx", issuer: null, year: null, ...noDates },
    ]);
    expect(d.workHistory).toEqual([
      { title: "Dispatcher", company: GATED_TEXT.company, startDate: "2020-01", endDate: null, description: null },
      { title: "Driver", company: "Other Co", startDate: "2018-01", endDate: "2019-12", description: null },
    ]);
    expect(d.education).toEqual([
      { degree: "AAS", school: GATED_TEXT.school, year: "2017", field: null, startYear: null, endYear: 2017 },
    ]);
  });

  it("show the settings' richer items: descriptions, field of study, years, expiry and a safe credential link", async () => {
    const pro = await buildProfessional(t.database, {
      certifications: [
        {
          name: "CPIM",
          issuer: "ASCM",
          year: "2021",
          issued_date: "2021-03",
          expiry_date: "2026-03",
          credential_url: "https://www.credly.com/badges/5f0c1e2a",
          verified_by: "someone",
        },
        { name: "Script", credential_url: "javascript:alert(1)" },
        { name: "Data", credential_url: "data:text/html,<b>x</b>" },
        { name: "Creds", credential_url: "https://user:pw@example.com/x" },
        { name: "Plain http", credential_url: "http://certs.example.org/42" },
        { name: "Numeric year", year: 2015 },
      ] as never,
      workHistory: [
        {
          title: "Night Lead",
          company: "Harbor Freight Lines",
          start_date: "2021-01",
          end_date: null,
          description: "Runs the night dock.\nCut dock-to-stock time by 22%.",
          internal: "not for the page",
        },
      ] as never,
      education: [
        { degree: "BBA", school: "UT Austin", field: "Supply Chain", start_year: 2008, end_year: 2012, year: "2012" },
        { school: "Austin Community College", start_year: "2006", year: 2008 },
      ] as never,
    });
    const admin = await buildUser(t.database, { roles: ["admin"] });
    // The presenter names every field: stored keys it does not list (verified_by, internal) never appear.
    const raw = (await loadProfilePage(t.database, {
      actor: admin.actor,
      professionalId: pro.id,
      viewerKey: `u:${admin.id}`,
    }))!.details!;
    const none = { issuer: null, year: null, issuedDate: null, expiryDate: null, credentialUrl: null };
    expect(raw.certifications).toEqual([
      {
        name: "CPIM",
        issuer: "ASCM",
        year: "2021",
        issuedDate: "2021-03",
        expiryDate: "2026-03",
        credentialUrl: "https://www.credly.com/badges/5f0c1e2a",
      },
      { name: "Script", ...none },
      { name: "Data", ...none },
      { name: "Creds", ...none },
      { name: "Plain http", ...none, credentialUrl: "http://certs.example.org/42" },
      { name: "Numeric year", ...none, year: "2015", issuedDate: "2015" },
    ]);
    expect(raw.workHistory).toEqual([
      {
        title: "Night Lead",
        company: "Harbor Freight Lines",
        startDate: "2021-01",
        endDate: null,
        description: "Runs the night dock.\nCut dock-to-stock time by 22%.",
      },
    ]);
    expect(raw.education).toEqual([
      { degree: "BBA", school: "UT Austin", year: "2012", field: "Supply Chain", startYear: 2008, endYear: 2012 },
      { degree: "", school: "Austin Community College", year: "2008", field: null, startYear: 2006, endYear: 2008 },
    ]);
    // And what the route sends (its response schema) is the same.
    const sent = (await open(admin.actor, pro.id))!.details!;
    expect(sent.certifications).toEqual(raw.certifications);
    expect(sent.workHistory).toEqual(raw.workHistory);
    expect(sent.education).toEqual(raw.education);
  });

  it("ratings: overall from the aggregates, categories rounded to 2 decimals over counted ratings", async () => {
    const viewer = await buildUser(t.database, { roles: ["admin"] });
    const d = (await open(viewer.actor, publicPro.id))!.details!;
    expect(d.employmentStatus).toEqual({ current: 2, former: 1 });
    expect(d.ratings.totalRatings).toBe(3);
    const byKey = Object.fromEntries(d.ratings.categories.map((c) => [c.key, c.average]));
    expect(d.ratings.categories).toHaveLength(15);
    expect(byKey.reliability).toBe(4.33);
    expect(byKey.work_quality).toBe(3.67);
    expect(byKey.leadership_potential).toBe(4);
    expect(d.ratings.categories[0]).toEqual({
      key: "punctuality_attendance",
      label: "Punctuality/Attendance",
      average: 4.33,
    });
    // rating scores: 4 (all 4s), (13*5 + 3) / 14 = 4.857… and 4; mean 4.29 (D5)
    expect(d.ratings.averageRating).toBe(4.29);
  });

  it("rounds category averages of thirds to 2 decimals", async () => {
    const pro = await buildProfessional(t.database, {});
    for (const score of [4, 4, 5]) {
      const employer = await buildVerifiedEmployer(t.database);
      await buildRating(t.database, { professionalId: pro.id, employer, score });
    }
    const admin = await buildUser(t.database, { roles: ["admin"] });
    const d = (await open(admin.actor, pro.id))!.details!;
    expect(d.ratings.categories.every((c) => c.average === 4.33)).toBe(true);
    expect(d.ratings.averageRating).toBe(4.33);
  });

  it("an unrated profile has null categories and zero counts", async () => {
    const pro = await buildProfessional(t.database, { resumeUrl: null });
    const admin = await buildUser(t.database, { roles: ["admin"] });
    const d = (await open(admin.actor, pro.id))!.details!;
    expect(d.ratings.totalRatings).toBe(0);
    expect(d.ratings.categories.every((c) => c.average === null)).toBe(true);
    expect(d.employmentStatus).toEqual({ current: 0, former: 0 });
    expect(d.hasResume).toBe(false);
  });
});

describe("costs nothing", () => {
  it("the owner's own profile", async () => {
    const owned = await buildClaimedProfessional(t.database, {});
    const page = (await open(owned.owner.actor, owned.id))!;
    expect(page).toMatchObject({ access: "full", isOwner: true });
    expect(page.allowance?.used).toBe(0);
    expect(await lookupsOf(owned.owner.id)).toBe(0);
  });

  it("a repeat lookup inside the window", async () => {
    const viewer = await buildUser(t.database, { roles: ["professional"] });
    await open(viewer.actor, publicPro.id);
    const again = (await open(viewer.actor, publicPro.id))!;
    expect(again.access).toBe("full");
    expect(again.allowance?.used).toBe(1);
    expect(await lookupsOf(viewer.id)).toBe(1);
  });

  it("an administrator's lookups", async () => {
    const admin = await buildUser(t.database, { roles: ["admin"] });
    for (let i = 0; i < 7; i++)
      expect((await open(admin.actor, (await buildProfessional(t.database)).id))?.access).toBe("full");
    expect(await lookupsOf(admin.id)).toBe(0);
  });
});

describe("at the limit", () => {
  it("header only, no lookup spent, but profiles already looked up stay open", async () => {
    const viewer = await buildUser(t.database, { roles: ["employer"] });
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const pro = await buildProfessional(t.database);
      seen.push(pro.id);
      expect((await open(viewer.actor, pro.id))?.access).toBe("full");
    }
    const over = (await open(viewer.actor, publicPro.id))!;
    expect(over.access).toBe("limit_reached");
    expect(over.allowance).toMatchObject({ limit: 5, used: 5, remaining: 0 });
    expect(over.details).toBeUndefined();
    expectGated(JSON.stringify(over));
    expect(await lookupsOf(viewer.id)).toBe(5);
    expect((await open(viewer.actor, seen[0]!))?.access).toBe("full");
  });

  it("unlimited plans never reach it", async () => {
    const viewer = await buildUser(t.database, { roles: ["employer"], plan: "enterprise" });
    for (let i = 0; i < 8; i++) {
      const page = (await open(viewer.actor, (await buildProfessional(t.database)).id))!;
      expect(page.access).toBe("full");
      expect(page.allowance).toMatchObject({ limit: 999999, unlimited: true, used: i + 1 });
    }
    const pro = await buildUser(t.database, { roles: ["professional"], plan: "individual_pro" });
    expect((await open(pro.actor, publicPro.id))?.allowance).toMatchObject({ limit: 999999, unlimited: true });
  });

  it("plan limits follow SPEC §9: verified_pro 50; a canceled subscription falls back to free", async () => {
    const pro = await buildUser(t.database, { roles: ["employer"], plan: "verified_pro" });
    expect((await open(pro.actor, publicPro.id))?.allowance?.limit).toBe(50);
    const lapsed = await buildUser(t.database, { roles: ["employer"], plan: "verified_pro", status: "canceled" });
    expect((await open(lapsed.actor, publicPro.id))?.allowance?.limit).toBe(5);
    const noRow = await buildUser(t.database, { roles: ["employer"], subscription: false });
    expect((await open(noRow.actor, publicPro.id))?.allowance?.limit).toBe(5);
  });
});

describe("view counts", () => {
  it("rise once per viewer per profile per UTC day; owners do not count", async () => {
    const owned = await buildClaimedProfessional(t.database, { viewCount: 0 });
    const viewer = await buildUser(t.database, { roles: ["employer"], plan: "enterprise" });
    const d1 = new Date("2026-03-01T10:00:00Z");
    expect((await open(viewer.actor, owned.id, d1))?.profile.viewCount).toBe(1);
    expect((await open(viewer.actor, owned.id, new Date("2026-03-01T23:59:00Z")))?.profile.viewCount).toBe(1);
    expect((await open(viewer.actor, owned.id, new Date("2026-03-02T00:01:00Z")))?.profile.viewCount).toBe(2);
    expect((await open(owned.owner.actor, owned.id, d1))?.profile.viewCount).toBe(2);
  });
});
