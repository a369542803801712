import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER } from "../../src/core/messages";
import { parseCsv, parseRosterCsv, ROSTER_TEMPLATE } from "../../src/core/roster";
import { employments, mailOutbox, professionals } from "../../src/server/db/schema";
import { createEmployerSession, type EmployerSession } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

describe("CSV parsing", () => {
  it("handles a BOM, quoted commas, escaped quotes, CRLF and line breaks inside quotes", () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n"Smith, Jr.","say ""hi""","two\nlines"\r\n\r\nx,,z');
    expect(rows).toEqual([
      ["a", "b", "c"],
      ["Smith, Jr.", 'say "hi"', "two\nlines"],
      ["x", "", "z"],
    ]);
  });

  it("maps headers in any order and case, and reports missing required columns", () => {
    const ok = parseRosterCsv("state,CITY,last name,First Name\nTX,Austin,Rivera,Jordan\n");
    expect(ok.ok && ok.rows[0]?.entry).toMatchObject({
      firstName: "Jordan",
      lastName: "Rivera",
      city: "Austin",
      state: "TX",
    });
    const missing = parseRosterCsv("First Name,Last Name\nA,B\n");
    expect(missing).toEqual({ ok: false, error: "Missing columns: City, State." });
    expect(parseRosterCsv("")).toMatchObject({ ok: false });
  });

  it("validates each row with its line number", () => {
    const res = parseRosterCsv(
      "First Name,Last Name,City,State,LinkedIn,Employment Status,End Date\n,Rivera,Austin,TX,,current,\nSam,Ok,Denver,CO,not-a-url,current,2024-01-01\n",
    );
    if (!res.ok) throw new Error(res.error);
    expect(res.rows[0]).toMatchObject({ line: 2, errors: { firstName: "First Name is required" } });
    expect(res.rows[1]?.errors?.linkedinUrl).toBeTruthy();
    expect(res.rows[1]?.errors?.endDate).toBe("A current employee has no end date");
  });

  it("the template parses cleanly", () => {
    const res = parseRosterCsv(ROSTER_TEMPLATE);
    expect(res.ok && res.rows.every((r) => r.entry)).toBe(true);
  });
});

let t: TestApp;
let pro: EmployerSession;
beforeAll(async () => {
  t = await createTestApp();
  pro = await createEmployerSession(t.app, { plan: "verified_pro" });
});
afterAll(async () => t?.close());

const add = (cookie: string, entry: object, nameMatch?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/employer/employees",
    headers: { cookie },
    payload: { entry, ...(nameMatch ? { nameMatch } : {}) },
  });
const upload = (cookie: string, csv: string, over: object = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/employer/employees/import",
    headers: { cookie },
    payload: { csv, ...over },
  });
async function rosterSize(employerId: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(employments)
    .where(eq(employments.employerId, employerId));
  return Number(row?.n ?? 0);
}

describe("adding one employee", () => {
  it("creates an unclaimed profile and the employment link; invites by e-mail when given", async () => {
    const res = await add(pro.cookie, {
      firstName: "Nia",
      lastName: "Quartz",
      city: "Reno",
      state: "NV",
      email: "nia@example.com",
      employmentStatus: "former",
      startDate: "2020-01-01",
      endDate: "2022-05-31",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, matched: 0, dryRun: false });
    const id = res.json().rows[0].professionalId;
    const [p] = await t.database.db.select().from(professionals).where(eq(professionals.id, id));
    expect(p).toMatchObject({ isClaimed: false, firstName: "Nia" });
    const [link] = await t.database.db.select().from(employments).where(eq(employments.professionalId, id));
    expect(link).toMatchObject({ status: "former", startDate: "2020-01-01", endDate: "2022-05-31" });
    const [invite] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "nia@example.com"));
    expect(invite?.kind).toBe("roster_invite");
    expect(invite?.textBody).toContain("/dashboard/professional/claim?invite=");
    const again = await add(pro.cookie, { firstName: "Nia", lastName: "Quartz", city: "Reno", state: "NV" }, "use");
    expect(again.json().rows[0]).toMatchObject({ action: "skip", reason: "Already on your roster" });
  });

  it("matches by LinkedIn URL first, and asks before using a name + city + state match", async () => {
    const byUrl = await buildProfessional(t.database, {
      firstName: "Lee",
      lastName: "Park",
      linkedinUrl: "https://www.linkedin.com/in/Lee-Park-42/",
    });
    const res = await add(pro.cookie, {
      firstName: "Lee",
      lastName: "Park",
      city: "Elsewhere",
      state: "WA",
      linkedinUrl: "http://linkedin.com/in/lee-park-42",
    });
    expect(res.json().rows[0]).toMatchObject({ action: "match_linkedin", professionalId: byUrl.id });

    const byName = await buildProfessional(t.database, {
      firstName: "Ivy",
      lastName: "Stone",
      city: "Boise",
      state: "ID",
    });
    const ask = await add(pro.cookie, { firstName: "ivy", lastName: "STONE", city: "Boise", state: "id" });
    expect(ask.json()).toMatchObject({ dryRun: true, rows: [{ action: "create", candidate: { id: byName.id } }] });
    expect(await rosterSize(pro.employerId)).toBe(2);
    const use = await add(pro.cookie, { firstName: "ivy", lastName: "STONE", city: "Boise", state: "id" }, "use");
    expect(use.json().rows[0]).toMatchObject({ action: "match_name", professionalId: byName.id });
  });

  it("needs a verified business, and refuses invalid entries field by field", async () => {
    const unverified = await createEmployerSession(t.app, { verified: false, plan: "verified_pro" });
    const res = await add(unverified.cookie, { firstName: "A", lastName: "B", city: "C", state: "D" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(EMPLOYER.rosterNeedsVerification);
    const bad = await add(pro.cookie, { firstName: "", lastName: "B", city: "C" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ firstName: "First Name is required", state: expect.any(String) });
  });
});

