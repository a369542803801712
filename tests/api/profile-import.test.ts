import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateRawSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES, type ImportDraftView } from "../../src/core/contracts/profile-import";
import { auditLogs, professionals, profileImports } from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional } from "../../src/server/test/factories";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";
import { archiveZip, BASIC, fixture, handZip, text } from "../fixtures/import/archive";
import { multipartForm } from "./helpers";

/**
 * Profile import through the API: upload → preview (diff) → apply or discard; ownership, caps, expiry, limits,
 * the scraping adapter against a local fake service, and "nothing is published before apply".
 */

// --- a fake scraping service on 127.0.0.1 -------------------------------------------------------------------

type FakeMode = "ok" | "error500" | "slow" | "garbage" | "notfound" | "hangup";
let fakeMode: FakeMode = "ok";
const fakeSeen: Array<{ auth: string | undefined; body: string }> = [];
let fake: Server;

function fakeHandler(req: IncomingMessage, res: ServerResponse) {
  let body = "";
  req.on("data", (c) => {
    body += c;
  });
  req.on("end", () => {
    fakeSeen.push({ auth: req.headers.authorization, body });
    if (fakeMode === "hangup") return req.socket.destroy();
    if (fakeMode === "error500") return res.writeHead(500).end("boom");
    if (fakeMode === "notfound") return res.writeHead(404).end("{}");
    if (fakeMode === "garbage") return res.writeHead(200, { "content-type": "application/json" }).end("<html>oops");
    const answer = () =>
      res.writeHead(200, { "content-type": "application/json" }).end(new TextDecoder().decode(fixture("resume.json")));
    if (fakeMode === "slow") setTimeout(answer, 4000);
    else answer();
  });
}

// --- helpers ----------------------------------------------------------------------------------------------------

let t: TestApp;
let off: TestApp;

interface Upload {
  name: string;
  type?: string;
  data: Uint8Array;
}
const multipart = (files: Upload[], fields: Record<string, string> = {}) =>
  multipartForm(
    "----standingimport",
    fields,
    files.map((f) => ({ field: "files", ...f })),
  );

