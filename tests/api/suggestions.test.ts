import { beforeAll, describe, expect, it } from "vitest";
import type { Suggestion } from "../../src/core/contracts/search";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();
beforeAll(async () => {
  const db = t.database;
  await buildProfessional(db, {
    firstName: "Ada",
    lastName: "Lovelace",
    headline: "Engineer",
    city: "Austin",
    state: "TX",
  });
  await buildProfessional(db, { firstName: "Ada", lastName: "Byron", headline: null, city: "Austin", state: "TX" });
  await buildProfessional(db, {
    firstName: "Ada",
    lastName: "Hidden",
    visibility: "employers_only",
    city: "Adamsville",
  });
  await buildProfessional(db, { firstName: "Ada", lastName: "Secret", visibility: "private", city: "Adaville" });
  for (const [i, state] of ["IL", "MO", "MA", "OR", "OH"].entries()) {
    await buildProfessional(db, { firstName: `Sam${i}`, lastName: "Springer", city: "Springfield", state });
    await buildProfessional(db, { firstName: `Sam${i}b`, lastName: "Springer", city: "Springfield", state });
  }
  await buildProfessional(db, { firstName: "Nora", lastName: "Private", city: "Hiddenburg", visibility: "private" });
  await buildProfessional(db, { firstName: "Homer", lastName: "Quill", city: "Lowell", state: "MA" });
  await buildProfessional(db, { firstName: "Wren", lastName: "Meriwether", city: "Lowell", state: "MA" });
  await buildProfessional(db, { firstName: "Merle", lastName: "Quill", city: "Lowell", state: "MA" });
  await buildProfessional(db, { firstName: "Zoë", lastName: "Ångström", city: "Lowell", state: "MA" });
});

async function suggestions(q: string | undefined) {
  const url = q === undefined ? "/api/v1/search/suggestions" : `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`;
  return t.app.inject({ method: "GET", url });
}
async function ok(q: string): Promise<Suggestion[]> {
  const res = await suggestions(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestions;
}

describe("GET /api/v1/search/suggestions", () => {
  it("a blank query gets an empty list", async () => {
    expect(await ok("")).toEqual([]);
    expect(await ok("    ")).toEqual([]);
  });

  it("suggests public professionals by first or last name, with the profile id", async () => {
    const list = await ok("ADA");
    const people = list.filter((s) => s.type === "professional");
    expect(people.map((s) => s.text).sort()).toEqual(["Ada Byron", "Ada Lovelace"]);
    const ada = people.find((s) => s.text === "Ada Lovelace")!;
    expect(ada.subtitle).toBe("Engineer");
    expect(ada.professionalId).toMatch(/^[0-9a-f-]{36}$/);
    expect(people.find((s) => s.text === "Ada Byron")!.subtitle).toBe("Austin, TX");
    expect(await ok("lovel")).toEqual([expect.objectContaining({ type: "professional", text: "Ada Lovelace" })]);
  });

  it("matches first and last name across two words", async () => {
    expect((await ok("ada love")).map((s) => s.text)).toEqual(["Ada Lovelace"]);
  });

  it("never suggests employers-only or private profiles or their places", async () => {
    const all = [...(await ok("ada")), ...(await ok("hidden")), ...(await ok("secret")), ...(await ok("adav"))];
    expect(all.map((s) => s.text).join("|")).not.toMatch(/Hidden|Secret|Adaville|Adamsville|Hiddenburg/);
    expect(await ok("hiddenburg")).toEqual([]);
  });

  it("suggests up to 3 distinct city+state locations", async () => {
    const list = await ok("springf");
    const places = list.filter((s) => s.type === "location");
    expect(places).toHaveLength(3);
    expect(new Set(places.map((s) => s.text)).size).toBe(3);
    for (const p of places) {
      expect(p.text).toMatch(/^Springfield, (IL|MO|MA|OR|OH)$/);
      expect(p.professionalId).toBeNull();
    }
    const austin = (await ok("austin")).filter((s) => s.type === "location");
    expect(austin.map((s) => s.text)).toEqual(["Austin, TX"]);
    // by state too
    expect((await ok("tx")).filter((s) => s.type === "location").map((s) => s.text)).toEqual(["Austin, TX"]);
  });

  it("at most 5 professionals and 8 suggestions in all", async () => {
    const list = await ok("s");
    expect(list.filter((s) => s.type === "professional").length).toBeLessThanOrEqual(5);
    expect(list.length).toBeLessThanOrEqual(8);
    const springer = await ok("spring");
    expect(springer.filter((s) => s.type === "professional")).toHaveLength(5);
    expect(springer.filter((s) => s.type === "location")).toHaveLength(3);
    expect(springer).toHaveLength(8);
    expect(springer.slice(0, 5).every((s) => s.type === "professional")).toBe(true);
  });

  it("puts names that start with the query before names that merely contain it", async () => {
    const people = (await ok("mer")).filter((s) => s.type === "professional").map((s) => s.text);
    expect(people).toEqual(["Merle Quill", "Wren Meriwether", "Homer Quill"]);
  });

  it("lists the places with the most public profiles first, and follows moves and visibility at once", async () => {
    const places = async (q: string) => (await ok(q)).filter((s) => s.type === "location").map((s) => s.text);
    const extra = await buildProfessional(t.database, {
      firstName: "Ola",
      lastName: "Mover",
      city: "Springfield",
      state: "OR",
    });
    expect((await places("springf"))[0]).toBe("Springfield, OR");
    // Moving away, going private, or being deleted takes the profile out of its place's count in the same write.
    await t.database.query(`UPDATE professionals SET city = 'Eugene' WHERE id = $1`, [extra.id]);
    expect(await places("eugene")).toEqual(["Eugene, OR"]);
    await t.database.query(`UPDATE professionals SET visibility = 'private' WHERE id = $1`, [extra.id]);
    expect(await places("eugene")).toEqual([]);
    await t.database.query(`UPDATE professionals SET visibility = 'public' WHERE id = $1`, [extra.id]);
    expect(await places("eugene")).toEqual(["Eugene, OR"]);
    await t.database.query(`DELETE FROM professionals WHERE id = $1`, [extra.id]);
    expect(await places("eugene")).toEqual([]);
  });

  it("matches prefixes beyond ASCII", async () => {
    const people = async (q: string) => (await ok(q)).filter((s) => s.type === "professional").map((s) => s.text);
    expect(await people("ÅNG")).toEqual(["Zoë Ångström"]);
    expect(await people("zoë å")).toEqual(["Zoë Ångström"]);
    expect(await people("gström")).toEqual(["Zoë Ångström"]);
  });

  it("looks inside names only for fragments of 3 letters or more", async () => {
    const people = async (q: string) => (await ok(q)).filter((s) => s.type === "professional").map((s) => s.text);
    // "ov" is inside "Lovelace" but starts no name: too short to look inside names.
    expect(await people("ov")).toEqual([]);
    expect(await people("ove")).toEqual(["Ada Lovelace"]);
  });

  it("takes LIKE wildcards literally", async () => {
    expect(await ok("%")).toEqual([]);
    expect(await ok("_")).toEqual([]);
    expect(await ok("a%a")).toEqual([]);
  });

  it("bounds the query and refuses a missing one", async () => {
    expect((await suggestions(undefined)).statusCode).toBe(400);
    expect((await suggestions("x".repeat(201))).statusCode).toBe(400);
    expect((await suggestions("x".repeat(200))).statusCode).toBe(200);
    expect((await suggestions("\u0000ada")).statusCode).toBe(200);
  });
});
