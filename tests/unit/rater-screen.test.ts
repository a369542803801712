import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RATER_SCREEN, type RaterIdentifier, raterScreenRefusal, screenForRater } from "../../src/core/rater-screen";
import { LEGAL_SUFFIXES } from "../../src/core/rater-screen-words";

/** The screen every text toward a professional passes (issue 33 §1, D296). */

const ACME: RaterIdentifier[] = [
  { kind: "company_name", value: "Acme Sec, Inc." },
  { kind: "domain", value: "https://www.acme-sec.example/about" },
  { kind: "email", value: "hr@acme-sec.example" },
  { kind: "contact_name", value: "Erin Employer" },
  { kind: "user_name", value: "Jordan Quillfeather" },
];
const OWN = { ownDomains: ["standing.example"] };
const kinds = (text: string, ids: RaterIdentifier[] = ACME) => screenForRater(text, ids, OWN).map((f) => f.kind);
const matched = (text: string, ids: RaterIdentifier[] = ACME) => screenForRater(text, ids, OWN).map((f) => f.matched);

describe("screenForRater: each kind of identifier", () => {
  it("finds the company name in any case and punctuation, with or without its legal suffix", () => {
    for (const text of [
      "Acme Sec provided the records.",
      "ACME SEC provided the records.",
      "acme-sec provided the records.",
      "Acme.Sec provided the records.",
      "AcmeSec provided the records.",
      "Acme Sec, Inc. provided the records.",
      "Acme Sec LLC provided the records.",
      "Acme Sec GmbH provided the records.",
      "Äcme Sec provided the records.",
    ])
      expect(kinds(text), text).toEqual(["company_name"]);
    expect(matched("They said: Acme Sec, Inc.")).toEqual(["Acme Sec, Inc"]);
  });

  it("finds a distinctive word of the name alone, and the name with a leading The", () => {
    expect(kinds("We asked Acme for its payroll.")).toEqual(["company_name"]);
    const ids: RaterIdentifier[] = [{ kind: "company_name", value: "The Harborview Group" }];
    expect(kinds("Harborview answered.", ids)).toEqual(["company_name"]);
    expect(kinds("the harborview group answered.", ids)).toEqual(["company_name"]);
    expect(kinds("Our group answered.", ids)).toEqual([]);
  });

  it("finds the domain of the website and of the business e-mail, also inside a URL", () => {
    expect(matched("See www.acme-sec.example/jobs for the policy.")).toEqual(["acme-sec.example"]);
    expect(kinds("See https://careers.acme-sec.example/x.")).toEqual(["domain"]);
    expect(kinds("The name part acme-sec is enough.")).toEqual(["company_name"]);
    const onlyDomain: RaterIdentifier[] = [{ kind: "domain", value: "harborview-medical.example" }];
    expect(kinds("Harborview Medical sent it.", onlyDomain)).toEqual(["domain"]);
    expect(kinds("harborviewmedical sent it.", onlyDomain)).toEqual(["domain"]);
    // A longer host is another domain; its own name part is still found.
    expect(matched("acme-sec.example.org", [{ kind: "domain", value: "acme-sec.example" }])).toEqual(["acme-sec"]);
  });

  it("finds the employer's addresses and any other address except Standing's own", () => {
    expect(screenForRater("Records from HR@Acme-Sec.example arrived.", ACME, OWN)).toEqual([
      { kind: "email", matched: "HR@Acme-Sec.example", index: 13 },
    ]);
    expect(kinds("Records from payroll@acme-sec.example arrived.")).toEqual(["email"]);
    expect(kinds("Write to someone@gmail.com if you like.")).toEqual(["email_address"]);
    expect(kinds("Write to support@standing.example if you like.")).toEqual([]);
  });

  it("finds the contact's and the users' full names and distinctive surnames, never a first name alone", () => {
    expect(kinds("Erin Employer confirmed the dates.")).toEqual(["contact_name"]);
    expect(kinds("ERIN-EMPLOYER confirmed the dates.")).toEqual(["contact_name"]);
    expect(kinds("Jordan Quillfeather confirmed.")).toEqual(["user_name"]);
    expect(kinds("Ms. Quillfeather confirmed.")).toEqual(["user_name"]);
    expect(kinds("Jordan confirmed.")).toEqual([]);
    expect(kinds("Erin confirmed.")).toEqual([]);
  });

  it("reports the sample statement with the company name and the address, in text order", () => {
    const found = screenForRater("Acme Sec provided payroll records from hr@acme-sec.example", ACME, OWN);
    expect(found.map((f) => [f.kind, f.matched])).toEqual([
      ["company_name", "Acme Sec"],
      ["email", "hr@acme-sec.example"],
    ]);
    expect(RATER_SCREEN.refused(found)).toBe(
      'This text names the employer behind the rating (company name "Acme Sec", the employer\'s e-mail address "hr@acme-sec.example"). Remove it before sending.',
    );
    expect(raterScreenRefusal(found, "statement")).toMatchObject({
      code: "names_rater",
      fields: { statement: expect.stringContaining('company name "Acme Sec"') },
    });
  });
});

