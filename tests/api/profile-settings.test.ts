import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import {
  type OwnProfile,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileSettingsInput,
} from "../../src/core/contracts/profile-settings";
import { sanitizeResumeFileName } from "../../src/server/commands/profile-resume";
import { auditLogs, professionals } from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import {
  createProfileOwner,
  documentOf,
  multipartFile,
  orientedPhoto,
  type ProfileOwner,
  pngClaiming,
  tinyPdf,
} from "../../src/server/test/profile-settings-factories";
import { setUpTestAppWithDataDir } from "./helpers";

let owner: ProfileOwner;
let stranger: TestAccount;
let employer: TestAccount;

const t = setUpTestAppWithDataDir("profile-settings-");
beforeAll(async () => {
  owner = await createProfileOwner(t.app, t.database, {
    firstName: "Jordan",
    lastName: "Avery",
    certifications: [{ name: "OSHA 10", issuer: "OSHA", year: "2019" }, "Forklift"],
    workHistory: [{ title: "Dispatcher", company: "Redwood", start_date: "2018-03", end_date: "2021-02" }],
    education: [{ degree: "BBA", school: "CU Denver", year: "2012" }],
  });
  stranger = await createAccount(t.app, { accountType: "professional" });
  employer = await createAccount(t.app, { accountType: "employer", verified: true });
});

const PROFILE = "/api/v1/professional/profile";
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const put = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: PROFILE,
    headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
const upload = (cookie: string | undefined, url: string, body: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.payload,
  });

