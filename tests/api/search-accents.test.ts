import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeCsvBytes } from "../../src/core/csv";
import { foldText } from "../../src/core/text-fold";
import { UNACCENT_RULES } from "../../src/core/text-fold-rules";
import { createEmployerSession } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * Issue 34 point 1 (D321, D322): a name with accents is found by its plain spelling, in any case, and the other way
 * round — in search, the claim search (the same call), suggestions and the roster's name match. PGlite by default;
 * TEST_DATABASE_URL runs it on PostgreSQL.
 */
let lefevre: string;

const t = setUpTestApp();
beforeAll(async () => {
  // The new user's roster: Windows-1252 bytes ("ç" = E7, "è" = E8), decoded as the import page decodes them.
  const bytes = new Uint8Array(
    Buffer.from("First Name,Last Name,City,State\nFran\xe7ois,Lef\xe8vre,Boston,MA\n", "latin1"),
  );
  const decoded = decodeCsvBytes(bytes);
  expect(decoded).toMatchObject({ encoding: "windows-1252" });
  expect(decoded.text).toContain("François,Lefèvre");
  const employer = await createEmployerSession(t.app, { plan: "verified_pro" });
  const res = await t.send("POST", "/api/v1/employer/employees/import", employer.cookie, {
    csv: decoded.text,
    dryRun: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ created: 1 });
  lefevre = res.json().rows[0].professionalId;
  // Others that must not be found by "Lefevre".
  await buildProfessional(t.database, { firstName: "Francine", lastName: "Lefebvre", city: "Boston", state: "MA" });
  await buildProfessional(t.database, { firstName: "François", lastName: "Martin", city: "Denver", state: "CO" });
});

async function search(params: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    professionals: Array<{ id: string; firstName: string; lastName: string }>;
    totalCount: number;
  };
}
async function suggest(q: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestions as Array<{ text: string; professionalId: string | null }>;
}

