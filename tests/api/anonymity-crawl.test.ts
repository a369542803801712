import type { AddressInfo } from "node:net";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { CREDENTIAL_CLAIMS } from "../../src/core/contracts/credentials";
import { claimDisputeAppeal, decideDisputeAppeal, fileDisputeAppeal } from "../../src/server/commands/dispute-appeals";
import { claimDispute, decideDispute, requestDisputeInfo } from "../../src/server/commands/dispute-review";
import { openDispute } from "../../src/server/commands/open-dispute";
import { runRatingNotices } from "../../src/server/jobs/rating-notices";
import { JOB_NAMES } from "../../src/server/kernel/job-names";
import { seedDatabase } from "../../src/server/seed/seed";
import { signIn } from "../../src/server/test/auth-helpers";
import { TEST_ORIGIN } from "../../src/server/test/employer-factories";
import { openSse } from "../../src/server/test/sse-client";
import { setUpTestApp } from "./helpers";

/**
 * The invariant that defines the product (DESIGN "Keeping the rater anonymous"): no API response shows a
 * visitor, a professional or an employer who wrote which rating. This walks EVERY GET route the app registers —
 * new routes are crawled automatically — as each audience, with path parameters filled from real seeded rows,
 * and fails if any employer identifier appears (except an employer's own identity in its own responses).
 */
interface EmployerIdentity {
  userId: string;
  employerId: string;
  email: string;
  name: string;
  companyName: string;
  website: string | null;
}
let identities: EmployerIdentity[] = [];
let professionalIds: string[] = [];
/** Disputes filed on the demo professional's profile (issue 14), so the dispute routes are crawled with data. */
const disputeIds: string[] = [];
const SECRET_STATEMENT = "Crawl statement: only the professional and moderators may ever read this sentence.";
const audiences: Record<string, { cookie?: string; ownUserId?: string }> = {};

const t = setUpTestApp();
beforeAll(async () => {
  await seedDatabase(t.database, { professionals: 150 });
  identities = await t.database.query<EmployerIdentity>(
    `SELECT e.user_id AS "userId", e.id AS "employerId", u.email, u.name, e.company_name AS "companyName", e.company_website AS website
     FROM employers e JOIN "user" u ON u.id = e.user_id`,
  );
  // Profiles that carry ratings, and public ones first: where attribution could leak.
  professionalIds = (
    await t.database.query<{ id: string }>(
      `SELECT id FROM professionals ORDER BY total_ratings DESC, (visibility = 'public') DESC, id LIMIT 12`,
    )
  ).map((r) => r.id);
  await fileDisputes();
  audiences.visitor = {};
  audiences.professional = { cookie: await signIn(t.app, "professional@standing.example", "Standing-Pro-2026") };
  // Billing responses (issue 17) are crawled with content: the professional subscribes through the local provider,
  // so /billing carries an invoice and the notifications a billing notice.
  const checkout = await t.send("POST", "/api/v1/billing/checkout", audiences.professional.cookie!, {
    priceId: "standing_individual_pro_monthly",
    userType: "professional",
  });
  const sessionId = (checkout.json() as { url: string }).url.split("/checkout/local/")[1]!;
  const paid = await t.send("POST", `/api/v1/billing/local-checkout/${sessionId}/pay`, audiences.professional.cookie!, {
    card: "4242424242424242",
  });
  if (paid.statusCode !== 200) throw new Error(`checkout failed: ${paid.body}`);
  await t.app.ctx.jobs.drain();
  const employer = identities.find((i) => i.email === "employer@northwind.example")!;
  audiences.employer = {
    cookie: await signIn(t.app, "employer@northwind.example", "Standing-Employer-2026"),
    ownUserId: employer.userId,
  };
});

/**
 * Two disputes by the demo professional: one on the demo employer's rating, with a moderator's question to that
 * employer (so its disputes page has content), one on another employer's rating.
 */