async function own(cookie = owner.cookie): Promise<OwnProfile> {
  const res = await get(PROFILE, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile as OwnProfile;
}
async function current(cookie = owner.cookie): Promise<ProfileSettingsInput> {
  return documentOf(await own(cookie));
}
async function save(change: Partial<ProfileSettingsInput>, cookie = owner.cookie) {
  return put(cookie, { ...(await current(cookie)), ...change });
}

describe("GET /professional/profile", () => {
  it("returns every editable field, older item shapes read into the editor's shape", async () => {
    const p = await own();
    expect(p).toMatchObject({
      id: owner.professionalId,
      isClaimed: true,
      firstName: "Jordan",
      lastName: "Avery",
      country: "US",
      visibility: "public",
      photoUrl: null,
      resume: null,
    });
    expect(p.certifications).toEqual([
      { name: "OSHA 10", issuer: "OSHA", issuedDate: "2019", expiryDate: null, credentialUrl: null },
      { name: "Forklift", issuer: null, issuedDate: null, expiryDate: null, credentialUrl: null },
    ]);
    expect(p.workHistory).toEqual([
      {
        title: "Dispatcher",
        company: "Redwood",
        startDate: "2018-03",
        endDate: "2021-02",
        current: false,
        description: null,
      },
    ]);
    expect(p.education).toEqual([{ school: "CU Denver", degree: "BBA", field: null, startYear: null, endYear: 2012 }]);
    expect(p.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it("answers 404 with the claim hint to a professional who owns no profile", async () => {
    const res = await get(PROFILE, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.noProfile);
    expect(res.json().error.message).toContain("/dashboard/professional/claim");
  });

  it("is closed to visitors (401) and employers (403)", async () => {
    expect((await get(PROFILE)).statusCode).toBe(401);
    expect((await get(PROFILE, employer.cookie)).statusCode).toBe(403);
    expect((await put(undefined, { firstName: "x" })).statusCode).toBe(401);
    expect((await put(employer.cookie, { firstName: "x" })).statusCode).toBe(403);
    const photo = multipartFile("photo", { name: "a.jpg", type: "image/jpeg", data: await orientedPhoto() });
    expect((await upload(undefined, `${PROFILE}/photo`, photo)).statusCode).toBe(401);
    expect((await upload(employer.cookie, `${PROFILE}/photo`, photo)).statusCode).toBe(403);
  });
});

describe("PUT /professional/profile", () => {
  it("saves the whole document, normalises it, and the public profile shows it at once", async () => {
    const res = await save({
      firstName: "  Jordan ",
      lastName: "Avery-Lee",
      headline: "Operations Manager | Logistics",
      bio: "Line one\r\nLine two",
      city: "Denver",
      state: "CO",
      country: "Canada",
      linkedinUrl: "linkedin.com/in/jordan-avery-ops/?trk=x",
      certifications: [
        {
          name: "CSCP",
          issuer: "ASCM",
          issuedDate: "2020-05",
          expiryDate: "2025-05",
          credentialUrl: "https://ascm.example/verify/1",
        },
      ],
      workHistory: [
        {
          title: "Ops Manager",
          company: "Northwind",
          startDate: "2021-03",
          endDate: "2022-01",
          current: true,
          description: "Ran the night shift.",
        },
        { title: "Dispatcher", company: "Redwood", startDate: "2018-03", endDate: "2021-02", current: false },
      ],
      education: [{ school: "CU Denver", degree: "BBA", field: "Business", startYear: "2008", endYear: 2012 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(PROFILE_MESSAGES.saved);
    expect(body.changed).toEqual(
      expect.arrayContaining([
        "lastName",
        "headline",
        "bio",
        "country",
        "linkedinUrl",
        "certifications",
        "workHistory",
        "education",
      ]),
    );
    expect(body.changed).not.toContain("firstName");
    expect(body.profile).toMatchObject({
      firstName: "Jordan",
      bio: "Line one\nLine two",
      country: "CA",
      linkedinUrl: "https://www.linkedin.com/in/jordan-avery-ops",
    });
    // A current job has no end month.
    expect(body.profile.workHistory[0]).toMatchObject({ current: true, endDate: null });

    const page = (await get(`/api/v1/professionals/${owner.professionalId}`, owner.cookie)).json();
    expect(page.profile).toMatchObject({ lastName: "Avery-Lee", headline: "Operations Manager | Logistics" });
    // The public profile shows the richer items too (the old keys stay for older clients).
    expect(page.details.certifications).toEqual([
      {
        name: "CSCP",
        issuer: "ASCM",
        year: "2020",
        issuedDate: "2020-05",
        expiryDate: "2025-05",
        credentialUrl: "https://ascm.example/verify/1",
      },
    ]);
    expect(page.details.workHistory[0]).toEqual({
      title: "Ops Manager",
      company: "Northwind",
      startDate: "2021-03",
      endDate: null,
      description: "Ran the night shift.",
    });
    expect(page.details.education).toEqual([
      { degree: "BBA", school: "CU Denver", year: "2012", field: "Business", startYear: 2008, endYear: 2012 },
    ]);
    const search = (await get("/api/v1/search?q=Avery-Lee")).json();
    expect(search.professionals.map((p: { headline: string }) => p.headline)).toContain(
      "Operations Manager | Logistics",
    );
  });

  it("writes one audit row naming the changed fields, and nothing when nothing changed", async () => {
    const res = await save({ headline: "Audit me", visibility: "employers_only" });
    expect(res.json().changed.sort()).toEqual(["headline", "visibility"]);
    const rows = await t.database.db
      .select({ newData: auditLogs.newData, userId: auditLogs.userId })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "profile_updated"), eq(auditLogs.recordId, owner.professionalId)))
      .orderBy(desc(auditLogs.id));
    expect(rows[0]).toMatchObject({
      userId: owner.userId,
      newData: { changed: ["headline", "visibility"], visibility: { from: "public", to: "employers_only" } },
    });
    const again = await save({});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ changed: [], message: PROFILE_MESSAGES.nothingChanged });
    const after = await t.database.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "profile_updated"), eq(auditLogs.recordId, owner.professionalId)));
    expect(after.length).toBe(rows.length);
    await save({ visibility: "public" });
  });

  it("refuses a stale save with 409 and the reload message", async () => {
    const stale = await current();
    expect((await put(owner.cookie, { ...stale, headline: "First tab" })).statusCode).toBe(200);
    const res = await put(owner.cookie, { ...stale, headline: "Second tab" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Your profile changed in another tab. Reload to see the latest.");
    expect((await own()).headline).toBe("First tab");
    // A token in another format never matches (and never reaches SQL as a timestamp).
    const mangled = await put(owner.cookie, { ...(await current()), updatedAt: "Tue Mar 05 2024" });
    expect(mangled.statusCode).toBe(409);
  });

  it("of two simultaneous saves from the same read, exactly one wins", async () => {
    const stale = await current();
    const results = await Promise.all([
      put(owner.cookie, { ...stale, headline: "Tab A" }),
      put(owner.cookie, { ...stale, headline: "Tab B" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().profile.headline;
    expect((await own()).headline).toBe(winner);
  });

  it("is atomic: one invalid item means nothing is written", async () => {
    const before = await own();
    const doc = documentOf(before);
    const res = await put(owner.cookie, {
      ...doc,
      firstName: "Changed",
      headline: "Changed too",
      workHistory: [
        ...doc.workHistory,
        { title: "Bad", company: "Co", startDate: "2020-05", endDate: "2019-01", current: false },
      ],
    });
    expect(res.statusCode).toBe(400);
    const n = doc.workHistory.length;
    expect(res.json().error.fields).toEqual({ [`workHistory.${n}.endDate`]: PROFILE_MESSAGES.endBeforeStart });
    const after = await own();
    expect(after).toEqual(before);
  });

  it("refuses unknown fields at any depth", async () => {
    const doc = await current();
    const res = await put(owner.cookie, {
      ...doc,
      isClaimed: false,
      certifications: [{ name: "X", verified: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      isClaimed: "Unknown field",
      "certifications.0.verified": "Unknown field",
    });
  });

  const M = PROFILE_MESSAGES;
  const long = (n: number) => "x".repeat(n);
  const job = (over: Record<string, unknown>) => ({
    title: "T",
    company: "C",
    startDate: "2020-01",
    endDate: "2021-01",
    current: false,
    ...over,
  });
  const rules: Array<[string, Partial<Record<keyof ProfileSettingsInput, unknown>>, string, string]> = [
    ["first name required", { firstName: "   " }, "firstName", M.firstNameRequired],
    ["first name length", { firstName: long(61) }, "firstName", M.firstNameTooLong],
    ["first name one line", { firstName: "Jo\nrdan" }, "firstName", M.badCharacters],
    ["last name required", { lastName: "" }, "lastName", M.lastNameRequired],
    ["last name length", { lastName: long(61) }, "lastName", M.lastNameTooLong],
    ["headline length", { headline: long(121) }, "headline", M.headlineTooLong],
    ["bio length", { bio: long(2001) }, "bio", M.bioTooLong],
    ["bio NUL", { bio: "a\u0000b" }, "bio", M.badCharactersMultiline],
    ["headline lone surrogate", { headline: "a\ud800b" }, "headline", M.badCharacters],
    ["city length", { city: long(101) }, "city", M.cityTooLong],
    ["state length", { state: long(101) }, "state", M.stateTooLong],
    ["country required", { country: "" }, "country", M.countryRequired],
    ["country unknown", { country: "Atlantis" }, "country", M.countryUnknown],
    ["country code unknown", { country: "ZZ" }, "country", M.countryUnknown],
    ["linkedin other site", { linkedinUrl: "https://example.com/in/jordan" }, "linkedinUrl", M.linkedinInvalid],
    ["linkedin company page", { linkedinUrl: "linkedin.com/company/acme" }, "linkedinUrl", M.linkedinInvalid],
    [
      "linkedin look-alike",
      { linkedinUrl: "https://linkedin.com.evil.example/in/jo" },
      "linkedinUrl",
      M.linkedinInvalid,
    ],
    ["visibility", { visibility: "friends" }, "visibility", M.visibilityInvalid],
    [
      "too many certifications",
      { certifications: Array(31).fill({ name: "C" }) },
      "certifications",
      M.tooManyCertifications,
    ],
    ["too many jobs", { workHistory: Array(31).fill(job({})) }, "workHistory", M.tooManyJobs],
    ["too many schools", { education: Array(21).fill({ school: "S" }) }, "education", M.tooManySchools],
    ["certification name", { certifications: [{ name: " " }] }, "certifications.0.name", M.certificationNameRequired],
    [
      "certification name length",
      { certifications: [{ name: long(121) }] },
      "certifications.0.name",
      M.certificationNameTooLong,
    ],
    [
      "issuer length",
      { certifications: [{ name: "C", issuer: long(121) }] },
      "certifications.0.issuer",
      M.issuerTooLong,
    ],
    [
      "issued month",
      { certifications: [{ name: "C", issuedDate: "2020-13" }] },
      "certifications.0.issuedDate",
      M.certificationMonth,
    ],
    [
      "expiry before issued",
      { certifications: [{ name: "C", issuedDate: "2020-05", expiryDate: "2020-04" }] },
      "certifications.0.expiryDate",
      M.expiryBeforeIssued,
    ],
    [
      "credential url https",
      { certifications: [{ name: "C", credentialUrl: "http://x.example/1" }] },
      "certifications.0.credentialUrl",
      M.credentialUrlInvalid,
    ],
    [
      "credential url script",
      { certifications: [{ name: "C", credentialUrl: "javascript:alert(1)" }] },
      "certifications.0.credentialUrl",
      M.credentialUrlInvalid,
    ],
    ["job title", { workHistory: [job({ title: "" })] }, "workHistory.0.title", M.titleRequired],
    ["job title length", { workHistory: [job({ title: long(121) })] }, "workHistory.0.title", M.titleTooLong],
    ["company", { workHistory: [job({ company: "" })] }, "workHistory.0.company", M.companyRequired],
    ["start month required", { workHistory: [job({ startDate: "" })] }, "workHistory.0.startDate", M.startRequired],
    ["start month format", { workHistory: [job({ startDate: "03/2020" })] }, "workHistory.0.startDate", M.month],
    ["start year range", { workHistory: [job({ startDate: "1800-01" })] }, "workHistory.0.startDate", M.month],
    ["end month or current", { workHistory: [job({ endDate: null })] }, "workHistory.0.endDate", M.endRequired],
    ["end before start", { workHistory: [job({ endDate: "2019-12" })] }, "workHistory.0.endDate", M.endBeforeStart],
    ["current is a boolean", { workHistory: [job({ current: "yes" })] }, "workHistory.0.current", M.currentFlag],
    [
      "description length",
      { workHistory: [job({ description: long(1001) })] },
      "workHistory.0.description",
      M.descriptionTooLong,
    ],
    ["school", { education: [{ school: "" }] }, "education.0.school", M.schoolRequired],
    ["degree length", { education: [{ school: "S", degree: long(121) }] }, "education.0.degree", M.degreeTooLong],
    ["field length", { education: [{ school: "S", field: long(121) }] }, "education.0.field", M.fieldTooLong],
    ["year", { education: [{ school: "S", startYear: "20x0" }] }, "education.0.startYear", M.year()],
    [
      "end year before start",
      { education: [{ school: "S", startYear: 2012, endYear: 2010 }] },
      "education.0.endYear",
      M.endYearBeforeStart,
    ],
    ["item must be an object", { education: ["CU Denver"] }, "education.0", M.item],
    ["list must be a list", { workHistory: "none" }, "workHistory", M.list],
    ["missing field", { headline: undefined }, "headline", M.required],
  ];
  for (const [name, change, path, message] of rules) {
    it(`field rule: ${name}`, async () => {
      const doc = { ...(await current()), ...change };
      const res = await put(owner.cookie, doc);
      expect(res.statusCode, res.body).toBe(400);
      const body = ApiErrorBody.parse(res.json());
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields?.[path], JSON.stringify(body.error.fields)).toBe(message);
    });
  }

  it("accepts the edges of every rule", async () => {
    const res = await save({
      firstName: long(60),
      headline: long(120),
      bio: long(2000),
      linkedinUrl: "http://uk.linkedin.com/in/jörg-müller",
      country: "us",
      certifications: Array.from({ length: 30 }, (_, i) => ({
        name: `C${i}`,
        issuedDate: "2019",
        expiryDate: "2019-01",
      })),
      workHistory: [job({ startDate: "2020-01", endDate: "2020-01", description: long(1000) })],
      education: Array.from({ length: 20 }, () => ({ school: "S", startYear: 1940, endYear: 1940 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      linkedinUrl: "https://www.linkedin.com/in/j%C3%B6rg-m%C3%BCller",
      country: "US",
    });
    expect(
      (await save({ firstName: "Jordan", certifications: [], workHistory: [], education: [], bio: null })).statusCode,
    ).toBe(200);
  });

  it("keeps the array order as the display order (reorder = save the new order)", async () => {
    const doc = await current();
    const a = job({ title: "A", startDate: "2010-01", endDate: "2011-01" });
    const b = job({ title: "B", startDate: "2012-01", endDate: "2013-01" });
    await put(owner.cookie, { ...doc, workHistory: [a, b] });
    const res = await save({ workHistory: [b, a] });
    expect(res.json().profile.workHistory.map((w: { title: string }) => w.title)).toEqual(["B", "A"]);
    const page = (await get(`/api/v1/professionals/${owner.professionalId}`, owner.cookie)).json();
    expect(page.details.workHistory.map((w: { title: string }) => w.title)).toEqual(["B", "A"]);
  });

  it("answers 404 with the claim hint when saving without a profile", async () => {
    const doc = await current();
    const res = await put(stranger.cookie, doc);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.noProfile);
  });

  it("never answers 5xx to arbitrary bodies", async () => {
    const doc = await current();
    const value = fc.oneof(
      fc.string(),
      fc.constant(""),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.jsonValue(),
      fc.string({ unit: "binary" }),
    );
    const item = fc.dictionary(
      fc.constantFrom(
        "name",
        "issuer",
        "issuedDate",
        "title",
        "company",
        "startDate",
        "endDate",
        "current",
        "school",
        "startYear",
        "extra",
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              updatedAt: fc.oneof(fc.constant(doc.updatedAt), value),
              firstName: value,
              lastName: value,
              headline: value,
              bio: value,
              country: fc.oneof(fc.constantFrom("US", "ca", "France"), value),
              linkedinUrl: fc.oneof(fc.webUrl(), value),
              visibility: fc.oneof(fc.constantFrom("public", "private", "employers_only"), value),
              certifications: fc.oneof(fc.array(item, { maxLength: 3 }), value),
              workHistory: fc.oneof(fc.array(item, { maxLength: 3 }), value),
              education: fc.oneof(fc.array(item, { maxLength: 3 }), value),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const res = await put(owner.cookie, body);
          expect([200, 400, 409]).toContain(res.statusCode);
          if (res.statusCode !== 200) expect(ApiErrorBody.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
    // Whatever was accepted, the profile still reads back.
    expect((await get(PROFILE, owner.cookie)).statusCode).toBe(200);
  });
});

describe("photo", () => {
  const PHOTO = `${PROFILE}/photo`;
  let photoOwner: ProfileOwner;
  beforeAll(async () => {
    photoOwner = await createProfileOwner(t.app, t.database, { firstName: "Photo", lastName: "Owner" });
  });
  const files = () => readdirSync(join(t.dataDir, "files", "photos", photoOwner.professionalId));

  it("stores a 400×400 WebP, upright, without metadata, served at the stored URL", async () => {
    const res = await upload(
      photoOwner.cookie,
      PHOTO,
      multipartFile("photo", { name: "me.jpg", type: "image/jpeg", data: await orientedPhoto("jpeg") }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { photoUrl, message } = res.json();
    expect(message).toBe(PROFILE_MESSAGES.photoSaved);
    expect(photoUrl).toMatch(new RegExp(`^/api/v1/professionals/${photoOwner.professionalId}/photo\\?v=[0-9a-f]{32}$`));
    expect((await own(photoOwner.cookie)).photoUrl).toBe(photoUrl);
    const page = (await get(`/api/v1/professionals/${photoOwner.professionalId}`)).json();
    expect(page.profile.profilePicture).toBe(photoUrl);

    const served = await get(photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=300");
    const image = served.rawPayload;
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      "webp",
      PROFILE_LIMITS.photoSize,
      PROFILE_LIMITS.photoSize,
    ]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image.includes(Buffer.from("StandingTestCam"))).toBe(false);
    // Rotated upright: the red top edge of the 600×300 original is now on the right, blue on the left.
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [lr, , lb] = px(50, 200);
    const [rr, , rb] = px(350, 200);
    expect(lb! > 200 && lr! < 60).toBe(true);
    expect(rr! > 200 && rb! < 60).toBe(true);
    const etag = served.headers.etag as string;
    expect((await t.app.inject({ method: "GET", url: photoUrl, headers: { "if-none-match": etag } })).statusCode).toBe(
      304,
    );
  });

  it("accepts PNG and WebP, and deletes the previous file on replacement", async () => {
    for (const format of ["png", "webp"] as const) {
      const res = await upload(
        photoOwner.cookie,
        PHOTO,
        multipartFile("photo", { name: `me.${format}`, type: `image/${format}`, data: await orientedPhoto(format) }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(files()).toEqual([`${new URL(res.json().photoUrl, "http://x").searchParams.get("v")}.webp`]);
    }
  });

  const refusals: Array<[string, () => Promise<{ name: string; type: string; data: Buffer }>, string]> = [
    [
      "a PDF named .jpg",
      async () => ({ name: "me.jpg", type: "image/jpeg", data: tinyPdf() }),
      PROFILE_MESSAGES.photoType,
    ],
    [
      "an SVG named .png",
      async () => ({
        name: "me.png",
        type: "image/png",
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      }),
      PROFILE_MESSAGES.photoType,
    ],
    [
      "a GIF",
      async () => ({
        name: "me.gif",
        type: "image/gif",
        data: await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      }),
      PROFILE_MESSAGES.photoType,
    ],
    [
      "a PNG header on garbage",
      async () => ({
        name: "me.png",
        type: "image/png",
        data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000, 7)]),
      }),
      PROFILE_MESSAGES.photoUnreadable,
    ],
    [
      "a truncated JPEG",
      async () => ({ name: "me.jpg", type: "image/jpeg", data: (await orientedPhoto("jpeg")).subarray(0, 300) }),
      PROFILE_MESSAGES.photoUnreadable,
    ],
    [
      "over 40 megapixels",
      async () => ({ name: "big.png", type: "image/png", data: pngClaiming(8000, 6000) }),
      PROFILE_MESSAGES.photoTooManyPixels,
    ],
    [
      "over 5 MB",
      async () => ({
        name: "big.jpg",
        type: "image/jpeg",
        data: Buffer.concat([await orientedPhoto("jpeg"), Buffer.alloc(PROFILE_LIMITS.photoBytes)]),
      }),
      PROFILE_MESSAGES.photoTooLarge,
    ],
    [
      "an empty file",
      async () => ({ name: "me.jpg", type: "image/jpeg", data: Buffer.alloc(0) }),
      PROFILE_MESSAGES.photoRequired,
    ],
  ];
  for (const [name, file, message] of refusals) {
    it(`refuses ${name}, and keeps the current photo`, async () => {
      const before = (await own(photoOwner.cookie)).photoUrl;
      const res = await upload(photoOwner.cookie, PHOTO, multipartFile("photo", await file()));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ photo: message });
      expect((await own(photoOwner.cookie)).photoUrl).toBe(before);
    });
  }

  it("refuses a body that is not multipart, or a file under another name", async () => {
    const json = await t.send("POST", PHOTO, photoOwner.cookie, { photo: "x" });
    expect(json.statusCode).toBe(415);
    const other = await upload(
      photoOwner.cookie,
      PHOTO,
      multipartFile("avatar", { name: "me.jpg", type: "image/jpeg", data: await orientedPhoto() }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ photo: PROFILE_MESSAGES.photoRequired });
    const broken = await t.app.inject({
      method: "POST",
      url: PHOTO,
      headers: { cookie: photoOwner.cookie, "content-type": "multipart/form-data; boundary=zzz" },
      payload: '--zzz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it("removes the photo and its file", async () => {
    const res = await t.app.inject({ method: "DELETE", url: PHOTO, headers: { cookie: photoOwner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photoUrl: null, message: PROFILE_MESSAGES.photoRemoved });
    expect((await own(photoOwner.cookie)).photoUrl).toBeNull();
    expect(files()).toEqual([]);
    const rows = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.recordId, photoOwner.professionalId));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["profile_photo_updated", "profile_photo_removed"]),
    );
    // Again: nothing to remove is not an error.
    expect(
      (await t.app.inject({ method: "DELETE", url: PHOTO, headers: { cookie: photoOwner.cookie } })).statusCode,
    ).toBe(200);
  });

  it("does not move the settings' concurrency token", async () => {
    const before = await own(photoOwner.cookie);
    await upload(
      photoOwner.cookie,
      PHOTO,
      multipartFile("photo", { name: "a.jpg", type: "image/jpeg", data: await orientedPhoto() }),
    );
    const after = await own(photoOwner.cookie);
    expect(after.photoUrl).not.toBe(before.photoUrl);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect((await put(photoOwner.cookie, { ...documentOf(before), headline: "Still fine" })).statusCode).toBe(200);
  });

  it("answers 404 for a profile without a photo, an unknown id, or a malformed id", async () => {
    const none = (await createProfileOwner(t.app, t.database)).professionalId;
    expect((await get(`/api/v1/professionals/${none}/photo`)).statusCode).toBe(404);
    expect((await get("/api/v1/professionals/00000000-0000-4000-8000-000000000000/photo")).statusCode).toBe(404);
    expect((await get("/api/v1/professionals/not-a-uuid/photo")).statusCode).toBe(404);
  });

  it("a professional without a profile cannot upload", async () => {
    const res = await upload(
      stranger.cookie,
      PHOTO,
      multipartFile("photo", { name: "a.jpg", type: "image/jpeg", data: await orientedPhoto() }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.noProfile);
  });
});

describe("resume", () => {
  const RESUME = `${PROFILE}/resume`;
  let resumeOwner: ProfileOwner;
  beforeAll(async () => {
    resumeOwner = await createProfileOwner(t.app, t.database, { firstName: "Resume", lastName: "Owner" });
  });
  const files = () => {
    const dir = join(t.dataDir, "files", "resumes", resumeOwner.professionalId);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it("stores a PDF privately with a sanitised name and date", async () => {
    const res = await upload(
      resumeOwner.cookie,
      RESUME,
      multipartFile("resume", {
        name: "..\\..\\My CV<>|\u0007 2026.docx",
        type: "application/octet-stream",
        data: tinyPdf(),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { resume, message } = res.json();
    expect(message).toBe(PROFILE_MESSAGES.resumeSaved);
    expect(resume).toMatchObject({
      fileName: "My CV 2026.pdf",
      downloadUrl: `/api/v1/professionals/${resumeOwner.professionalId}/resume`,
    });
    expect(Date.parse(resume.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.database.db
      .select({ resumeUrl: professionals.resumeUrl })
      .from(professionals)
      .where(eq(professionals.id, resumeOwner.professionalId));
    expect(row!.resumeUrl).toMatch(new RegExp(`^resumes/${resumeOwner.professionalId}/[0-9a-f]{32}\\.pdf$`));
    expect(files().length).toBe(1);
    // The stored key never leaves the server.
    const page = await get(`/api/v1/professionals/${resumeOwner.professionalId}`, resumeOwner.cookie);
    expect(page.json().details.hasResume).toBe(true);
    expect(page.body).not.toContain(row!.resumeUrl!);
    expect((await get(PROFILE, resumeOwner.cookie)).body).not.toContain(row!.resumeUrl!);
  });

  /** The stored résumé answered as a PDF under its own name, `disposition` (a download or in the page), never sniffed. */
  const expectResume = (res: Awaited<ReturnType<typeof get>>, disposition: "attachment" | "inline") => {
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `${disposition}; filename="My CV 2026.pdf"; filename*=UTF-8''My%20CV%202026.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  };

  it("serves it to the owner as an attachment with safe headers", async () => {
    const res = await get(`/api/v1/professionals/${resumeOwner.professionalId}/resume`, resumeOwner.cookie);
    expectResume(res, "attachment");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("view=inline serves a PDF for the profile's viewer (same-origin frames only); the same checks apply", async () => {
    const url = `/api/v1/professionals/${resumeOwner.professionalId}/resume?view=inline`;
    const res = await get(url, resumeOwner.cookie);
    expectResume(res, "inline");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`${url}&x=1`, resumeOwner.cookie)).statusCode).toBe(400);
    // The viewer asks first with HEAD, to tell a refusal in words: the same answers, without the file.
    const head = (cookie?: string) =>
      t.app.inject({ method: "HEAD", url, headers: cookie ? { cookie } : {} }).then((r) => r.statusCode);
    expect(await head(resumeOwner.cookie)).toBe(200);
    expect(await head()).toBe(401);
    // The pages that frame it allow same-origin frames and still no plugins.
    const csp = String((await get("/api/health")).headers["content-security-policy"]);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("never serves bytes that are not a PDF inline, whatever is asked", async () => {
    const [name] = files();
    const path = join(t.dataDir, "files", "resumes", resumeOwner.professionalId, name!);
    const original = readFileSync(path);
    writeFileSync(path, "<html><script>alert(1)</script></html>");
    try {
      const res = await get(
        `/api/v1/professionals/${resumeOwner.professionalId}/resume?view=inline`,
        resumeOwner.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).not.toContain("frame-ancestors 'self'");
    } finally {
      writeFileSync(path, original);
    }
  });

  it("serves it to a signed-in viewer who opened the profile; visitors get 401, others must open it first", async () => {
    const url = `/api/v1/professionals/${resumeOwner.professionalId}/resume`;
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(PROFILE_MESSAGES.resumeSignIn);
    const notOpened = await get(url, employer.cookie);
    expect(notOpened.statusCode).toBe(403);
    expect(notOpened.json().error.message).toBe(PROFILE_MESSAGES.resumeOpenFirst);
    expect((await get(`/api/v1/professionals/${resumeOwner.professionalId}`, employer.cookie)).json().access).toBe(
      "full",
    );
    const opened = await get(url, employer.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-disposition"]).toContain("attachment");
  });

  const refusals: Array<[string, { name: string; type: string; data: Buffer }, string]> = [
    [
      "a PNG named .pdf",
      { name: "cv.pdf", type: "application/pdf", data: pngClaiming(10, 10) },
      PROFILE_MESSAGES.resumeType,
    ],
    [
      "a Word file",
      { name: "cv.docx", type: "application/pdf", data: Buffer.from("PK\u0003\u0004 word") },
      PROFILE_MESSAGES.resumeType,
    ],
    [
      "over 10 MB",
      {
        name: "cv.pdf",
        type: "application/pdf",
        data: Buffer.concat([tinyPdf(), Buffer.alloc(PROFILE_LIMITS.resumeBytes)]),
      },
      PROFILE_MESSAGES.resumeTooLarge,
    ],
    [
      "an empty file",
      { name: "cv.pdf", type: "application/pdf", data: Buffer.alloc(0) },
      PROFILE_MESSAGES.resumeRequired,
    ],
  ];
  for (const [name, file, message] of refusals) {
    it(`refuses ${name}, and keeps the current resume`, async () => {
      const before = (await own(resumeOwner.cookie)).resume;
      const res = await upload(resumeOwner.cookie, RESUME, multipartFile("resume", file));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ resume: message });
      expect((await own(resumeOwner.cookie)).resume).toEqual(before);
      expect(files().length).toBe(1);
    });
  }

  it("replaces the file on a new upload and removes it on delete", async () => {
    const first = files();
    const res = await upload(
      resumeOwner.cookie,
      RESUME,
      multipartFile("resume", { name: "new.pdf", type: "application/pdf", data: tinyPdf("v2") }),
    );
    expect(res.statusCode).toBe(200);
    expect(files().length).toBe(1);
    expect(files()).not.toEqual(first);
    const del = await t.app.inject({ method: "DELETE", url: RESUME, headers: { cookie: resumeOwner.cookie } });
    expect(del.json()).toEqual({ resume: null, message: PROFILE_MESSAGES.resumeRemoved });
    expect(files()).toEqual([]);
    expect((await own(resumeOwner.cookie)).resume).toBeNull();
    const gone = await get(`/api/v1/professionals/${resumeOwner.professionalId}/resume`, resumeOwner.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(PROFILE_MESSAGES.resumeMissing);
  });

  it("does not serve a resume_url that is not one of our keys", async () => {
    await t.database.db
      .update(professionals)
      .set({ resumeUrl: "../../etc/passwd" })
      .where(eq(professionals.id, resumeOwner.professionalId));
    const res = await get(`/api/v1/professionals/${resumeOwner.professionalId}/resume`, resumeOwner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Invalid resume URL");
    await t.database.db
      .update(professionals)
      .set({ resumeUrl: null })
      .where(eq(professionals.id, resumeOwner.professionalId));
  });

  it("sanitises file names", () => {
    expect(sanitizeResumeFileName(undefined)).toBe("resume.pdf");
    expect(sanitizeResumeFileName("../../.pdf")).toBe("resume.pdf");
    expect(sanitizeResumeFileName("/tmp/a/b/Jordan Avery.PDF")).toBe("Jordan Avery.pdf");
    expect(sanitizeResumeFileName("résumé\r\n;x.pdf")).toBe("résuméx.pdf");
    expect(sanitizeResumeFileName(`${"a".repeat(300)}.pdf`).length).toBe(PROFILE_LIMITS.resumeFileName);
  });
});