describe("a name with accents (issue 34 §1)", () => {
  it("is found by its plain spelling, in any case, and by its own", async () => {
    for (const q of [
      "Lefevre",
      "lefevre",
      "LEFEVRE",
      "Lefèvre",
      "LEFÈVRE",
      "lefévre",
      "Francois Lefevre",
      "FRANÇOIS",
    ]) {
      const body = await search({ q });
      expect(
        body.professionals.map((p) => p.id),
        q,
      ).toContain(lefevre);
    }
    const exact = await search({ q: "Lefevre" });
    expect(exact).toMatchObject({ totalCount: 1, professionals: [{ firstName: "François", lastName: "Lefèvre" }] });
  });

  it("is found by the claim search's name and city ('Lefevre Boston')", async () => {
    const body = await search({ q: "Lefevre Boston" });
    expect(body.totalCount).toBe(1);
    expect(body.professionals[0]!.id).toBe(lefevre);
    expect((await search({ q: "francois boston" })).professionals.map((p) => p.id)).toEqual([lefevre]);
  });

  it("is suggested for a plain prefix, a plain fragment, and first name + last-name prefix", async () => {
    for (const q of ["Lefev", "lefe", "LEFEVRE", "efevr", "Francois Le", "françois lef"]) {
      const list = await suggest(q);
      expect(
        list.map((s) => s.professionalId),
        q,
      ).toContain(lefevre);
      expect(list.find((s) => s.professionalId === lefevre)?.text).toBe("François Lefèvre");
    }
  });

  it("suggests and filters places folded too", async () => {
    await buildProfessional(t.database, { firstName: "Ana", lastName: "Roy", city: "Montréal", state: "QC" });
    expect((await suggest("montreal")).map((s) => s.text)).toContain("Montréal, QC");
    const body = await search({ city: "Montreal" });
    expect(body.professionals.map((p) => p.lastName)).toEqual(["Roy"]);
  });

  it("is matched by the roster's name match from a plain spelling, in any case", async () => {
    const other = await createEmployerSession(t.app, { plan: "verified_pro" });
    const entry = { firstName: "FRANCOIS", lastName: "lefevre", city: "boston", state: "MA" };
    const ask = await t.send("POST", "/api/v1/employer/employees", other.cookie, { entry });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toMatchObject({ dryRun: true, rows: [{ action: "create", candidate: { id: lefevre } }] });
    const use = await t.send("POST", "/api/v1/employer/employees", other.cookie, { entry, nameMatch: "use" });
    expect(use.json().rows[0]).toMatchObject({ action: "match_name", professionalId: lefevre });
  });

  it("property: a generated accented name is found by its plain spelling in either case, and the reverse", async () => {
    const ACCENTS: Record<string, string> = { a: "á", c: "ç", e: "è", i: "ï", n: "ñ", o: "ø", u: "ü", s: "š", z: "ž" };
    const word = fc
      .array(fc.constantFrom(..."acenosuzilrt"), { minLength: 5, maxLength: 10 })
      .map((letters) => letters.join(""))
      .filter((w) => [...w].some((ch) => ch in ACCENTS));
    let n = 0;
    await fc.assert(
      fc.asyncProperty(word, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), async (plain, mask) => {
        // A unique last name: the generated word and the run's number in letters ("zqb", "zqc", …).
        const base = `${plain}zq${(++n).toString(26).replace(/./g, (d) => String.fromCharCode(98 + Number.parseInt(d, 26)))}`;
        const accented = [...base].map((ch, i) => (mask[i % mask.length] && ACCENTS[ch]) || ch).join("");
        const withAccents = await buildProfessional(t.database, { firstName: "Prop", lastName: accented });
        const withoutAccents = await buildProfessional(t.database, { firstName: "Prop", lastName: base });
        for (const q of [base, base.toUpperCase(), accented, accented.toUpperCase(), foldText(accented)]) {
          const ids = (await search({ q })).professionals.map((p) => p.id).sort();
          expect(ids, q).toEqual([withAccents.id, withoutAccents.id].sort());
        }
        const suggested = (await suggest(base)).map((s) => s.professionalId);
        expect(suggested).toContain(withAccents.id);
      }),
      { numRuns: 12 },
    );
  });

  it("property: the JS fold equals the database's standing_fold() on a sample of Latin names and every rule", async () => {
    const letters = [
      ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ -'.",
      ..."ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ",
      ..."ĀāĂăĄąĆćČčĎďĐđĒēĖėĘęĚěĞğĪīĮįİıĶķĹĺĻļĽľŁłŃńŅņŇňŌōŐőŒœŔŕŘřŚśŞşŠšŢţŤťŪūŮůŰűŲųŸŹźŻżŽž",
      ..."ǍǎǏǐǑǒǓǔȘșȚțẞạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ",
    ];
    const sample = fc.sample(
      fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 24 }).map((a) => a.join("")),
      { numRuns: 400, seed: 34 },
    );
    sample.push(...letters, "François Lefèvre", "Łukasz Żółć", "Søren Ærø", "Straße", "Lefe\u0300vre");
    // Every character the rules name, punctuation and symbols too (D436), and names that hold them.
    sample.push(...Object.keys(UNACCENT_RULES), "O’Hara", "Smith\u2010Jones", "D‘Amore");
    const rows = (
      await t.database.db.execute<{ x: string; f: string }>(
        sql`SELECT x, standing_fold(x) AS f FROM unnest(${`{${sample.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`}::text[]) AS x`,
      )
    ).rows;
    expect(rows).toHaveLength(sample.length);
    const differ = rows.filter((r) => foldText(r.x) !== r.f);
    // The JS rules are PostgreSQL 15's, production's engine (D436). PGlite runs a later release (18), whose rules read
    // "ℌ" as "h" (15's file says "x") and keep the blank before a fraction ("¼" → " 1/4": the same query words).
    const version = Number(
      (await t.database.db.execute<{ v: string }>(sql`SELECT current_setting('server_version_num') AS v`)).rows[0]?.v,
    );
    const laterRelease = new Set([
      "ℌ",
      ...Object.keys(UNACCENT_RULES).filter((k) => /^\d+\/\d*$/.test(UNACCENT_RULES[k]!)),
    ]);
    expect(
      differ
        .filter((r) => !(version >= 160000 && laterRelease.has(r.x)))
        .map((r) => `${r.x}: sql ${r.f}, js ${foldText(r.x)}`),
    ).toEqual([]);
    if (version >= 160000) expect(differ.map((r) => r.x).sort()).toEqual([...laterRelease].sort());
  });
});