async function fileDisputes() {
  const [pro] = await t.database.query<{ userId: string; email: string; professionalId: string }>(
    `SELECT u.id AS "userId", u.email, p.id AS "professionalId" FROM professionals p JOIN "user" u ON u.id = p.user_id
     WHERE u.email = 'professional@standing.example'`,
  );
  const [admin] = await t.database.query<{ id: string; email: string }>(
    `SELECT id, email FROM "user" WHERE email = 'admin@standing.example'`,
  );
  const rated = await t.database.query<{ id: string; own: boolean }>(
    `SELECT r.id, (u.email = 'employer@northwind.example') AS own FROM ratings r
     JOIN rating_attributions ra ON ra.rating_id = r.id JOIN employers e ON e.id = ra.employer_id
     JOIN "user" u ON u.id = e.user_id
     WHERE r.professional_id = $1 AND r.status = 'active' ORDER BY own DESC, r.id LIMIT 3`,
    [pro!.professionalId],
  );
  const now = new Date();
  const actor = { kind: "user" as const, userId: pro!.userId, email: pro!.email, roles: ["professional" as const] };
  const moderator = { kind: "user" as const, userId: admin!.id, email: admin!.email, roles: ["admin" as const] };
  for (const r of rated.slice(0, 2)) {
    const d = await openDispute(t.database, t.app.ctx.storage, {
      actor,
      input: { ratingId: r.id, disputeType: "factual_inaccuracy", statement: SECRET_STATEMENT },
      files: [],
      now,
      origin: TEST_ORIGIN,
    });
    disputeIds.push(d.dispute.id);
    const ctx = { actor: moderator, disputeId: d.dispute.id, now, origin: TEST_ORIGIN, publicUrl: "http://localhost" };
    await claimDispute(t.database, ctx);
    await requestDisputeInfo(t.database, {
      ...ctx,
      input: { party: r.own ? "employer" : "professional", question: "Crawl question: please send what you hold." },
    });
  }
  // Issue 34 §3 (D326): a third dispute dismissed, appealed by the professional and decided — by the one seeded
  // administrator alone, with a recorded reason (D328) — so the appeal's fields reach the crawl too.
  const third = rated[2];
  expect(third).toBeDefined();
  const d = await openDispute(t.database, t.app.ctx.storage, {
    actor,
    input: { ratingId: third!.id, disputeType: "factual_inaccuracy", statement: SECRET_STATEMENT },
    files: [],
    now,
    origin: TEST_ORIGIN,
  });
  disputeIds.push(d.dispute.id);
  const ctx = { actor: moderator, disputeId: d.dispute.id, now, origin: TEST_ORIGIN, publicUrl: "http://localhost" };
  await claimDispute(t.database, ctx);
  const statement = "The evidence supports the rating as written; nothing in the file shows it to be inaccurate.";
  await decideDispute(t.database, {
    ...ctx,
    input: { outcome: "dismiss", reasonCode: "evidence_supports_rating", statement },
  });
  await fileDisputeAppeal(t.database, {
    actor,
    disputeId: d.dispute.id,
    input: { statement: "The reviewer missed my contract, which contradicts the rating's dates entirely." },
    now,
    origin: TEST_ORIGIN,
    publicUrl: "http://localhost",
  });
  const [appeal] = await t.database.query<{ id: string }>(`SELECT id FROM dispute_appeals WHERE dispute_id = $1`, [
    d.dispute.id,
  ]);
  const appealCtx = { actor: moderator, appealId: appeal!.id, now, origin: TEST_ORIGIN, publicUrl: "http://localhost" };
  await claimDisputeAppeal(t.database, appealCtx);
  await decideDisputeAppeal(t.database, {
    ...appealCtx,
    input: {
      outcome: "reject",
      reasonCode: "no_new_evidence",
      statement,
      selfDecisionReason: "The only administrator of this install; the file was read again from the start.",
    },
  });
  expect(disputeIds).toHaveLength(3);
}

