import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER } from "../../src/core/messages";
import { claimInvitations, employments } from "../../src/server/db/schema";
import { createEmployerSession, type EmployerSession, ratingPayload } from "../../src/server/test/employer-factories";
import { buildClaimedProfessional, buildProfessional } from "../../src/server/test/factories";
import { rosterEntry, setUpTestApp } from "./helpers";

/** Issue 20 §1: the roster is the employer's list; hidden profiles are linked by what the employer knows. */
let emp: EmployerSession;
const t = setUpTestApp();
beforeAll(async () => {
  emp = await createEmployerSession(t.app, { plan: "verified_pro" });
});

const add = (cookie: string, entry: object, more: object = {}) =>
  t.app.inject({ method: "POST", url: "/api/v1/employer/employees", headers: { cookie }, payload: { entry, ...more } });
const roster = (cookie: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/v1/employer/roster${query}`, headers: { cookie } });
/** Names are letters only (D61): 1 → "ab", 2 → "ac", … in alphabetical order. */
const letters = (i: number) => String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26));
const rate = (cookie: string, professionalId: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/employer/ratings",
    headers: { cookie },
    payload: ratingPayload(professionalId),
  });

describe("adding by name never reveals a hidden profile", () => {
  for (const [visibility, tag] of [
    ["private", "Priv"],
    ["employers_only", "Emp"],
  ] as const) {
    it(`a ${visibility} profile with the same name and place is neither offered nor linked`, async () => {
      for (const nameMatch of ["ask", "use"]) {
        const hidden = await buildClaimedProfessional(t.database, {
          firstName: `Hid${tag}`,
          lastName: `Den${nameMatch}`,
          city: "Moab",
          state: "UT",
          headline: "Secret Headline",
          visibility,
        });
        // "ask" would show a match for confirmation; "use" is the "Yes, link them" answer.
        const entry = { firstName: `hid${tag}`, lastName: `DEN${nameMatch}`, city: "Moab", state: "UT" };
        const res = await add(emp.cookie, entry, { nameMatch });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toContain(hidden.id);
        expect(res.body).not.toContain("Secret Headline");
        expect(res.json()).toMatchObject({ nameMatches: 0, dryRun: false, rows: [{ action: "create" }] });
        const links = await t.database.db.select().from(employments).where(eq(employments.professionalId, hidden.id));
        expect(links).toHaveLength(0);
      }
    });
  }

  it("a public profile is still offered for confirmation (search shows it anyway)", async () => {
    const open = await buildProfessional(t.database, { firstName: "Opal", lastName: "Lane", city: "Ely", state: "NV" });
    const ask = await add(emp.cookie, { firstName: "Opal", lastName: "Lane", city: "Ely", state: "NV" });
    expect(ask.json().rows[0]).toMatchObject({ candidate: { id: open.id } });
  });
});

describe("linking a hidden profile by what the employer already knows", () => {
  it("by the owner's e-mail with the person's name: linked, confirmed without headline or place", async () => {
    const hidden = await buildClaimedProfessional(t.database, {
      firstName: "Esme",
      lastName: "Vale",
      city: "Hidden City",
      headline: "Private Headline",
      visibility: "private",
    });
    const wrongName = await add(
      emp.cookie,
      rosterEntry("Someone", "Else", "Taos", "NM", { email: hidden.owner.email }),
    );
    expect(wrongName.json().rows[0].action).toBe("create");
    expect(wrongName.body).not.toContain(hidden.id);

    const res = await add(
      emp.cookie,
      rosterEntry("esme", "Vale", "Taos", "NM", { email: hidden.owner.email.toUpperCase() }),
    );
    expect(res.json().rows[0]).toMatchObject({ action: "match_email", professionalId: hidden.id });
    expect(res.body).not.toContain("Private Headline");
    expect(res.body).not.toContain("Hidden City");
  });

  it("an e-mail never links a profile without its name, even a public one (it would tell whose address it is)", async () => {
    const open = await buildClaimedProfessional(t.database, { firstName: "Pia", lastName: "Open" });
    const res = await add(emp.cookie, rosterEntry("Other", "Person", "Reno", "NV", { email: open.owner.email }));
    expect(res.json().rows[0].action).toBe("create");
    expect(res.body).not.toContain(open.id);
    const named = await add(emp.cookie, rosterEntry("Pia", "Open", "Reno", "NV", { email: open.owner.email }));
    expect(named.json().rows[0]).toMatchObject({ action: "match_email", professionalId: open.id });
  });

  it("by the profile address with the person's name; a malformed address is refused field by field", async () => {
    const hidden = await buildProfessional(t.database, { firstName: "Ravi", lastName: "Moss", visibility: "private" });
    const entry = { firstName: "Ravi", lastName: "Moss", city: "Lima", state: "OH" };
    const bad = await add(emp.cookie, entry, { profileAddress: "https://example.com/people/42" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ profileAddress: EMPLOYER.profileAddressInvalid });
    const res = await add(emp.cookie, entry, { profileAddress: `https://standing.example/profile/${hidden.id}` });
    expect(res.json().rows[0]).toMatchObject({ action: "match_profile", professionalId: hidden.id });
  });
});

