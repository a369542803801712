import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeCsvBytes, parseCsv } from "../../src/core/csv";
import { EMPLOYER } from "../../src/core/messages";
import { parseRosterCsv, ROSTER_MESSAGES, ROSTER_TEMPLATE } from "../../src/core/roster";
import { US_STATE_MESSAGE } from "../../src/core/us-states";
import { employments, mailOutbox, professionals } from "../../src/server/db/schema";
import { createEmployerSession, type EmployerSession } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { rosterEntry, setUpTestApp } from "./helpers";

describe("CSV parsing", () => {
  const opts = { today: "2026-06-30" };
  it("handles a BOM, quoted commas, escaped quotes, CRLF and line breaks inside quotes", () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n"Smith, Jr.","say ""hi""","two\nlines"\r\n\r\nx,,z');
    expect(rows).toEqual([
      ["a", "b", "c"],
      ["Smith, Jr.", 'say "hi"', "two\nlines"],
      ["x", "", "z"],
    ]);
  });

  it("maps headers in any order and case, and reports missing required columns", () => {
    const ok = parseRosterCsv("state,CITY,last name,First Name\nTX,Austin,Rivera,Jordan\n", opts);
    expect(ok.ok && ok.rows[0]?.entry).toMatchObject(rosterEntry("Jordan", "Rivera", "Austin", "TX"));
    const missing = parseRosterCsv("First Name,Last Name\nA,B\n", opts);
    expect(missing).toEqual({ ok: false, error: "Missing columns: City, State." });
    expect(parseRosterCsv("", opts)).toEqual({ ok: false, error: ROSTER_MESSAGES.empty });
  });

  it("validates each row with its line number", () => {
    const res = parseRosterCsv(
      "First Name,Last Name,City,State,LinkedIn,Employment Status,End Date\n,Rivera,Austin,TX,,current,\nSam,Ok,Denver,CO,not-a-url,current,2024-01-01\n",
      opts,
    );
    if (!res.ok) throw new Error(res.error);
    expect(res.rows[0]).toMatchObject({ line: 2, errors: { firstName: "First Name is required" } });
    expect(res.rows[1]?.errors?.linkedinUrl).toBeTruthy();
    expect(res.rows[1]?.errors?.endDate).toBe("A current employee has no end date");
  });

  it("reads semicolon- and tab-separated files, as spreadsheets in many locales export them", () => {
    const semi = parseRosterCsv('First Name;Last Name;City;State\nAnna;Müller;"Köln, Altstadt";NY\n', opts);
    if (!semi.ok) throw new Error(semi.error);
    expect(semi.rows[0]?.entry).toMatchObject({ firstName: "Anna", lastName: "Müller", city: "Köln, Altstadt" });
    expect(semi.notes).toEqual([ROSTER_MESSAGES.delimiter(";")]);
    const tab = parseRosterCsv("First Name\tLast Name\tCity\tState\nAnna\tLee\tProvo\tUT\n", opts);
    expect(tab.ok && tab.rows[0]?.entry?.city).toBe("Provo");
    expect(parseCsv("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("decodes UTF-8 with a BOM, and falls back to Windows-1252 for bytes that are not UTF-8", () => {
    const utf8 = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode("First Name,Last Name,City,State\nZoë,Brontë,Austin,TX\n"),
    ]);
    const decoded = decodeCsvBytes(utf8);
    expect(decoded.encoding).toBe("utf-8");
    const withBom = parseRosterCsv(decoded.text, opts);
    expect(withBom.ok && withBom.rows[0]?.entry).toMatchObject({ firstName: "Zoë", lastName: "Brontë" });

    // Excel's "CSV" on Windows: é is 0xE9 and the euro sign 0x80, which Latin-1 would not read as €.
    const cp1252 = new Uint8Array(
      Buffer.from("First Name;Last Name;City;State\nJos\xe9;N\xfa\xf1ez;San Jos\xe9;CA\n", "latin1"),
    );
    const legacy = decodeCsvBytes(cp1252);
    expect(legacy.encoding).toBe("windows-1252");
    expect(decodeCsvBytes(new Uint8Array([0x80])).text).toBe("€");
    const parsed = parseRosterCsv(legacy.text, opts);
    expect(parsed.ok && parsed.rows[0]?.entry).toMatchObject({
      firstName: "José",
      lastName: "Núñez",
      city: "San José",
    });
  });

  it("says the file is empty, also when it holds only a BOM or blank lines", () => {
    for (const empty of ["", "\uFEFF", "\n\r\n  \n"])
      expect(parseRosterCsv(empty, opts)).toEqual({ ok: false, error: ROSTER_MESSAGES.empty });
    expect(parseRosterCsv("First Name,Last Name,City,State\n", opts)).toEqual({
      ok: false,
      error: ROSTER_MESSAGES.headerOnly,
    });
  });

  it("warns per row about values past the last column, and names columns it does not read", () => {
    const res = parseRosterCsv(
      "First Name,Last Name,City,State,Department,\nAnn,Lee,Provo,UT,Sales,\nAnn,Lee, Jr.,Provo,UT,Sales\nBo,Ray,Reno,NV,,,,\n",
      opts,
    );
    if (!res.ok) throw new Error(res.error);
    expect(res.rows[0]?.warnings).toBeUndefined();
    expect(res.rows[1]).toMatchObject({ line: 3, warnings: [ROSTER_MESSAGES.extraValues(6, 5, ",")] });
    expect(res.rows[1]?.warnings?.[0]).toContain("Put values that contain a comma in double quotes");
    // Empty padding cells are what spreadsheets write; they are not worth a warning.
    expect(res.rows[2]?.warnings).toBeUndefined();
    expect(res.notes).toEqual([ROSTER_MESSAGES.unusedColumns(["Department"])]);
  });

  it("accepts only US state codes (or full names, stored as the code)", () => {
    const csv =
      "First Name,Last Name,City,State\nA,B,Austin,Zz\nA,C,Austin,Texas\nA,D,Austin,tx\nA,E,San Juan,PR\nA,F,Washington,District of Columbia\nA,G,Austin,ZZ\n";
    const res = parseRosterCsv(csv, opts);
    if (!res.ok) throw new Error(res.error);
    expect(res.rows.map((r) => r.entry?.state ?? r.errors?.state)).toEqual([
      US_STATE_MESSAGE,
      "TX",
      "TX",
      "PR",
      "DC",
      US_STATE_MESSAGE,
    ]);
  });

  it("refuses employment dates after today and an end before the start", () => {
    const head = "First Name,Last Name,City,State,Employment Status,Start Date,End Date\n";
    const res = parseRosterCsv(
      `${head}A,B,Provo,UT,current,2090-01-01,\nA,C,Provo,UT,former,2020-01-01,2026-07-01\nA,D,Provo,UT,former,2021-01-01,2020-01-01\nA,E,Provo,UT,current,2026-06-30,\nA,F,Provo,UT,former,2023-02-30,\n`,
      opts,
    );
    if (!res.ok) throw new Error(res.error);
    expect(res.rows[0]?.errors).toEqual({ startDate: ROSTER_MESSAGES.startInFuture });
    expect(res.rows[1]?.errors).toEqual({ endDate: ROSTER_MESSAGES.endInFuture });
    expect(res.rows[2]?.errors).toEqual({ endDate: ROSTER_MESSAGES.endBeforeStart });
    expect(res.rows[3]?.entry?.startDate).toBe("2026-06-30");
    expect(res.rows[4]?.errors).toEqual({ startDate: ROSTER_MESSAGES.notARealDate });
  });

  it("allows names of letters, marks, spaces, hyphens, apostrophes and periods; refuses markup and digits", () => {
    const good = ["Zoë", "O'Brien", "D’Angelo", "Jean-Luc", "José María", "King, Jr.", "J.", "李", "Nguyễn", "Łukasz"];
    const bad = ["<script>alert(1)</script>", "R2D2", "-", "'.'", "a@b", "Ann_Lee"];
    const head = "First Name,Last Name,City,State\n";
    const res = parseRosterCsv(
      head + [...good, ...bad].map((n) => `"${n.replaceAll('"', '""')}",Lee,Provo,UT`).join("\n"),
      opts,
    );
    if (!res.ok) throw new Error(res.error);
    expect(res.rows.slice(0, good.length).map((r) => r.entry?.firstName)).toEqual(good);
    for (const row of res.rows.slice(good.length))
      expect(row.errors?.firstName).toBe(
        "First Name can only contain letters, spaces, hyphens, apostrophes, periods and commas",
      );
    const city = parseRosterCsv(`${head}Ann,Lee,<b>Provo</b>,UT\nAnn,Lee,29 Palms,CA\n`, opts);
    expect(city.ok && city.rows[0]?.errors?.city).toMatch(/^City can only contain/);
    expect(city.ok && city.rows[1]?.entry?.city).toBe("29 Palms");
  });

  it("the template parses cleanly", () => {
    const res = parseRosterCsv(ROSTER_TEMPLATE, opts);
    expect(res.ok && res.rows.every((r) => r.entry)).toBe(true);
  });
});