/** The strings that would identify an employer. Company names only where they cannot be a professional's own history. */
async function forbiddenNeedles(ownUserId?: string): Promise<Array<[string, string]>> {
  const histories =
    (await t.database.query<{ h: string }>(`SELECT string_agg(work_history::text, ' ') AS h FROM professionals`))[0]
      ?.h ?? "";
  const needles: Array<[string, string]> = [];
  for (const e of identities) {
    if (e.userId === ownUserId) continue;
    needles.push(
      [e.userId, `user id of ${e.companyName}`],
      [e.employerId, `employer id of ${e.companyName}`],
      [e.email, `e-mail of ${e.companyName}`],
    );
    if (!histories.includes(e.companyName)) needles.push([e.companyName, "company name"]);
    if (e.website) needles.push([new URL(e.website).hostname, `website of ${e.companyName}`]);
  }
  return needles;
}

function urlsFor(routeUrl: string): string[] {
  if (!routeUrl.includes(":")) {
    const extra = routeUrl.includes("search")
      ? ["?q=a", "?q=manager&sortBy=recent", "?q=an&page=2"]
      : routeUrl.endsWith("/employer/roster")
        ? ["", "?rated=yes", "?q=a", "?status=former&page=2"]
        : [""];
    return extra.map((q) => `${routeUrl}${q}`);
  }
  if (routeUrl.includes(":disputeId")) return disputeIds.map((id) => routeUrl.replace(/:[A-Za-z]+/g, id));
  return professionalIds.map((id) => routeUrl.replace(/:[A-Za-z]+/g, id));
}