describe("CSV import", () => {
  const header = "First Name,Last Name,City,State,LinkedIn,Email,Employment Status,Start Date,End Date\n";

  it("previews without writing, then imports: created, matched and skipped with reasons", async () => {
    const emp = await createEmployerSession(t.app, { plan: "enterprise" });
    const existing = await buildProfessional(t.database, {
      firstName: "Ola",
      lastName: "Berg",
      linkedinUrl: "https://linkedin.com/in/ola-berg",
    });
    const csv = `${header}"Doe, Jr.",Jane,Tulsa,OK,,,current,,\nOla,Berg,Oslo,NY,https://www.linkedin.com/in/ola-berg,,former,2019-01-01,2020-01-01\n"Doe, Jr.",Jane,tulsa,ok,,,current,,\n`;
    const preview = await upload(emp.cookie, csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, total: 3, created: 1, matched: 1, skipped: 1, errors: [] });
    expect(preview.json().rows[2]).toMatchObject({ action: "skip", reason: "Same person as line 2" });
    expect(await rosterSize(emp.employerId)).toBe(0);

    const done = await upload(emp.cookie, csv, { dryRun: false });
    expect(done.json()).toMatchObject({ dryRun: false, created: 1, matched: 1, skipped: 1 });
    expect(await rosterSize(emp.employerId)).toBe(2);
    expect(done.json().rows[1].professionalId).toBe(existing.id);
  });

  it("is all-or-nothing: a file with any invalid row imports nothing, and the preview lists per-row errors", async () => {
    const emp = await createEmployerSession(t.app, { plan: "verified_pro" });
    const csv = `${header}Ann,Lee,Provo,UT,,,current,,\nBob,,Provo,UT,,bad-email,current,,\n`;
    const preview = await upload(emp.cookie, csv);
    expect(preview.json().errors).toEqual(
      expect.arrayContaining([
        { line: 3, field: "lastName", message: "Last Name is required" },
        { line: 3, field: "email", message: "Invalid email address" },
      ]),
    );
    const res = await upload(emp.cookie, csv, { dryRun: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EMPLOYER.rosterInvalid(1));
    expect(await rosterSize(emp.employerId)).toBe(0);
  });

  it("is for Verified Pro and Enterprise; missing columns are reported", async () => {
    const free = await createEmployerSession(t.app);
    const res = await upload(free.cookie, `${header}Ann,Lee,Provo,UT,,,current,,\n`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(EMPLOYER.bulkUploadPlan);
    const missing = await upload(pro.cookie, "First Name,City\nA,B\n");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.csv).toBe("Missing columns: Last Name, State.");
  });

  it("imports 10,000 rows in one go", async () => {
    const emp = await createEmployerSession(t.app, { plan: "enterprise" });
    const lines = Array.from({ length: 10_000 }, (_, i) => `Bulk${i},Person${i},Town${i % 50},TX,,,current,,`);
    const res = await upload(emp.cookie, header + lines.join("\n"), { dryRun: false });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ total: 10_000, created: 10_000, skipped: 0 });
    expect(await rosterSize(emp.employerId)).toBe(10_000);
    const tooMany = await upload(emp.cookie, header + [...lines, "x,y,z,TX,,,current,,"].join("\n"));
    expect(tooMany.statusCode).toBe(400);
  }, 60_000);
});
