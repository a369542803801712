// @vitest-environment node
import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ImportDraft } from "../../src/core/contracts/profile-import";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../src/core/contracts/profile-import-rules";
import {
  CertificationInput,
  EducationInput,
  normalizeLinkedinUrl,
  PROFILE_LIMITS,
  WorkHistoryInput,
} from "../../src/core/contracts/profile-settings";
import { ImportRejected, parseJsonResume, parseLinkedinArchive, parseUpload } from "../../src/server/adapters/import";
import { linkedinProfileUrl, parseSiteDate, splitFullName, Warnings } from "../../src/server/adapters/import/normalize";
import { countryCode, parsePlace } from "../../src/server/adapters/import/places";
import { listZip } from "../../src/server/adapters/import/zip";
import { type CurrentProfile, computeImportDiff } from "../../src/server/commands/profile-import-diff";
import { readCertifications, readEducation, readWorkHistory } from "../../src/server/kernel/profile-lists";
import { archiveZip, BASIC, file, fixture, handZip, text } from "../fixtures/import/archive";

describe("site dates", () => {
  it.each([
    ["Jan 2019", "2019-01"],
    ["January 2019", "2019-01"],
    ["Sept 2020", "2020-09"],
    ["2015", "2015"],
    ["Mar 15, 2021", "2021-03"],
    ["15 Mar 2021", "2021-03"],
    ["2021-03-15", "2021-03"],
    ["2021-03", "2021-03"],
    ["3/15/2021", "2021-03"],
    ["", null],
    ["  ", null],
    ["Present", null],
  ])("%j → %j", (input, expected) => {
    expect(parseSiteDate(input)).toEqual({ ok: true, value: expected });
  });

  it.each(["sometime in 2014", "Janvier 2019", "13/45/2020", "2021-13", "Foo 2020", "1800", "Mar 40, 2020"])(
    "refuses %j",
    (input) => expect(parseSiteDate(input)).toEqual({ ok: false }),
  );

  it("never throws and only produces YYYY or YYYY-MM", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = parseSiteDate(s);
        if (d.ok && d.value !== null) expect(d.value).toMatch(/^\d{4}(-(0[1-9]|1[0-2]))?$/);
      }),
    );
  });
});

describe("places", () => {
  const place = (s: string) => {
    const w = new Warnings();
    return { ...parsePlace(s, w), warnings: w.done() };
  };
  it("reads city, state and country", () => {
    expect(place("Austin, Texas, United States")).toEqual({ city: "Austin", state: "TX", country: "US", warnings: [] });
    expect(place("Monterrey, Nuevo León, Mexico")).toMatchObject({
      city: "Monterrey",
      state: "Nuevo León",
      country: "MX",
    });
    expect(place("Berlin, Germany")).toMatchObject({ city: "Berlin", country: "DE" });
    expect(place("Texas, United States")).toMatchObject({ state: "TX", country: "US" });
    expect(place("United Kingdom")).toMatchObject({ country: "GB" });
    // A two-letter state at the end is a state, not a country (CA is California here, not Canada).
    expect(place("San Diego, CA")).toMatchObject({ city: "San Diego", state: "CA", country: "US" });
  });
  it("turns a metro area into a city, with a warning", () => {
    const p = place("Greater Seattle Area");
    expect(p).toMatchObject({ city: "Seattle" });
    expect(p.state).toBeUndefined();
    expect(p.warnings[0]).toContain("is a region");
    expect(place("San Francisco Bay Area")).toMatchObject({ city: "San Francisco" });
  });
  it("maps country codes and names", () => {
    expect(countryCode("us")).toBe("US");
    expect(countryCode("Deutschland")).toBeUndefined();
    expect(countryCode("Germany")).toBe("DE");
    expect(countryCode("ZZ")).toBeUndefined();
  });
});