describe("who may be rated", () => {
  it("a private profile not on the roster is refused like an unknown id, with no name or place", async () => {
    const hidden = await buildProfessional(t.database, {
      firstName: "Quill",
      lastName: "Private",
      city: "Nowhere",
      visibility: "private",
    });
    const res = await rate(emp.cookie, hidden.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(EMPLOYER.professionalNotFound);
    expect(res.body).not.toContain("Quill");
    const unknown = await rate(emp.cookie, "00000000-0000-4000-8000-000000000000");
    expect(unknown.json().error).toEqual({ ...res.json().error, requestId: unknown.json().error.requestId });
  });

  it("an employers-only person on the roster is found in the roster and rated; a private one too, without place", async () => {
    const eo = await buildClaimedProfessional(t.database, {
      firstName: "Wren",
      lastName: "Employ",
      visibility: "employers_only",
    });
    const pr = await buildClaimedProfessional(t.database, {
      firstName: "Wren",
      lastName: "Privy",
      city: "Secretville",
      visibility: "private",
    });
    await add(emp.cookie, { firstName: "Wren", lastName: "Employ", city: "X", state: "TX", email: eo.owner.email });
    await add(emp.cookie, { firstName: "Wren", lastName: "Privy", city: "X", state: "TX", email: pr.owner.email });

    const found = await roster(emp.cookie, "?q=wren");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().members.map((m: { professionalId: string }) => m.professionalId)).toEqual([eo.id, pr.id]);
    expect(found.body).not.toContain("Secretville");

    for (const id of [eo.id, pr.id]) {
      const res = await rate(emp.cookie, id);
      expect(res.statusCode, res.body).toBe(201);
    }
    const rated = await roster(emp.cookie, "?q=wren&rated=yes");
    expect(rated.json().members).toHaveLength(2);
    expect(rated.json().members[1]).toMatchObject({ city: null, headline: null, rating: { editable: true } });
    const history = await t.send("GET", "/api/v1/employer/ratings", emp.cookie);
    expect(history.body).not.toContain("Secretville");
  });
});

describe("the roster list", () => {
  it("searches by name, filters by status, claimed, invitation and rated, and pages 20 at a time", async () => {
    const e = await createEmployerSession(t.app, { plan: "enterprise" });
    const empty = await roster(e.cookie);
    expect(empty.json()).toMatchObject({ members: [], total: 0, rosterSize: 0 });

    const header = "First Name,Last Name,City,State,LinkedIn,Email,Employment Status,Start Date,End Date\n";
    const lines = Array.from({ length: 23 }, (_, i) =>
      i === 0
        ? "Zed,Zulu,Austin,TX,,zed@example.com,former,2019-01-01,2020-06-30"
        : `Amy${letters(i)},Alpha${letters(i)},Austin,TX,,,current,,`,
    );
    const imported = await t.send("POST", "/api/v1/employer/employees/import", e.cookie, {
      csv: header + lines.join("\n"),
      dryRun: false,
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const first = await roster(e.cookie);
    expect(first.json()).toMatchObject({ total: 23, totalPages: 2, rosterSize: 23, pageSize: 20 });
    expect(first.json().members).toHaveLength(20);
    expect(first.json().members[0]).toMatchObject({ lastName: "Alphaab", claimed: false, invitation: "not_invited" });
    const second = await roster(e.cookie, "?page=2");
    expect(second.json().members.at(-1)).toMatchObject({
      firstName: "Zed",
      employmentStatus: "former",
      startDate: "2019-01-01",
      endDate: "2020-06-30",
      invitation: "pending",
      rating: null,
    });
    const past = await roster(e.cookie, "?page=9");
    expect(past.json()).toMatchObject({ members: [], total: 23, totalPages: 2 });

    expect((await roster(e.cookie, "?status=former")).json().total).toBe(1);
    expect((await roster(e.cookie, "?invitation=pending")).json().total).toBe(1);
    expect((await roster(e.cookie, "?claimed=yes")).json().total).toBe(0);
    expect((await roster(e.cookie, "?q=zed%20zul")).json().total).toBe(1);
    expect((await roster(e.cookie, "?q=%25")).json()).toMatchObject({ total: 0, rosterSize: 23 });

    const zed = second.json().members.at(-1).professionalId;
    expect((await rate(e.cookie, zed)).statusCode).toBe(201);
    expect((await roster(e.cookie, "?rated=yes")).json().members).toMatchObject([{ professionalId: zed }]);
    expect((await roster(e.cookie, "?rated=no")).json().total).toBe(22);
    expect((await roster(e.cookie, `?person=${zed}`)).json().members).toHaveLength(1);
    // Another employer's rating of the same person never shows in this roster (nor its author).
    const other = await createEmployerSession(t.app, { plan: "verified_pro" });
    const theirs = await rate(other.cookie, zed);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const mine = await roster(e.cookie, `?person=${zed}`);
    expect(mine.json().members[0].rating.id).not.toBe(theirs.json().rating.id);
    expect(mine.body).not.toContain(theirs.json().rating.id);
    expect(mine.body).not.toContain(other.employerId);

    await t.database.db
      .update(claimInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 2000) })
      .where(eq(claimInvitations.professionalId, zed));
    expect((await roster(e.cookie, "?invitation=expired")).json().total).toBe(1);

    const invalid = await roster(e.cookie, "?status=retired");
    expect(invalid.statusCode).toBe(400);
    // Another employer sees only its own roster.
    expect((await roster(emp.cookie, "?q=zulu")).json().total).toBe(0);
  });

  it("is for employers: a visitor gets 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/employer/roster" });
    expect(res.statusCode).toBe(401);
  });
});