let pro: EmployerSession;
const t = setUpTestApp();
beforeAll(async () => {
  pro = await createEmployerSession(t.app, { plan: "verified_pro" });
});

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
    const res = await add(
      pro.cookie,
      rosterEntry("Nia", "Quartz", "Reno", "NV", {
        email: "nia@example.com",
        employmentStatus: "former",
        startDate: "2020-01-01",
        endDate: "2022-05-31",
      }),
    );
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
    const res = await add(
      pro.cookie,
      rosterEntry("Lee", "Park", "Elsewhere", "WA", { linkedinUrl: "http://linkedin.com/in/lee-park-42" }),
    );
    expect(res.json().rows[0]).toMatchObject({ action: "match_linkedin", professionalId: byUrl.id });

    const byName = await buildProfessional(t.database, rosterEntry("Ivy", "Stone", "Boise", "ID"));
    const ask = await add(pro.cookie, { firstName: "ivy", lastName: "STONE", city: "Boise", state: "id" });
    expect(ask.json()).toMatchObject({ dryRun: true, rows: [{ action: "create", candidate: { id: byName.id } }] });
    expect(await rosterSize(pro.employerId)).toBe(2);
    const use = await add(pro.cookie, { firstName: "ivy", lastName: "STONE", city: "Boise", state: "id" }, "use");
    expect(use.json().rows[0]).toMatchObject({ action: "match_name", professionalId: byName.id });
  });

  it("needs a verified business, and refuses invalid entries field by field", async () => {
    const unverified = await createEmployerSession(t.app, { verified: false, plan: "verified_pro" });
    const res = await add(unverified.cookie, { firstName: "A", lastName: "B", city: "C", state: "ID" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(EMPLOYER.rosterNeedsVerification);
    const bad = await add(pro.cookie, { firstName: "", lastName: "B", city: "C" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ firstName: "First Name is required", state: expect.any(String) });
  });
});

