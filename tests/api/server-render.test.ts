import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerRender } from "../../src/server/http/server-render";
import { seedDatabase } from "../../src/server/seed/seed";
import { signIn } from "../../src/server/test/auth-helpers";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";
import * as renderer from "../../src/web/prerender/render-app";

/**
 * D240: a visitor's /profile/{id} and /search?q=… are drawn on the server with the app's own tree. Whatever the
 * visitor's API answer leaves out (the gated details, and any employer behind a rating) must be absent from that
 * HTML too, and the data embedded for the browser's cache must be exactly the visitor's API answer.
 */
let t: TestApp;
let demoId = "";
let privateId = "";
let employerCookie = "";
let employerStrings: string[] = [];
const SHELL = '<!doctype html><html><head><title>Standing</title></head><body><div id="root"></div></body></html>';
/** As scripts/prerender/prerender.ts writes it: the profile's loader names the islands it fetches code for (D273). */
const PROFILE_LOADER = '<script data-islands="site-header floating-ui profile-actions"></script>';
/** The search page is islands too (D288): the page itself is one, carrying the first results in its props. */
const SEARCH_LOADER = '<script data-islands="site-header floating-ui search-page"></script>';
/** The transparency report (D0333): only the header and overlays hydrate. */
const TRANSPARENCY_LOADER = '<script data-islands="site-header floating-ui"></script>';

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), "standing-ssr-"));
  mkdirSync(join(webDir, "_prerendered"));
  writeFileSync(join(webDir, "index.html"), SHELL);
  const loaders: Record<string, string> = {
    profile: PROFILE_LOADER,
    search: SEARCH_LOADER,
    transparency: TRANSPARENCY_LOADER,
  };
  for (const name of ["profile", "search", "transparency"])
    writeFileSync(
      join(webDir, "_prerendered", `ssr-${name}.html`),
      SHELL.replace("</body>", `${loaders[name]}<!--${name}--></body>`),
    );
  t = await createTestApp({ webDistDir: webDir }, { appRenderer: renderer });
  await seedDatabase(t.database, { professionals: 60 });
  const [demo] = await t.database.query<{ id: string }>(
    `SELECT p.id FROM professionals p JOIN "user" u ON u.id = p.user_id WHERE u.email = 'professional@standing.example'`,
  );
  demoId = demo!.id;
  const [hidden] = await t.database.query<{ id: string }>(
    `UPDATE professionals SET visibility = 'private' WHERE id = (SELECT id FROM professionals WHERE id <> $1 AND total_ratings > 0 ORDER BY id LIMIT 1) RETURNING id`,
    [demoId],
  );
  privateId = hidden!.id;
  const employers = await t.database.query<Record<string, string | null>>(
    `SELECT e.user_id, e.id, u.email, u.name, e.company_name, e.company_website FROM employers e JOIN "user" u ON u.id = e.user_id`,
  );
  employerStrings = employers.flatMap((e) => Object.values(e)).filter((v): v is string => Boolean(v));
  employerCookie = await signIn(t.app, "employer@northwind.example", "Standing-Employer-2026");
});
afterAll(async () => t?.close());

const page = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** Every string (4+ characters) in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return value.length >= 4 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

describe("a visitor's profile page", () => {
  it("is drawn on the server with the public header and nothing the visitor's API answer leaves out", async () => {
    const res = await page(`/profile/${demoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const html = res.body;
    for (const part of [
      '<div id="root" data-ssr>',
      "<!--profile-->",
      "<title>Jordan Avery · Standing</title>",
      "<h1",
      "Jordan Avery",
    ])
      expect(html).toContain(part);

    const api = (await page(`/api/v1/professionals/${demoId}`)).json() as Record<string, unknown>;
    expect(api.access).toBe("sign_in_required");
    expect(api).not.toHaveProperty("details");
    // Hydrated island by island (D273): no query data for a whole-page hydration, and the only data the page
    // carries for scripts is its islands' props, the share and QR buttons' id and name among them.
    expect(html).not.toContain("ssr-queries");
    const islands = [...html.matchAll(/data-island="([a-z-]+)"(?: data-props="([^"]*)")?/g)].map((m) => [
      m[1],
      m[2] ? JSON.parse(m[2].replaceAll("&quot;", '"')) : null,
    ]);
    expect(islands.map(([name]) => name).sort()).toEqual(["floating-ui", "profile-actions", "site-header"]);
    expect(islands.find(([name]) => name === "profile-actions")?.[1]).toEqual({
      profileId: demoId,
      name: "Jordan Avery",
    });

    // What a member sees and a visitor must not: every string of the full details.
    const full = (await page(`/api/v1/professionals/${demoId}`, employerCookie)).json() as Record<string, unknown>;
    expect(full.access).toBe("full");
    // (A job title may also be part of the public headline: only what the visitor's answer does not hold.)
    const gated = stringsIn(full.details).filter((s) => !JSON.stringify(api).includes(s));
    expect(gated.length).toBeGreaterThan(5);
    for (const secret of [...gated, ...employerStrings]) expect(html).not.toContain(secret);
  });

  it("answers 404 for an unknown or a private profile, with the app shell and no data", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", privateId, "not-an-id"]) {
      const res = await page(`/profile/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).not.toContain("data-ssr");
      expect(res.body).not.toContain("ssr-queries");
    }
  });

  it("is the app shell for someone with a session: what they see depends on who they are", async () => {
    const res = await page(`/profile/${demoId}`, employerCookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("data-ssr");
    expect(res.body).not.toContain("Jordan Avery");
  });

  it("writes text as text: a headline cannot close the embedded data or add markup", async () => {
    const evil = `</script><script>alert(1)</script><!-- & "quoted"`;
    await t.database.query("UPDATE professionals SET headline = $1 WHERE id = $2", [evil, demoId]);
    try {
      const html = (await page(`/profile/${demoId}`)).body;
      expect(html).not.toContain("<script>alert(1)");
      // The template's loader is the page's only script; the headline is there as text.
      expect(html.match(/<script/g)?.length).toBe(1);
      expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; &quot;quoted&quot;");
    } finally {
      await t.database.query("UPDATE professionals SET headline = 'Operations Supervisor | Logistics' WHERE id = $1", [
        demoId,
      ]);
    }
  });
});