const upload = (app: TestApp, cookie: string | undefined, files: Upload[]) => {
  const body = multipart(files);
  return app.app.inject({
    method: "POST",
    url: "/api/v1/professional/imports",
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};
const basicFiles = () => BASIC.map((n) => ({ name: n.split("/")[1]!, type: "text/csv", data: fixture(n) }));
const get = (cookie: string | undefined, url: string, app = t) =>
  app.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, url: string, payload?: unknown, app = t) =>
  app.app.inject({
    method: "POST",
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const apply = (cookie: string, id: string, body: unknown) =>
  post(cookie, `/api/v1/professional/imports/${id}/apply`, body);

interface Pro extends TestAccount {
  professionalId: string;
}
const EXISTING = {
  firstName: "Jose",
  lastName: "Nunez",
  headline: "Warehouse Lead",
  bio: "Original bio.",
  city: "Austin",
  state: "TX",
  workHistory: [
    {
      title: "Senior Warehouse Operations Lead",
      company: "Lone Star Freight Co.",
      start_date: "2019-01",
      end_date: null,
    },
  ],
  education: [{ degree: "Associate of Applied Science", school: "Austin Community College", year: "2008" }],
  certifications: [{ name: "OSHA 30-Hour General Industry", issuer: "OSHA" }],
};
/**
 * Sign-ups are throttled per app (20 an hour), so tests share a small pool of signed-in professionals; each
 * `claimedPro()` takes the next one and resets its profile (and drafts) to a known state.
 */
const pools = new Map<TestApp, { accounts: Pro[]; next: number }>();
const POOL_SIZE = 6;
async function newPro(app: TestApp): Promise<Pro> {
  const account = await createAccount(app.app, { accountType: "professional", fullName: "José Ñúñez" });
  const { id } = await buildProfessional(app.database, { ...EXISTING, ownerId: account.userId });
  return { ...account, professionalId: id };
}
async function claimedPro(
  app: TestApp = t,
  over: { workHistory?: Array<{ title: string; company: string; start_date: string; end_date: string | null }> } = {},
): Promise<Pro> {
  let pool = pools.get(app);
  if (!pool) {
    pool = { accounts: [], next: 0 };
    pools.set(app, pool);
  }
  if (pool.accounts.length < POOL_SIZE) pool.accounts.push(await newPro(app));
  const pro = pool.accounts[pool.next++ % pool.accounts.length]!;
  await app.database.db
    .update(professionals)
    .set({ ...EXISTING, ...over, country: "US", linkedinUrl: null })
    .where(eq(professionals.id, pro.professionalId));
  await app.database.db.delete(profileImports).where(eq(profileImports.userId, pro.userId));
  return pro;
}
async function profileRow(id: string) {
  const [row] = await t.database.db.select().from(professionals).where(eq(professionals.id, id));
  return row!;
}
async function uploadBasic(pro: Pro): Promise<ImportDraftView> {
  const res = await upload(t, pro.cookie, basicFiles());
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  fake = createServer(fakeHandler);
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const port = (fake.address() as AddressInfo).port;
  t = await createTestApp({
    scraperUrl: `http://127.0.0.1:${port}/scrape`,
    scraperApiKey: "test-key-123",
    scraperTimeoutMs: 1500,
  });
  off = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

// --- who may import ------------------------------------------------------------------------------------------------

describe("access", () => {
  it("refuses visitors (401) and employers (403)", async () => {
    expect((await get(undefined, "/api/v1/professional/imports")).statusCode).toBe(401);
    expect((await upload(t, undefined, basicFiles())).statusCode).toBe(401);
    const employer = await createAccount(t.app, { accountType: "employer" });
    expect((await upload(t, employer.cookie, basicFiles())).statusCode).toBe(403);
  });

  it("needs a claimed profile: the overview says so and an upload answers 409 pointing to claim", async () => {
    const account = await createAccount(t.app, { accountType: "professional" });
    const overview = await get(account.cookie, "/api/v1/professional/imports");
    expect(overview.json()).toMatchObject({ professionalId: null, openDrafts: [] });
    const res = await upload(t, account.cookie, basicFiles());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(IMPORT_MESSAGES.needsProfile);
    expect(res.json().error.message).toContain("Claim");
  });

  it("tells the page whether the scraping option exists", async () => {
    const pro = await claimedPro();
    expect((await get(pro.cookie, "/api/v1/professional/imports")).json()).toMatchObject({
      professionalId: pro.professionalId,
      scraperEnabled: true,
      limits: { zipBytes: 10 * 1024 * 1024, csvBytes: 5 * 1024 * 1024 },
    });
    const other = await claimedPro(off);
    expect((await get(other.cookie, "/api/v1/professional/imports", off)).json().scraperEnabled).toBe(false);
  });
});

// --- upload and preview ------------------------------------------------------------------------------------------

describe("upload and preview", () => {
  it("reads the archive's CSV files into a draft with a diff against the profile", async () => {
    const pro = await claimedPro();
    const view = await uploadBasic(pro);
    expect(view).toMatchObject({ source: "linkedin_archive", status: "draft", expired: false });
    expect(view.professionalId).toBe(pro.professionalId);
    const fields = Object.fromEntries(view.diff.fields.map((f) => [f.key, f]));
    expect(fields.firstName).toMatchObject({ current: "Jose", imported: "José", changed: true });
    expect(fields.lastName).toMatchObject({ current: "Nunez", imported: "Ñúñez", changed: true });
    expect(fields.city).toMatchObject({ current: "Austin", imported: "Austin", changed: false });
    expect(fields.linkedinUrl).toMatchObject({ current: null, imported: "https://www.linkedin.com/in/jose-nunez-ops" });
    expect(view.diff.workHistory.items.map((i) => [i.item.company, i.duplicate])).toEqual([
      ["Lone Star Freight Co.", true],
      ["Café Olé Distribución, S.A.", false],
      ["Walmart", false],
    ]);
    expect(view.diff.education.items.map((i) => i.duplicate)).toEqual([false, true, false]);
    expect(view.diff.certifications.items.map((i) => i.duplicate)).toEqual([false, true, false]);
    expect(view.diff.workHistory).toMatchObject({ current: 1, cap: 30 });
    expect(view.warnings).toHaveLength(1);

    const again = await get(pro.cookie, `/api/v1/professional/imports/${view.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(view);
  });

  it("reads the ZIP as downloaded (nested folder, other files) into the same draft", async () => {
    const pro = await claimedPro();
    const fromFiles = await uploadBasic(pro);
    const res = await upload(t, pro.cookie, [{ name: "Basic_LinkedInDataExport.zip", data: archiveZip() }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().diff).toEqual(fromFiles.diff);
    expect(res.json().source).toBe("linkedin_archive");
  });

  it("reads a JSON Resume, told from its content", async () => {
    const pro = await claimedPro();
    const res = await upload(t, pro.cookie, [{ name: "export.txt", data: fixture("resume.json") }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().source).toBe("json_resume");
    expect(res.json().diff.fields.find((f: { key: string }) => f.key === "lastName").imported).toBe("Brontë-Øster");
  });

  it("keeps one open draft: a new upload discards the previous one", async () => {
    const pro = await claimedPro();
    const first = await uploadBasic(pro);
    const second = await uploadBasic(pro);
    const overview = (await get(pro.cookie, "/api/v1/professional/imports")).json();
    expect(overview.openDrafts.map((d: { id: string }) => d.id)).toEqual([second.id]);
    expect((await get(pro.cookie, `/api/v1/professional/imports/${first.id}`)).json().status).toBe("discarded");
  });

  it("refuses what it cannot read with a clear 4xx, and writes no draft", async () => {
    const pro = await claimedPro();
    const cases: Array<[Upload[], number, string]> = [
      [[{ name: "resume.json", data: fixture("malformed.json") }], 400, IMPORT_MESSAGES.jsonInvalid],
      [[{ name: "Positions.csv", data: fixture("empty.csv") }], 400, IMPORT_MESSAGES.nothingFound],
      [[{ name: "Connections.csv", data: fixture("Connections.csv") }], 400, IMPORT_MESSAGES.nothingFound],
      [
        [{ name: "photo.png", data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0, 1, 2]) }],
        400,
        "not a text file",
      ],
      [[], 400, IMPORT_MESSAGES.noFiles],
      [
        [
          { name: "a.zip", data: archiveZip() },
          { name: "resume.json", data: fixture("resume.json") },
        ],
        400,
        IMPORT_MESSAGES.mixedFiles,
      ],
      [[{ name: "a.zip", data: new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]) }], 400, IMPORT_MESSAGES.zipInvalid],
    ];
    for (const [files, status, message] of cases) {
      const res = await upload(t, pro.cookie, files);
      expect(res.statusCode, `${files.map((f) => f.name)} ${res.body}`).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
    const rows = await t.database.db.select().from(profileImports).where(eq(profileImports.userId, pro.userId));
    expect(rows).toHaveLength(0);
    const notMultipart = await post(pro.cookie, "/api/v1/professional/imports", { files: [] });
    expect(notMultipart.statusCode).toBe(415);
  });

  it("guards against ZIP bombs and oversized files (413)", async () => {
    const pro = await claimedPro();
    // ~60 KB on the wire, 60 MB once inflated: refused on the declared size, nothing inflated.
    const bomb = handZip("Positions.csv", deflateRawSync(Buffer.alloc(60 * 1024 * 1024)), 60 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(t, pro.cookie, [{ name: "export.zip", data: bomb }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: "payload_too_large", message: IMPORT_MESSAGES.zipTooBig });
    // An entry that lies about its size is stopped while inflating.
    const lying = handZip("Positions.csv", deflateRawSync(Buffer.alloc(8 * 1024 * 1024, 0x41)), 100);
    expect((await upload(t, pro.cookie, [{ name: "export.zip", data: lying }])).statusCode).toBe(400);
    // Over 10 MB on the wire.
    const huge = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x41);
    expect((await upload(t, pro.cookie, [{ name: "export.zip", data: huge }])).statusCode).toBe(413);
    // A CSV over 5 MB.
    const bigCsv = text(`Company Name,Title,Started On\n${"Acme,Driver,Jan 2020\n".repeat(270_000)}`);
    const csvRes = await upload(t, pro.cookie, [{ name: "Positions.csv", data: bigCsv }]);
    expect(csvRes.statusCode).toBe(413);
    expect(csvRes.json().error.message).toBe(IMPORT_MESSAGES.csvTooLarge("Positions.csv"));
  });

  it("never answers 5xx to arbitrary file contents", async () => {
    const pro = await newPro(t); // its own account: 40 uploads count against the per-user hourly limit
    const content = fc.oneof(
      fc.uint8Array({ maxLength: 600 }),
      fc.string({ maxLength: 400 }).map((s) => text(s)),
      fc
        .array(fc.array(fc.string({ maxLength: 30 }), { maxLength: 6 }), { maxLength: 6 })
        .map((rows) => text(`Company Name,Title,Started On,Finished On\n${rows.map((r) => r.join(",")).join("\n")}`)),
      fc.jsonValue().map((v) => text(JSON.stringify({ basics: v, work: [v] }))),
      fc.uint8Array({ maxLength: 300 }).map((b) => new Uint8Array([0x50, 0x4b, 3, 4, ...b])),
    );
    await fc.assert(
      fc.asyncProperty(
        content,
        fc.constantFrom("Profile.csv", "x.json", "a.zip", "Positions.csv"),
        async (data, name) => {
          const res = await upload(t, pro.cookie, [{ name, data }]);
          expect([201, 400, 413], res.body).toContain(res.statusCode);
        },
      ),
      { numRuns: 40 },
    );
  });
});

// --- apply -----------------------------------------------------------------------------------------------------------

describe("apply", () => {
  it("publishes nothing before apply, then applies exactly the chosen parts in one transaction with an audit row", async () => {
    const pro = await claimedPro();
    const publicBefore = (await get(undefined, `/api/v1/professionals/${pro.professionalId}`)).json();
    const ownerBefore = (await get(pro.cookie, `/api/v1/professionals/${pro.professionalId}`)).json();
    const view = await uploadBasic(pro);

    // Uploading changed nothing anyone can see.
    expect((await get(undefined, `/api/v1/professionals/${pro.professionalId}`)).json().profile).toEqual(
      publicBefore.profile,
    );
    const ownerAfterUpload = (await get(pro.cookie, `/api/v1/professionals/${pro.professionalId}`)).json();
    expect(ownerAfterUpload.details).toEqual(ownerBefore.details);
    expect(ownerAfterUpload.profile.headline).toBe("Warehouse Lead");

    const res = await apply(pro.cookie, view.id, {
      fields: ["firstName", "lastName", "headline", "bio", "linkedinUrl"],
      workHistory: [1, 2],
      education: [0],
      certifications: [0, 2],
      mode: { workHistory: "append", education: "append", certifications: "append" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      professionalId: pro.professionalId,
      applied: { workHistory: 2, education: 1, certifications: 2 },
    });

    const row = await profileRow(pro.professionalId);
    expect(row).toMatchObject({
      firstName: "José",
      lastName: "Ñúñez",
      headline: "Senior Warehouse Operations Lead | Lean & Six Sigma",
      city: "Austin",
      linkedinUrl: "https://www.linkedin.com/in/jose-nunez-ops",
    });
    expect(row.bio).toContain('"the dock whisperer"');
    expect(row.workHistory.map((w) => w.company)).toEqual([
      "Lone Star Freight Co.",
      "Café Olé Distribución, S.A.",
      "Walmart",
    ]);
    expect(row.workHistory[2]).toEqual({
      title: "Associate",
      company: "Walmart",
      start_date: "2012-01",
      end_date: "2015-12",
      description: "Stocking, cycle counts.",
    });
    expect(row.education).toHaveLength(2);
    expect(row.certifications.map((c) => c.name)).toEqual([
      "OSHA 30-Hour General Industry",
      "Certified in Production and Inventory Management (CPIM)",
      "Lean Six Sigma Green Belt",
    ]);

    const publicAfter = (await get(pro.cookie, `/api/v1/professionals/${pro.professionalId}`)).json();
    expect(publicAfter.profile.firstName).toBe("José");
    expect(publicAfter.details.workHistory).toHaveLength(3);

    const [draft] = await t.database.db.select().from(profileImports).where(eq(profileImports.id, view.id));
    expect(draft!.status).toBe("applied");
    expect(draft!.appliedAt).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "profile_import_applied"), eq(auditLogs.recordId, pro.professionalId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.newData).toMatchObject({
      import_id: view.id,
      source: "linkedin_archive",
      added: { work_history: 2, education: 1, certifications: 2 },
    });

    const twice = await apply(pro.cookie, view.id, { fields: ["headline"] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(IMPORT_MESSAGES.alreadyApplied);
  });

  it("replaces a list when asked, and leaves lists without chosen items alone", async () => {
    const pro = await claimedPro();
    const view = await uploadBasic(pro);
    const res = await apply(pro.cookie, view.id, {
      workHistory: [1],
      mode: { workHistory: "replace", education: "replace", certifications: "replace" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await profileRow(pro.professionalId);
    expect(row.workHistory.map((w) => w.company)).toEqual(["Café Olé Distribución, S.A."]);
    expect(row.education).toEqual(EXISTING.education);
    expect(row.certifications).toEqual(EXISTING.certifications);
    expect(row.headline).toBe(EXISTING.headline);
  });

  it("refuses to pass a list's cap, with a clear message and nothing written", async () => {
    const full = Array.from({ length: 29 }, (_, i) => ({
      title: `Job ${i}`,
      company: `Company ${i}`,
      start_date: "2010-01",
      end_date: "2010-06",
    }));
    const pro = await claimedPro(t, { workHistory: full });
    const view = await uploadBasic(pro);
    const res = await apply(pro.cookie, view.id, { fields: ["headline"], workHistory: [0, 1, 2] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.workHistory).toBe(IMPORT_MESSAGES.overCap("Work history", 32, 30));
    const row = await profileRow(pro.professionalId);
    expect(row.workHistory).toHaveLength(29);
    expect(row.headline).toBe(EXISTING.headline);
    expect((await get(pro.cookie, `/api/v1/professional/imports/${view.id}`)).json().status).toBe("draft");
    // Replacing fits.
    const ok = await apply(pro.cookie, view.id, { workHistory: [0, 1, 2], mode: { workHistory: "replace" } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await profileRow(pro.professionalId)).workHistory).toHaveLength(3);
  });

  it("refuses bad choices: unknown indexes, fields not in the import, nothing chosen, unknown keys", async () => {
    const pro = await claimedPro();
    const view = await uploadBasic(pro);
    const bad: Array<[unknown, string]> = [
      [{ workHistory: [3] }, "workHistory"],
      [{ certifications: [0, 99] }, "certifications"],
      [{}, "_"],
      [{ fields: [], workHistory: [] }, "_"],
      [{ fields: ["visibility"] }, "fields.0"],
      [{ fields: ["headline"], extra: true }, "extra"],
      [{ mode: { workHistory: "merge" } }, "mode.workHistory"],
    ];
    for (const [body, field] of bad) {
      const res = await apply(pro.cookie, view.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const noState = await t.app.inject({
      method: "POST",
      url: `/api/v1/professional/imports/${view.id}/apply`,
      headers: { cookie: pro.cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(noState.statusCode).toBe(400);
  });

  it("never answers 5xx to arbitrary apply bodies", async () => {
    const pro = await claimedPro();
    const view = await uploadBasic(pro);
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        fields: fc.array(fc.oneof(fc.constantFrom("firstName", "bio", "country"), fc.string()), { maxLength: 4 }),
        workHistory: fc.array(fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double()), { maxLength: 4 }),
        mode: fc.record({ workHistory: fc.constantFrom("append", "replace", "x") }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const res = await apply(pro.cookie, view.id, value ?? {});
        expect([200, 400, 409], res.body).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});

// --- ownership, expiry, discard ----------------------------------------------------------------------------------

describe("ownership, expiry and discard", () => {
  it("answers 404 for another person's draft and for malformed ids", async () => {
    const owner = await claimedPro();
    const view = await uploadBasic(owner);
    const stranger = await claimedPro();
    for (const res of [
      await get(stranger.cookie, `/api/v1/professional/imports/${view.id}`),
      await apply(stranger.cookie, view.id, { fields: ["headline"] }),
      await post(stranger.cookie, `/api/v1/professional/imports/${view.id}/discard`),
      await get(owner.cookie, "/api/v1/professional/imports/not-a-uuid"),
      await get(owner.cookie, "/api/v1/professional/imports/00000000-0000-4000-8000-000000000000"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(IMPORT_MESSAGES.notFound);
    }
    expect((await profileRow(stranger.professionalId)).headline).toBe(EXISTING.headline);
    expect((await get(owner.cookie, `/api/v1/professional/imports/${view.id}`)).json().status).toBe("draft");
  });

  it("cannot apply a draft older than 24 hours (410), but can still discard it", async () => {
    const pro = await claimedPro();
    const view = await uploadBasic(pro);
    await t.database.db
      .update(profileImports)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(profileImports.id, view.id));
    const seen = (await get(pro.cookie, `/api/v1/professional/imports/${view.id}`)).json();
    expect(seen.expired).toBe(true);
    const res = await apply(pro.cookie, view.id, { fields: ["headline"] });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({ code: "gone", message: IMPORT_MESSAGES.expired });
    expect((await get(pro.cookie, "/api/v1/professional/imports")).json().openDrafts).toEqual([]);
    expect((await post(pro.cookie, `/api/v1/professional/imports/${view.id}/discard`)).statusCode).toBe(200);
  });

  it("discards: nothing changes, the draft cannot be applied afterwards, and discarding twice is fine", async () => {
    const pro = await claimedPro();
    const view = await uploadBasic(pro);
    const res = await post(pro.cookie, `/api/v1/professional/imports/${view.id}/discard`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(IMPORT_MESSAGES.discarded);
    expect((await post(pro.cookie, `/api/v1/professional/imports/${view.id}/discard`)).statusCode).toBe(200);
    const late = await apply(pro.cookie, view.id, { fields: ["headline"] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(IMPORT_MESSAGES.alreadyDiscarded);
    // The imported data is gone from the row.
    const [row] = await t.database.db.select().from(profileImports).where(eq(profileImports.id, view.id));
    expect(row!.draft).toEqual({ fields: {}, workHistory: [], education: [], certifications: [], warnings: [] });
    expect((await profileRow(pro.professionalId)).headline).toBe(EXISTING.headline);
  });

  it("an applied draft cannot be discarded", async () => {
    const pro = await claimedPro();
    const view = await uploadBasic(pro);
    expect((await apply(pro.cookie, view.id, { fields: ["headline"] })).statusCode).toBe(200);
    expect((await post(pro.cookie, `/api/v1/professional/imports/${view.id}/discard`)).statusCode).toBe(409);
  });
});

// --- the scraping adapter ------------------------------------------------------------------------------------------

describe("scraping service", () => {
  const scrape = (cookie: string, url: string, app = t) =>
    post(cookie, "/api/v1/professional/imports/scraper", { url }, app);
  const PROFILE = "https://www.linkedin.com/in/zoe-bronte-oster";

  it("is off unless SCRAPER_URL is set (404)", async () => {
    const pro = await claimedPro(off);
    const res = await scrape(pro.cookie, PROFILE, off);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(IMPORT_MESSAGES.scraperOff);
  });

  it("sends the address with the API key and turns the answer into a draft", async () => {
    const pro = await claimedPro();
    fakeMode = "ok";
    fakeSeen.length = 0;
    const res = await scrape(pro.cookie, "linkedin.com/in/zoe-bronte-oster/");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().source).toBe("scraper");
    expect(res.json().diff.workHistory.items).toHaveLength(3);
    expect(fakeSeen).toEqual([{ auth: "Bearer test-key-123", body: JSON.stringify({ url: PROFILE }) }]);
    // Still nothing published.
    expect((await profileRow(pro.professionalId)).lastName).toBe(EXISTING.lastName);
  });

  it("refuses an address that is not a LinkedIn profile, without calling the service", async () => {
    const pro = await claimedPro();
    fakeSeen.length = 0;
    for (const url of ["https://example.com/in/x", "not a url", "https://www.linkedin.com/company/acme", ""]) {
      const res = await scrape(pro.cookie, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields.url).toBeTruthy();
    }
    expect(fakeSeen).toEqual([]);
  });

  it("answers 502 when the service fails or sends garbage, 504 when it is too slow", async () => {
    const pro = await claimedPro();
    const cases: Array<[FakeMode, number, string]> = [
      ["error500", 502, IMPORT_MESSAGES.scraperFailed(500)],
      ["garbage", 502, IMPORT_MESSAGES.scraperBadAnswer],
      ["slow", 504, IMPORT_MESSAGES.scraperTimeout],
      ["notfound", 400, IMPORT_MESSAGES.scraperNotFound],
    ];
    for (const [mode, status, message] of cases) {
      fakeMode = mode;
      const res = await scrape(pro.cookie, PROFILE);
      expect(res.statusCode, mode).toBe(status);
      expect(res.json().error.message, mode).toBe(message);
    }
    fakeMode = "ok";
    const rows = await t.database.db.select().from(profileImports).where(eq(profileImports.userId, pro.userId));
    expect(rows).toHaveLength(0);
  });

  it("answers 502 when the service cannot be reached (connection dropped)", async () => {
    const pro = await claimedPro();
    fakeMode = "hangup";
    const res = await scrape(pro.cookie, PROFILE);
    fakeMode = "ok";
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: "bad_gateway", message: IMPORT_MESSAGES.scraperUnreachable });
  });
});