describe("what the single form refuses (issue 20 §3)", () => {
  it("refuses a made-up state, a future start date and a name that is markup; stores a full state name as its code", async () => {
    const bad = await add(
      pro.cookie,
      rosterEntry("<script>alert(1)</script>", "Vale", "Austin", "Zz", {
        employmentStatus: "current",
        startDate: "2090-01-01",
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      firstName: "First Name can only contain letters, spaces, hyphens, apostrophes, periods and commas",
      state: US_STATE_MESSAGE,
      startDate: ROSTER_MESSAGES.startInFuture,
    });
    const formerInFuture = await add(
      pro.cookie,
      rosterEntry("Rue", "Vale", "Austin", "TX", {
        employmentStatus: "former",
        startDate: "2020-01-01",
        endDate: "2090-01-01",
      }),
    );
    expect(formerInFuture.json().error.fields).toEqual({ endDate: ROSTER_MESSAGES.endInFuture });
    const before = await t.database.db.select({ id: professionals.id }).from(professionals);
    const ok = await add(pro.cookie, { firstName: "Rue", lastName: "Vale", city: "Austin", state: "Texas" });
    expect(ok.statusCode, ok.body).toBe(200);
    const [p] = await t.database.db
      .select()
      .from(professionals)
      .where(eq(professionals.id, ok.json().rows[0].professionalId));
    expect(p?.state).toBe("TX");
    expect((await t.database.db.select({ id: professionals.id }).from(professionals)).length).toBe(before.length + 1);
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

  it("previews a semicolon file with per-row warnings for values past the last column, and notes on the file", async () => {
    const emp = await createEmployerSession(t.app, { plan: "verified_pro" });
    const csv = "First Name;Last Name;City;State;Team\nAnn;Lee;Provo;UT;Ops\nBo;Ray;Reno;NV;Ops;extra\n";
    const preview = await upload(emp.cookie, csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      total: 2,
      created: 2,
      errors: [],
      warnings: [{ line: 3, message: ROSTER_MESSAGES.extraValues(6, 5, ";") }],
      notes: [ROSTER_MESSAGES.delimiter(";"), ROSTER_MESSAGES.unusedColumns(["Team"])],
    });
    const bad = await upload(emp.cookie, "First Name,Last Name,City,State\nAnn,Lee,Provo,ZZ\n");
    expect(bad.json().errors).toEqual([{ line: 2, field: "state", message: US_STATE_MESSAGE }]);
    const empty = await upload(emp.cookie, "\uFEFF\r\n");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.csv).toBe(ROSTER_MESSAGES.empty);
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

  // The whole 10,000 on PostgreSQL (the production engine, CI's suite); on PGlite the same path with a tenth of them,
  // which keeps the default `npm test` in its budget (40 s for this one test on a busy host). The refusal past 10,000
  // is checked on both.
  const importRows = process.env.TEST_DATABASE_URL ? 10_000 : 1_000;
  it(`imports ${importRows.toLocaleString("en-US")} rows in one go and refuses more than 10,000`, async () => {
    const emp = await createEmployerSession(t.app, { plan: "enterprise" });
    // Names are letters only: the index written in base 26 (a-z) keeps all 10,000 people distinct.
    const letters = (n: number) =>
      n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + Number.parseInt(d, 26)));
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `Bulk ${letters(i)},Person ${letters(i)},Town ${letters(i % 50)},TX,,,current,,`,
    );
    const res = await upload(emp.cookie, header + lines.slice(0, importRows).join("\n"), { dryRun: false });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ total: importRows, created: importRows, skipped: 0 });
    expect(await rosterSize(emp.employerId)).toBe(importRows);
    const tooMany = await upload(emp.cookie, header + [...lines, "x,y,z,TX,,,current,,"].join("\n"));
    expect(tooMany.statusCode).toBe(400);
  }, 60_000);
});