describe("names and links", () => {
  it("keeps accents, composed (NFC)", () => {
    const decomposed = "Zoe\u0308 Bronte\u0308-\u00d8ster";
    const names = splitFullName(decomposed);
    expect(names).toEqual({ firstName: "Zoë", lastName: "Brontë-Øster" });
    expect(names.firstName!.length).toBe(3);
  });
  it("canonicalises LinkedIn profile addresses", () => {
    expect(linkedinProfileUrl("linkedin.com/in/jose-nunez-ops/?trk=x")).toBe(
      "https://www.linkedin.com/in/jose-nunez-ops",
    );
    expect(linkedinProfileUrl("https://www.linkedin.com/company/acme")).toBeUndefined();
    expect(linkedinProfileUrl("https://evil.example/linkedin.com/in/x")).toBeUndefined();
  });
});

describe("LinkedIn archive: individual CSV files", () => {
  const draft = parseLinkedinArchive(BASIC.map((n) => file(n)));

  it("reads the profile: accents, a summary with commas, quotes and line breaks, the place and the link", () => {
    expect(draft.fields).toEqual({
      firstName: "José",
      lastName: "Ñúñez",
      headline: "Senior Warehouse Operations Lead | Lean & Six Sigma",
      bio:
        "Operations lead with 10+ years in distribution, cross-dock and cold chain.\n\n" +
        'I run the night shift at a 400,000 sq ft DC: receiving, putaway, replenishment and outbound. My team calls me "the dock whisperer".\n' +
        "Bilingual (English/Español).",
      city: "Austin",
      state: "TX",
      country: "US",
      linkedinUrl: "https://www.linkedin.com/in/jose-nunez-ops",
    });
  });

  it("reads positions in the stored shape: site dates by month, a current job, descriptions", () => {
    expect(draft.workHistory).toEqual([
      {
        title: "Senior Warehouse Operations Lead",
        company: "Lone Star Freight Co.",
        start_date: "2019-01",
        end_date: null,
        description:
          "Lead a 35-person night shift across receiving, putaway and outbound.\nCut dock-to-stock time by 22%.",
      },
      {
        title: "Inventory Control Specialist",
        company: "Café Olé Distribución, S.A.",
        start_date: "2015-06",
        end_date: "2018-12",
        description: null,
      },
      // Years only: January to December, with a warning (below).
      {
        title: "Associate",
        company: "Walmart",
        start_date: "2012-01",
        end_date: "2015-12",
        description: "Stocking, cycle counts.",
      },
    ]);
  });

  it("reads education (a missing degree stays empty) and certifications", () => {
    expect(draft.education).toEqual([
      {
        school: "The University of Texas at Austin",
        degree: "Bachelor of Business Administration - BBA",
        field: null,
        start_year: 2008,
        end_year: 2012,
        year: "2012",
      },
      {
        school: "Austin Community College",
        degree: "Associate of Applied Science",
        field: null,
        start_year: 2006,
        end_year: 2008,
        year: "2008",
      },
      {
        school: "Universidad Autónoma de Nuevo León",
        degree: "",
        field: null,
        start_year: null,
        end_year: null,
        year: null,
      },
    ]);
    expect(draft.certifications).toEqual([
      {
        name: "Certified in Production and Inventory Management (CPIM)",
        issuer: "ASCM",
        year: "2021",
        issued_date: "2021-03",
        expiry_date: null,
        credential_url: "https://www.credly.com/badges/5f0c1e2a",
      },
      {
        name: "OSHA 30-Hour General Industry",
        issuer: "OSHA",
        year: "2019",
        issued_date: "2019-11",
        expiry_date: null,
        credential_url: null,
      },
      {
        name: "Lean Six Sigma Green Belt",
        issuer: "Villanova University",
        year: "2018",
        issued_date: "2018",
        expiry_date: null,
        credential_url: null,
      },
    ]);
  });

  it("produces a draft the contract accepts; the only warning of a clean export is about year-only dates", () => {
    expect(ImportDraft.safeParse(draft).success).toBe(true);
    expect(draft.warnings).toEqual([
      "Positions.csv row 3 (Associate, Walmart): the source gives only years; we used January to December. Check the months in settings.",
    ]);
  });

  it("recognises files by their header whatever their name, and finds the header after a notes preamble", () => {
    const d = parseLinkedinArchive([file("positions-with-notes.csv", "my jobs.csv")]);
    expect(d.workHistory).toEqual([
      {
        title: "Dispatcher",
        company: "Redwood Freight Lines",
        start_date: "2016-02",
        end_date: null,
        description: null,
      },
    ]);
  });

  it("turns missing columns, bad dates and incomplete rows into warnings, not failures", () => {
    const d = parseLinkedinArchive([file("positions-missing-columns.csv", "Positions.csv")]);
    expect(d.workHistory).toEqual([
      {
        title: "Dispatcher",
        company: "Redwood Freight Lines",
        start_date: "2016-02",
        end_date: null,
        description: null,
      },
      {
        title: "Warehouse Associate",
        company: "Denver Distribution",
        start_date: null,
        end_date: null,
        description: null,
      },
    ]);
    expect(d.warnings).toEqual([
      "Positions.csv: columns Finished On, Description not found; left empty.",
      "Positions.csv row 2: skipped, it has no title.",
      'Positions.csv row 3: we could not read the date "sometime in 2014" and left it empty.',
      "Positions.csv row 3 (Warehouse Associate, Denver Distribution): no start date. Add the month you started in settings.",
    ]);
    const p = parseLinkedinArchive([file("profile-missing-columns.csv", "Profile.csv")]);
    expect(p.fields).toEqual({ firstName: "Zoë", lastName: "Brontë-Øster", headline: "Fleet Maintenance Planner" });
    expect(p.warnings).toEqual(["Profile.csv: columns Summary, Geo Location not found; left empty."]);
  });

  it("names the file that has no recognisable header, and an empty file", () => {
    const d = parseLinkedinArchive([
      file("no-header.csv", "Positions.csv"),
      file("empty.csv", "Education.csv"),
      file("linkedin-basic/Profile.csv"),
    ]);
    expect(d.warnings).toContain(
      "Positions.csv: no recognisable header row (expected columns Company Name, Title); the file was skipped.",
    );
    expect(d.warnings).toContain("Education.csv is empty.");
    expect(d.fields.firstName).toBe("José");
  });

  it("says which uploaded file is not an archive file (Connections.csv)", () => {
    const d = parseLinkedinArchive([file("Connections.csv"), file("linkedin-basic/Profile.csv")]);
    expect(d.warnings).toEqual([IMPORT_MESSAGES.unknownFile("Connections.csv")]);
  });

  it("caps long text to the profile's limits with a warning", () => {
    const long = `First Name,Last Name,Headline,Summary,Geo Location\nAna,Lee,${"H".repeat(300)},"${"word ".repeat(1000)}",Canada\n`;
    const d = parseLinkedinArchive([{ name: "Profile.csv", data: text(long) }]);
    expect(d.fields.headline).toHaveLength(120);
    expect(d.fields.bio!.length).toBeLessThanOrEqual(2000);
    expect(d.warnings).toEqual([
      "Headline was longer than 120 characters and was shortened.",
      "Summary was longer than 2,000 characters and was shortened.",
    ]);
  });

  it("reads Windows-1252 text with a warning", () => {
    const latin1 = Buffer.from("First Name,Last Name,Headline\nJos\xe9,N\xfa\xf1ez,Lead\n", "latin1");
    const d = parseLinkedinArchive([{ name: "Profile.csv", data: new Uint8Array(latin1) }]);
    expect(d.fields).toMatchObject({ firstName: "José", lastName: "Núñez" });
    expect(d.warnings[0]).toContain("not UTF-8");
  });

  it("reads a file an Excel in a European locale saved: semicolons, Windows-1252 dashes and euro signs", () => {
    // 0x96 is an en dash and 0x80 the euro sign in Windows-1252 (control characters in Latin-1).
    const bytes = Buffer.from("First Name;Last Name;Headline\nJos\xe9;N\xfa\xf1ez;Lead \x96 Sales \x80\n", "latin1");
    const d = parseLinkedinArchive([{ name: "Profile.csv", data: new Uint8Array(bytes) }]);
    expect(d.fields).toMatchObject({ firstName: "José", lastName: "Núñez", headline: "Lead – Sales €" });
  });
});