describe("screenForRater: no absurd refusals", () => {
  it("lets common words of a common name through, but not the whole name", () => {
    const best: RaterIdentifier[] = [{ kind: "company_name", value: "The Best Co" }];
    expect(kinds("This is the best answer we could find in the records.", best)).toEqual([]);
    expect(kinds("best", best)).toEqual([]);
    expect(kinds("We heard from The Best Co. last week.", best)).toEqual(["company_name"]);
    const service: RaterIdentifier[] = [
      { kind: "company_name", value: "Best Service LLC" },
      { kind: "domain", value: "best-service.example" },
    ];
    expect(kinds("They gave the best service on every shift.", service)).toEqual([]);
    expect(kinds("Best Service LLC answered.", service)).toEqual(["company_name"]);
  });

  it("needs whole words: a name inside a longer word is not a finding", () => {
    expect(kinds("The acmesecurity conference and pacme notes.")).toEqual([]);
    expect(kinds("Employers and employees alike; the employer answered.")).toEqual([]);
  });

  it("a short word of the name never counts alone", () => {
    expect(kinds("The SEC filing was not needed.")).toEqual([]);
  });

  it("finds nothing with no identifiers, and nothing in an ordinary moderator's statement", () => {
    expect(screenForRater("Acme Sec at hr@acme-sec.example", [])).toEqual([
      { kind: "email_address", matched: "hr@acme-sec.example", index: 12 },
    ]);
    expect(
      kinds("The employment could not be verified from the records either side provided to us. The rating is removed."),
    ).toEqual([]);
  });
});

describe("screenForRater: properties", () => {
  const word = fc.stringMatching(/^[A-Za-z]{2,9}$/);
  const separator = fc.constantFrom(" ", "-", ".", "", ", ", "_", " & ".replace("&", "/"), "  ", "\n");
  const filler = fc.stringMatching(/^[a-z ,.;!?]{0,40}$/).map((s) => ` ${s} `);
  const recase = (s: string, flips: boolean[]) =>
    [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c.toLowerCase())).join("");

  it("any text containing the company name in any case and punctuation is caught", () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.constantFrom("", " Inc.", ", LLC", " Ltd", " Corp", " Co", " GmbH"),
        fc.array(separator, { minLength: 4, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 7 }),
        filler,
        filler,
        (words, suffix, seps, flips, before, after) => {
          const name = words.join(" ") + suffix;
          const written = recase(words.map((w, i) => (i === 0 ? w : seps[i - 1] + w)).join("") + suffix, flips);
          const found = screenForRater(`${before}${written}${after}`, [{ kind: "company_name", value: name }]);
          // A one-word name made of a common or short word is not a finding on its own (the rule in the module).
          const single = words.length === 1 && suffix === "";
          if (!single) expect(found.map((f) => f.kind)).toContain("company_name");
        },
      ),
      { numRuns: 400 },
    );
  });

  it("the name without its legal suffix is caught whenever the name has a distinctive word", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z][a-z]{3,9}q[a-z]{0,3}$/),
        fc.constantFrom(...[...LEGAL_SUFFIXES].slice(0, 12)),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        (distinct, suffix, flips) => {
          const found = screenForRater(`We spoke to ${recase(distinct, flips)} yesterday.`, [
            { kind: "company_name", value: `${distinct} Staffing ${suffix}` },
          ]);
          expect(found.map((f) => f.kind)).toEqual(["company_name"]);
        },
      ),
    );
  });

  it("a text of common words only never names a company made of common words", () => {
    const common = fc.constantFrom("best", "service", "group", "care", "home", "first", "quality", "the", "staff");
    fc.assert(
      fc.property(
        fc.array(common, { minLength: 1, maxLength: 12 }),
        fc.array(common, { minLength: 1, maxLength: 2 }),
        (text, name) => {
          // Only a whole multi-word name written out counts; a one-word common name never does.
          const found = screenForRater(text.join(" "), [{ kind: "company_name", value: `${name.join(" ")} LLC` }]);
          expect(found).toEqual([]);
        },
      ),
    );
  });
});