describe("no API response names the employer behind a rating", () => {
  for (const audience of ["visitor", "professional", "employer"]) {
    it(`as ${audience}`, async () => {
      const { cookie, ownUserId } = audiences[audience]!;
      const needles = await forbiddenNeedles(ownUserId);
      const getRoutes = t.app.ctx.routes.filter(
        // The event stream never ends; notification-stream.test.ts crawls what it sends.
        (r) => r.method === "GET" && !r.url.includes("*") && !r.url.includes("/dev/") && !r.url.endsWith("/stream"),
      );
      expect(getRoutes.length).toBeGreaterThan(2);
      let crawled = 0;
      for (const route of getRoutes) {
        for (const url of urlsFor(route.url)) {
          const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
          expect(res.statusCode, url).toBeLessThan(500);
          crawled++;
          for (const [needle, what] of needles) {
            expect(res.body.includes(needle), `${url} as ${audience} leaks ${what} (${needle})`).toBe(false);
          }
          // The professional's dispute statement reaches no one but the professional (and moderators).
          if (audience !== "professional")
            expect(res.body.includes(SECRET_STATEMENT), `${url} as ${audience} shows the statement`).toBe(false);
        }
      }
      expect(crawled).toBeGreaterThan(getRoutes.length);
      // Every GET route as one audience, some with a dozen profiles: seconds when quiet, far more on a loaded runner.
    }, 120_000);
  }

  it("the employer's roster is crawled with people on it, rated ones included (D40)", async () => {
    const res = await t.send("GET", "/api/v1/employer/roster?rated=yes", audiences.employer!.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
  });

  it("the dispute pages are crawled with data: the employer sees its question, the professional its disputes", async () => {
    const emp = await t.send("GET", "/api/v1/employer/disputes", audiences.employer!.cookie);
    expect(emp.statusCode, emp.body).toBe(200);
    // The crawl's own dispute, beside the seeded history's disputes of Northwind's ratings (D0332).
    expect(emp.json().disputes.length).toBeGreaterThan(1);
    expect(emp.body).toContain("Crawl question");
    const pro = await t.send("GET", `/api/v1/professional/disputes/${disputeIds[1]}`, audiences.professional!.cookie);
    expect(pro.statusCode, pro.body).toBe(200);
    expect(pro.json().statement).toBe(SECRET_STATEMENT);
    // The employer-addressed question of the first dispute does not reach the professional.
    const first = await t.send("GET", `/api/v1/professional/disputes/${disputeIds[0]}`, audiences.professional!.cookie);
    expect(first.json().messages).toEqual([]);
  });

  it("notifications and e-mails of the disputes name no employer to the professional", async () => {
    const needles = await forbiddenNeedles();
    const [pro] = await t.database.query<{ id: string; email: string }>(
      `SELECT id, email FROM "user" WHERE email = 'professional@standing.example'`,
    );
    const notes = await t.database.query<{ title: string; message: string }>(
      `SELECT title, message FROM notifications WHERE user_id = $1`,
      [pro!.id],
    );
    const mails = await t.database.query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM mail_outbox WHERE to_address = $1`,
      [pro!.email],
    );
    expect(notes.some((n) => n.title === "More information requested")).toBe(true);
    const text = JSON.stringify([notes, mails]);
    for (const [needle, what] of needles) expect(text.includes(needle), `notice leaks ${what}`).toBe(false);
  });

  it("the live stream and notice e-mails name no employer either (issue 16)", async () => {
    // Rating events for every seeded profile that has an owner and ratings, turned into notices by the daily batch
    // while the professional's stream is open; then every notice mail to anyone but an administrator is read.
    await t.database.query(
      `INSERT INTO notice_batch_items (professional_id, kind)
       SELECT p.id, k FROM professionals p CROSS JOIN (VALUES ('rating.received'), ('rating.edited'), ('rating.removed')) v(k)
       WHERE p.user_id IS NOT NULL AND p.total_ratings > 0`,
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const stream = await openSse(`http://127.0.0.1:${port}/api/v1/notifications/stream`, {
      cookie: audiences.professional!.cookie!,
    });
    try {
      await stream.next((e) => e.event === "ready");
      expect(await runRatingNotices(t.database.db, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThan(0);
      await stream.next((e) => e.event === "notification" && e.data.includes("rating"));
      await t.app.ctx.jobs.runNow("notice-mail");
      await t.app.ctx.jobs.drain();
      const needles = await forbiddenNeedles();
      const streamed = JSON.stringify(stream.events);
      for (const [needle, what] of needles) expect(streamed.includes(needle), `stream leaks ${what}`).toBe(false);
      const mails = await t.database.query<{ to_address: string; subject: string; text_body: string }>(
        `SELECT m.to_address, m.subject, m.text_body FROM mail_outbox m
         WHERE m.kind LIKE 'notice:%' AND NOT EXISTS (
           SELECT 1 FROM "user" u JOIN user_roles r ON r.user_id = u.id WHERE u.email = m.to_address AND r.role = 'admin')`,
      );
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        const own = identities.find((e) => e.email === mail.to_address)?.userId;
        for (const [needle, what] of await forbiddenNeedles(own))
          expect(
            `${mail.subject}\n${mail.text_body}`.includes(needle),
            `mail to ${mail.to_address} leaks ${what}`,
          ).toBe(false);
      }
    } finally {
      stream.close();
    }
  });

  it("the professional's export file names no employer and dates ratings and roster entries by month only (issue 33)", async () => {
    const cookie = audiences.professional!.cookie!;
    const [pro] = await t.database.query<{ id: string; email: string; professionalId: string }>(
      `SELECT u.id, u.email, p.id AS "professionalId" FROM professionals p JOIN "user" u ON u.id = p.user_id
       WHERE u.email = 'professional@standing.example'`,
    );
    // Three of the profile's ratings (from several employers) moved into one month, arriving in neither id order nor
    // its reverse: the export must not tell their arrival.
    const rated = await t.database.query<{ id: string; employer: string }>(
      `SELECT r.id, ra.employer_id AS employer FROM ratings r JOIN rating_attributions ra ON ra.rating_id = r.id
       WHERE r.professional_id = $1 ORDER BY r.id LIMIT 3`,
      [pro!.professionalId],
    );
    expect(rated).toHaveLength(3);
    expect(new Set(rated.map((r) => r.employer)).size).toBeGreaterThan(1);
    const [a, b, c] = rated.map((r) => r.id);
    const arrivedAt: Array<[string, string]> = [
      [b!, "2026-09-02T08:01:02.345Z"],
      [c!, "2026-09-14T12:30:00.000Z"],
      [a!, "2026-09-29T17:59:59.999Z"],
    ];
    for (const [id, at] of arrivedAt)
      await t.database.query("UPDATE ratings SET created_at = $2, updated_at = $2 WHERE id = $1", [id, at]);

    const requested = await t.app.inject({ method: "POST", url: "/api/v1/privacy/export", headers: { cookie } });
    expect(requested.statusCode, requested.body).toBe(200);
    await t.app.ctx.jobs.runNow(JOB_NAMES.dataExport);
    await t.app.ctx.jobs.runNow(JOB_NAMES.noticeMail);
    const [mail] = await t.database.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'data_export'`,
      [pro!.email],
    );
    const token = /token=([^\s&]+)/.exec(mail!.text_body)![1]!;
    const zip = await t.app.inject({
      method: "GET",
      url: `/api/v1/privacy/export/download?token=${token}`,
      headers: { cookie },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join("\n");
    for (const [needle, what] of await forbiddenNeedles())
      expect(everything.includes(needle), `the export leaks ${what}`).toBe(false);

    const doc = JSON.parse(strFromU8(files["standing-export.json"]!));
    expect(doc.ratingsReceived.length).toBeGreaterThanOrEqual(3);
    expect(doc.employmentRecords.length).toBeGreaterThan(0);
    // No day and no time of day on anything an employer did.
    const employerActs = JSON.stringify([
      doc.ratingsReceived,
      doc.employmentRecords,
      doc.professionalData.created_month,
    ]);
    expect(employerActs).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const [, at] of arrivedAt) expect(everything).not.toContain(at);
    // Ordered by month, newest first, then by id: September's three as a, b, c, never in their order of arrival.
    const exported: Array<{ id: string; month: string }> = doc.ratingsReceived;
    const expected = [...exported].sort((x, y) => y.month.localeCompare(x.month) || (x.id < y.id ? -1 : 1));
    expect(exported.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const september = exported.filter((r) => [a, b, c].includes(r.id)).map((r) => r.id);
    expect(september).toEqual([a, b, c]);
    expect(september).not.toEqual(arrivedAt.map(([id]) => id));
    expect(september).not.toEqual(arrivedAt.map(([id]) => id).reverse());
    expect(exported.filter((r) => [a, b, c].includes(r.id)).every((r) => r.month === "2026-09")).toBe(true);
  });

  it("a credential with every claim, its verification, the keys and the status list name no employer (issue 36)", async () => {
    const cookie = audiences.professional!.cookie!;
    const issued = await t.app.inject({
      method: "POST",
      url: "/api/v1/professional/credentials",
      headers: { cookie },
      payload: {
        claims: [...CREDENTIAL_CLAIMS],
        locationPrecision: "city",
      },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const token = (issued.json() as { credential: string }).credential;
    // Everything a holder or a verifier can read: each part of the token decoded.
    const decoded = token
      .split(/[~.]/)
      .filter(Boolean)
      .map((part) => Buffer.from(part, "base64url").toString("utf8"))
      .join("\n");
    expect(decoded).toContain("disputesRecord");
    const verified = await t.send("POST", "/api/v1/credentials/verify", undefined, { credential: token });
    expect(verified.json().outcome).toBe("valid");
    const bodies: Array<[string, string]> = [
      ["issue answer", issued.body],
      ["decoded credential", decoded],
      ["verify answer", verified.body],
      ["jwks", (await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" })).body],
      ["status list", (await t.app.inject({ method: "GET", url: "/credentials/status/1" })).body],
    ];
    for (const audience of ["visitor", "professional", "employer"]) {
      const needles = await forbiddenNeedles(audiences[audience]!.ownUserId);
      for (const [what, body] of bodies)
        for (const [needle, label] of needles) expect(body.includes(needle), `${what} leaks ${label}`).toBe(false);
    }
  });

  it("the crawler would notice a leak (self-check)", async () => {
    const needles = await forbiddenNeedles();
    const anEmployer = identities.find((e) => e.email !== "employer@northwind.example")!;
    expect(needles.some(([n]) => n === anEmployer.employerId)).toBe(true);
    expect(needles.some(([n]) => n === anEmployer.email)).toBe(true);
  });
});