describe("LinkedIn archive: the ZIP", () => {
  it("finds the files in a nested folder, case-insensitively, and ignores the others", () => {
    const fromZip = parseLinkedinArchive([{ name: "export.zip", data: archiveZip() }]);
    const fromFiles = parseLinkedinArchive(BASIC.map((n) => file(n)));
    expect(fromZip).toEqual(fromFiles);
    const lower = zipSync({ "x/PROFILE.CSV": fixture("linkedin-basic/Profile.csv") });
    expect(parseLinkedinArchive([{ name: "a.zip", data: lower }]).fields.firstName).toBe("José");
  });

  it("skips macOS resource forks", () => {
    const zip = zipSync({
      "__MACOSX/export/._Profile.csv": text("\0\0junk"),
      "export/._Positions.csv": text("\0\0junk"),
      "export/Profile.csv": fixture("linkedin-basic/Profile.csv"),
    });
    const d = parseLinkedinArchive([{ name: "a.zip", data: zip }]);
    expect(d.fields.firstName).toBe("José");
    expect(d.warnings).toEqual(["The archive has no Positions.csv."]);
  });

  it("refuses a ZIP over 10 MB, with too many entries, or unpacking past 50 MB — before inflating", () => {
    const err = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e as ImportRejected;
      }
      throw new Error("expected a refusal");
    };
    const big = new Uint8Array(IMPORT_LIMITS.zipBytes + 1);
    big.set([0x50, 0x4b, 3, 4]);
    expect(err(() => listZip(big))).toMatchObject({ status: 413, message: IMPORT_MESSAGES.zipTooLarge });

    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 201; i++) many[`f${i}.txt`] = text("x");
    expect(err(() => listZip(zipSync(many)))).toMatchObject({
      status: 413,
      message: IMPORT_MESSAGES.zipTooManyEntries,
    });

    // 60 MB of zeros compresses to ~60 KB: refused on its declared size.
    const bomb = handZip("Positions.csv", deflateRawSync(Buffer.alloc(60 * 1024 * 1024)), 60 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    expect(err(() => parseLinkedinArchive([{ name: "bomb.zip", data: bomb }]))).toMatchObject({
      status: 413,
      message: IMPORT_MESSAGES.zipTooBig,
    });
  });

  it("refuses a CSV over 5 MB inside the archive", () => {
    const zip = zipSync({ "Positions.csv": new Uint8Array(IMPORT_LIMITS.csvBytes + 1).fill(0x41) });
    expect(() => parseLinkedinArchive([{ name: "a.zip", data: zip }])).toThrow(
      IMPORT_MESSAGES.csvTooLarge("Positions.csv"),
    );
  });

  it("stops inflating an entry that lies about its size", () => {
    // Positions.csv declares 100 bytes but inflates to 4 MB.
    const lying = handZip("Positions.csv", deflateRawSync(Buffer.alloc(4 * 1024 * 1024, 0x41)), 100);
    expect(() => parseLinkedinArchive([{ name: "a.zip", data: lying }])).toThrow(IMPORT_MESSAGES.zipInvalid);
  });

  it("refuses a truncated or corrupt ZIP with a clear message", () => {
    const zip = archiveZip();
    expect(() => parseLinkedinArchive([{ name: "a.zip", data: zip.subarray(0, zip.length - 30) }])).toThrow(
      IMPORT_MESSAGES.zipInvalid,
    );
  });

  it("never throws anything but ImportRejected on random bytes that start like a ZIP", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (tail) => {
        const data = new Uint8Array([0x50, 0x4b, 3, 4, ...tail]);
        try {
          parseLinkedinArchive([{ name: "x.zip", data }]);
        } catch (e) {
          expect(e).toBeInstanceOf(ImportRejected);
        }
      }),
    );
  });
});

