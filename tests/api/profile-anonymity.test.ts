import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../src/core/actor";
import { ProfilePageResponse } from "../../src/core/contracts/profile";
import { loadProfilePage } from "../../src/server/routes/directory/professionals.routes";
import { seedDatabase } from "../../src/server/seed/seed";
import { buildUser } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * The anonymity invariant (DESIGN: keeping the rater anonymous), checked on the seeded demo data:
 * no search, suggestion or profile answer — as a visitor, or with full access as an employer or an
 * administrator — carries any employer's id, user id, e-mail, website domain or company name.
 *
 * One carve-out: a professional's own work history and bio are text the professional wrote about
 * themselves ("Dispatcher at Redwood Freight Lines"). Company names are therefore looked for in every
 * field except `details.workHistory` and `details.bio`; ids, e-mails and domains are looked for everywhere.
 */
interface Needle {
  kind: string;
  value: string;
}
const idNeedles: Needle[] = [];
const companyNeedles: Needle[] = [];
let professionalIds: string[] = [];
let viewers: Actor[] = [];

const t = setUpTestApp();
beforeAll(async () => {
  await seedDatabase(t.database, { professionals: 120, now: new Date("2026-04-01T12:00:00Z") });
  const employers = await t.database.query<{
    id: string;
    user_id: string;
    company_name: string;
    company_website: string | null;
    email: string;
  }>(
    `SELECT e.id, e.user_id, e.company_name, e.company_website, u.email FROM employers e JOIN "user" u ON u.id = e.user_id`,
  );
  expect(employers.length).toBeGreaterThan(5);
  for (const e of employers) {
    idNeedles.push({ kind: "employer id", value: e.id }, { kind: "employer user id", value: e.user_id });
    idNeedles.push({ kind: "employer e-mail", value: e.email.toLowerCase() });
    if (e.company_website) idNeedles.push({ kind: "employer domain", value: new URL(e.company_website).host });
    companyNeedles.push({ kind: "company name", value: e.company_name.toLowerCase() });
  }
  const attributions = await t.database.query<{ submitted_by: string | null }>(
    "SELECT DISTINCT submitted_by FROM rating_attributions WHERE submitted_by IS NOT NULL",
  );
  for (const a of attributions) idNeedles.push({ kind: "rating author", value: a.submitted_by! });
  professionalIds = (await t.database.query<{ id: string }>("SELECT id FROM professionals ORDER BY id")).map(
    (r) => r.id,
  );
  const admin = await buildUser(t.database, { roles: ["admin"] });
  const enterprise = await buildUser(t.database, { roles: ["employer"], plan: "enterprise" });
  viewers = [admin.actor, enterprise.actor];
});

function expectClean(where: string, body: unknown, options: { companies: boolean }) {
  const text = JSON.stringify(body).toLowerCase();
  for (const n of idNeedles) expect(text.includes(n.value), `${where}: ${n.kind} ${n.value}`).toBe(false);
  if (!options.companies) return;
  for (const n of companyNeedles) expect(text.includes(n.value), `${where}: ${n.kind} ${n.value}`).toBe(false);
}

describe("no employer identity in directory answers", () => {
  it("search, every page and order", async () => {
    let pages = 0;
    for (const sortBy of ["rating", "recent", "alphabetical"]) {
      for (let page = 1; ; page++) {
        const res = await t.app.inject({ method: "GET", url: `/api/v1/search?sortBy=${sortBy}&page=${page}` });
        expect(res.statusCode).toBe(200);
        expectClean(`search ${sortBy} p${page}`, res.json(), { companies: true });
        pages++;
        if (page >= res.json().totalPages) break;
      }
    }
    for (const n of companyNeedles) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/search?q=${encodeURIComponent(n.value)}` });
      expectClean(`search q=${n.value}`, res.json(), { companies: true });
    }
    expect(pages).toBeGreaterThan(6);
  });

  it("suggestions for every letter and every company name", async () => {
    const queries = [..."abcdefghijklmnopqrstuvwxyz", ...companyNeedles.map((n) => n.value.split(" ")[0]!)];
    for (const q of queries) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expectClean(`suggestions q=${q}`, res.json(), { companies: true });
    }
  });

  it("every profile as a visitor", async () => {
    let seen = 0;
    for (const id of professionalIds) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/professionals/${id}` });
      if (res.statusCode === 404) continue;
      expect(res.statusCode).toBe(200);
      expectClean(`profile ${id} (visitor)`, res.json(), { companies: true });
      seen++;
    }
    expect(seen).toBeGreaterThan(80);
  });

  it("every profile with full access (employer and admin)", async () => {
    let rated = 0;
    for (const actor of viewers) {
      for (const id of professionalIds) {
        const page = await loadProfilePage(t.database, { actor, professionalId: id, viewerKey: "crawler" });
        if (!page) continue;
        const sent = ProfilePageResponse.parse(JSON.parse(JSON.stringify(page)));
        expect(sent.access).toBe("full");
        expectClean(`profile ${id} (full)`, sent, { companies: false });
        const { workHistory: _w, bio: _b, ...rest } = sent.details!;
        expectClean(
          `profile ${id} (full, employer-independent fields)`,
          { ...sent, details: rest },
          { companies: true },
        );
        if (sent.details!.ratings.totalRatings > 0) rated++;
      }
    }
    expect(rated).toBeGreaterThan(40);
  });
});