describe("a profile's islands and its template", () => {
  it("sends the app shell instead when the page has an island whose code the template does not fetch", async () => {
    const webDir = mkdtempSync(join(tmpdir(), "standing-ssr-"));
    mkdirSync(join(webDir, "_prerendered"));
    writeFileSync(
      join(webDir, "_prerendered", "ssr-profile.html"),
      SHELL.replace("</body>", '<script data-islands="site-header floating-ui"></script></body>'),
    );
    writeFileSync(join(webDir, "_prerendered", "ssr-search.html"), SHELL);
    writeFileSync(join(webDir, "_prerendered", "ssr-transparency.html"), SHELL);
    const render = createServerRender(t.app, webDir, renderer);
    expect(render).not.toBeNull();
    const logged: unknown[] = [];
    let sent = false;
    const request = {
      method: "GET",
      url: `/profile/${demoId}`,
      headers: {},
      ip: "127.0.0.1",
      log: { error: (what: unknown) => logged.push(what) },
    } as unknown as FastifyRequest;
    const reply = {
      header: () => reply,
      type: () => reply,
      status: () => reply,
      send: () => {
        sent = true;
        return reply;
      },
    } as unknown as FastifyReply;
    expect(await render!(request, reply)).toBeNull();
    expect(sent).toBe(false);
    expect(logged).toEqual([expect.objectContaining({ missing: ["profile-actions"] })]);
  });
});

describe("a visitor's search page", () => {
  /** The search-page island's props, as React wrote them into its attribute (HTML-escaped JSON). */
  function firstResultsOf(html: string): { key: string; data: Record<string, unknown> } | undefined {
    const attribute = /data-island="search-page" data-props="([^"]*)"/.exec(html)?.[1];
    expect(attribute).toBeDefined();
    const json = attribute!
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
    return (JSON.parse(json) as { first?: { key: string; data: Record<string, unknown> } }).first;
  }

  it("is drawn with the first page of results and nothing beyond the visitor's API answer", async () => {
    const api = (await page("/api/v1/search?q=Avery")).json() as {
      professionals: Array<{ firstName: string; lastName: string }>;
    };
    expect(api.professionals.length).toBeGreaterThan(0);
    const res = await page("/search?q=Avery");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain("<!--search-->");
    for (const p of api.professionals) expect(html).toContain(`${p.firstName} ${p.lastName}`);
    // Islands carry their own data: no page-wide seed script (the template's loader stays the only script).
    expect(html).not.toContain('id="ssr-queries"');
    const first = firstResultsOf(html);
    expect(first?.key).toBe("q=Avery");
    expect(first?.data).toEqual(api);
    for (const secret of employerStrings) expect(html).not.toContain(secret);
  });

  it("says 'Found 1,000+' and marks the count pending past 1,000 matches; with the exact count cached, says it (D351, D352)", async () => {
    await t.database.query(`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings)
SELECT 'Pat' || i, 'Pendingcount', 'Pendingcount Tester | Logistics', 'Counttown', 'KS', 'US', 4, 1
FROM generate_series(1, 1001) AS i`);
    const before = (await page("/search?q=pendingcount")).body;
    expect(before).toContain("Found 1,000+ professionals");
    expect(before).toContain("data-count-pending");
    expect(before).toMatch(/<p[^>]*aria-live="polite"[^>]*data-count-pending/);
    const count = await page("/api/v1/professionals/count?q=pendingcount");
    expect(count.json()).toEqual({ totalCount: 1001, countCapped: false, totalPages: 51 });
    const after = (await page("/search?q=pendingcount&page=2")).body;
    expect(after).toContain("Found 1,001 professionals");
    expect(after).toContain("Page 2 of 51");
    expect(after).not.toContain("data-count-pending");
  });

  it("asks the API for the requested page, as the browser would", async () => {
    const html = (await page("/search?q=a&page=2")).body;
    expect(firstResultsOf(html)?.key).toBe("q=a&page=2");
  });
});

describe("the transparency report (D0333)", () => {
  it("is drawn on the server for a visitor: the year's summary, the chart and the month table, from the API's answer", async () => {
    const res = await page("/transparency");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    for (const part of [
      '<div id="root" data-ssr>',
      "<!--transparency-->",
      "The last 12 months",
      "Disputes received per month",
      "Month by month",
    ])
      expect(html).toContain(part);
    const api = (await page("/api/v1/transparency")).json() as { summary: { received: number | null } };
    // The seeded history (D0332) gives the year figures to show.
    expect(api.summary.received).toBeGreaterThan(0);
    expect(html).toContain(`>${api.summary.received}<`);
    // Someone signed in gets the app shell, as for the other drawn pages.
    expect((await page("/transparency", employerCookie)).body).not.toContain("data-ssr");
  });
});