describe("JSON Resume", () => {
  it("maps basics, work, education and certificates to the profile's shapes", () => {
    const d = parseJsonResume(fixture("resume.json"));
    expect(d.fields).toEqual({
      firstName: "Zoë",
      lastName: "Brontë-Øster",
      headline: "Fleet Maintenance Planner",
      bio:
        "Maintenance planner for a 180-truck regional fleet.\n" +
        'I schedule PMs, chase parts and keep DOT inspections clean — "zero out-of-service" two years running.',
      city: "Portland",
      state: "OR",
      country: "US",
      linkedinUrl: "https://www.linkedin.com/in/zoe-bronte-oster",
    });
    expect(d.workHistory).toEqual([
      {
        title: "Fleet Maintenance Planner",
        company: "Cascade Fleet Services",
        start_date: "2021-04",
        end_date: null,
        description: "Plan preventive maintenance for 180 tractors.",
      },
      {
        title: "Maintenance Coordinator",
        company: "Øresund Logistik ApS",
        start_date: "2017-09",
        end_date: "2021-03",
        description: null,
      },
      {
        title: "Diesel Technician",
        company: "Pacific Diesel Repair",
        start_date: "2014-01",
        end_date: "2017-12",
        description: null,
      },
    ]);
    expect(d.education).toEqual([
      {
        school: "Portland Community College",
        degree: "Associate of Applied Science",
        field: "Diesel Service Technology",
        start_year: 2012,
        end_year: 2014,
        year: "2014",
      },
    ]);
    expect(d.certifications).toEqual([
      {
        name: "ASE Master Medium-Heavy Truck Technician",
        issuer: "ASE",
        year: "2019",
        issued_date: "2019-05",
        expiry_date: null,
        credential_url: "https://www.ase.com/",
      },
      {
        name: "DOT Brake Inspector Qualification",
        issuer: "FMCSA",
        year: "2016",
        issued_date: "2016",
        expiry_date: null,
        credential_url: null,
      },
    ]);
    expect(d.warnings).toEqual([
      "work[2] (Diesel Technician, Pacific Diesel Repair): the source gives only years; we used January to December. Check the months in settings.",
    ]);
    expect(ImportDraft.safeParse(d).success).toBe(true);
  });

  it("refuses malformed JSON and JSON that is not a resume", () => {
    expect(() => parseJsonResume(fixture("malformed.json"))).toThrow(IMPORT_MESSAGES.jsonInvalid);
    expect(() => parseJsonResume(text("[1,2]"))).toThrow(IMPORT_MESSAGES.jsonNotResume);
    expect(() => parseJsonResume(text('{"hello":"world"}'))).toThrow(IMPORT_MESSAGES.jsonNotResume);
  });

  it("ignores values of the wrong type and says which entries were skipped", () => {
    const d = parseJsonResume(
      text(
        JSON.stringify({ basics: { name: 42, label: ["x"] }, work: ["oops", { name: "Acme", position: "Driver" }] }),
      ),
    );
    expect(d.fields).toEqual({});
    expect(d.workHistory).toEqual([
      { title: "Driver", company: "Acme", start_date: null, end_date: null, description: null },
    ]);
    expect(d.warnings).toEqual([
      "work: 1 entry was not objects and were skipped.",
      "work[1] (Driver, Acme): no start date. Add the month you started in settings.",
    ]);
  });

  it("never throws anything but ImportRejected, and every draft fits the contract", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          const d = parseJsonResume(text(JSON.stringify({ basics: value, work: value, certificates: [value] })));
          expect(ImportDraft.safeParse(d).success).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(ImportRejected);
        }
      }),
    );
  });
});

describe("uploads: the source is told from the content", () => {
  it("ZIP → archive, JSON → JSON Resume, CSVs → archive", () => {
    expect(parseUpload([{ name: "whatever.bin", data: archiveZip() }]).source).toBe("linkedin_archive");
    expect(parseUpload([{ name: "me.txt", data: fixture("resume.json") }]).source).toBe("json_resume");
    expect(parseUpload(BASIC.map((n) => file(n))).source).toBe("linkedin_archive");
  });
  it("refuses mixes, nothing, and files with nothing to import", () => {
    expect(() => parseUpload([])).toThrow(IMPORT_MESSAGES.noFiles);
    expect(() => parseUpload([{ name: "a.zip", data: archiveZip() }, file("resume.json")])).toThrow(
      IMPORT_MESSAGES.mixedFiles,
    );
    expect(() => parseUpload([file("empty.csv")])).toThrow(`${IMPORT_MESSAGES.nothingFound} empty.csv is empty.`);
    expect(() => parseUpload([file("Connections.csv")])).toThrow(IMPORT_MESSAGES.nothingFound);
  });
});

describe("compatibility with the settings editor", () => {
  it("every item of a clean import passes the editor's own rules once read back", () => {
    for (const draft of [parseLinkedinArchive(BASIC.map((n) => file(n))), parseJsonResume(fixture("resume.json"))]) {
      for (const w of readWorkHistory(draft.workHistory)) expect(WorkHistoryInput.safeParse(w).error).toBeUndefined();
      for (const e of readEducation(draft.education)) expect(EducationInput.safeParse(e).error).toBeUndefined();
      for (const c of readCertifications(draft.certifications))
        expect(CertificationInput.safeParse(c).error).toBeUndefined();
      const { fields } = draft;
      expect(fields.firstName!.length).toBeLessThanOrEqual(PROFILE_LIMITS.name);
      expect(normalizeLinkedinUrl(fields.linkedinUrl!)).toBe(fields.linkedinUrl);
    }
  });
});

describe("the preview", () => {
  const current: CurrentProfile = {
    firstName: "Jose",
    lastName: "Ñúñez",
    headline: null,
    bio: "Old bio",
    city: "Austin",
    state: "TX",
    country: "US",
    linkedinUrl: "https://linkedin.com/in/Jose-Nunez-Ops/",
    workHistory: [{ title: "senior warehouse operations lead", company: "Lone Star Freight Co", start_date: "2019" }],
    education: [{ degree: "Associate of Applied Science", school: "Austin Community College", year: 2008 }],
    certifications: ["OSHA 30-Hour General Industry"],
  };
  const draft = parseLinkedinArchive(BASIC.map((n) => file(n)));
  const diff = computeImportDiff(current, draft);

  it("shows every imported field next to the current value and says which differ", () => {
    expect(diff.fields.map((f) => [f.key, f.current, f.changed])).toEqual([
      ["firstName", "Jose", true],
      ["lastName", "Ñúñez", false],
      ["headline", null, true],
      ["bio", "Old bio", true],
      ["city", "Austin", false],
      ["state", "TX", false],
      ["country", "US", false],
      ["linkedinUrl", "https://linkedin.com/in/Jose-Nunez-Ops/", false],
    ]);
  });

  it("marks items the profile already has (accents, case, punctuation and date precision ignored)", () => {
    expect(diff.workHistory.items.map((i) => i.duplicate)).toEqual([true, false, false]);
    expect(diff.education.items.map((i) => i.duplicate)).toEqual([false, true, false]);
    expect(diff.certifications.items.map((i) => i.duplicate)).toEqual([false, true, false]);
    expect(diff.workHistory).toMatchObject({ current: 1, cap: 30 });
  });

  it("marks a repeated item inside the import itself", () => {
    const twice = { ...draft, certifications: [draft.certifications[0]!, draft.certifications[0]!] };
    expect(computeImportDiff(current, twice).certifications.items.map((i) => i.duplicate)).toEqual([false, true]);
  });
});
