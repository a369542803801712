import { describe, expect, it } from "vitest";
import {
  normalizeLinkedinUrl,
  PROFILE_MESSAGES,
  ProfileSettingsInput,
} from "../../src/core/contracts/profile-settings";
import { countryCode } from "../../src/core/contracts/profile-settings-countries";
import {
  emptyWork,
  firstErrorKey,
  formatMonth,
  isDirty,
  itemErrors,
  joinMonth,
  moveItem,
  putItem,
  removeItem,
  splitMonth,
  toDraft,
  toInput,
  validateDraft,
  validateItem,
} from "../../src/web/features/professional/settings/settings-draft";
import { ownProfile } from "./own-profile";

const PROFILE = ownProfile({
  bio: "Bio",
  linkedinUrl: "https://www.linkedin.com/in/jordan",
  certifications: [{ name: "CSCP", issuer: "ASCM", issuedDate: "2020", expiryDate: null, credentialUrl: null }],
  workHistory: [
    {
      title: "Supervisor",
      company: "Northwind",
      startDate: "2022-01",
      endDate: null,
      current: true,
      description: null,
    },
    {
      title: "Dispatcher",
      company: "Redwood",
      startDate: "2019-02",
      endDate: "2021-12",
      current: false,
      description: "x",
    },
  ],
  education: [{ school: "CU Denver", degree: "BBA", field: null, startYear: null, endYear: 2012 }],
  updatedAt: "2026-01-01T00:00:00.000000Z",
});

describe("settings draft", () => {
  it("round-trips a profile into the exact body the server accepts, unchanged", () => {
    const draft = toDraft(PROFILE);
    expect(draft.headline).toBe("");
    expect(draft.workHistory[0]).toMatchObject({ current: true, endDate: "" });
    expect(draft.education[0]).toMatchObject({ startYear: "", endYear: "2012" });
    const parsed = ProfileSettingsInput.parse(toInput(draft, PROFILE.updatedAt));
    expect(parsed.headline).toBeNull();
    expect(parsed.certifications).toEqual(PROFILE.certifications);
    expect(parsed.workHistory).toEqual(PROFILE.workHistory);
    expect(parsed.education).toEqual(PROFILE.education);
    expect(validateDraft(draft, PROFILE.updatedAt)).toEqual({});
  });

  it("gives every list item a stable local key that is not sent", () => {
    const draft = toDraft(PROFILE);
    const keys = draft.workHistory.map((w) => w.key);
    expect(new Set(keys).size).toBe(2);
    expect(JSON.stringify(toInput(draft, "t"))).not.toContain(keys[0]!);
  });

  it("knows when it differs from the saved profile, including a reorder", () => {
    const saved = toDraft(PROFILE);
    const copy = { ...saved };
    expect(isDirty(copy, saved)).toBe(false);
    expect(isDirty({ ...saved, headline: "New" }, saved)).toBe(true);
    expect(isDirty({ ...saved, workHistory: moveItem(saved.workHistory, 0, 1) }, saved)).toBe(true);
    // A remount (new keys, same content) is not a change.
    expect(isDirty(toDraft(PROFILE), saved)).toBe(false);
  });

  it("moves, removes and puts items without touching the original", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(list, 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(list, 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(list, 2, 1)).toEqual(["a", "b", "c"]);
    expect(moveItem(list, 9, 1)).toEqual(["a", "b", "c"]);
    expect(removeItem(list, 1)).toEqual(["a", "c"]);
    expect(putItem(list, 1, "B")).toEqual(["a", "B", "c"]);
    expect(putItem(list, -1, "d")).toEqual(["a", "b", "c", "d"]);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("reports errors under the server's keys and per item", () => {
    const draft = toDraft(PROFILE);
    draft.firstName = " ";
    draft.workHistory = [
      ...draft.workHistory,
      { ...emptyWork(), title: "New", company: "Co", startDate: "2020-05", endDate: "2019-01" },
    ];
    const errors = validateDraft(draft, PROFILE.updatedAt);
    expect(errors).toEqual({
      firstName: PROFILE_MESSAGES.firstNameRequired,
      "workHistory.2.endDate": PROFILE_MESSAGES.endBeforeStart,
    });
    expect(itemErrors(errors, "workHistory", 2)).toEqual({ endDate: PROFILE_MESSAGES.endBeforeStart });
    expect(itemErrors(errors, "workHistory", 1)).toEqual({});
    expect(firstErrorKey(errors, ["firstName", "workHistory"])).toBe("firstName");
    expect(
      firstErrorKey({ "education.0.school": "x", "workHistory.3.title": "y", "workHistory.1.title": "z" }, [
        "workHistory",
        "education",
      ]),
    ).toBe("workHistory.1.title");
  });

  it("checks one entry in the dialog with the same rules", () => {
    expect(
      validateItem("workHistory", { ...emptyWork(), title: "T", company: "C", startDate: "2020-01", current: true }),
    ).toEqual({});
    expect(validateItem("workHistory", { ...emptyWork(), title: "T", company: "C", startDate: "2020-01" })).toEqual({
      endDate: PROFILE_MESSAGES.endRequired,
    });
    expect(
      validateItem("certifications", {
        key: "k",
        name: "",
        issuer: "",
        issuedDate: "2020-",
        expiryDate: "",
        credentialUrl: "ftp://x",
      }),
    ).toEqual({
      name: PROFILE_MESSAGES.certificationNameRequired,
      issuedDate: PROFILE_MESSAGES.certificationMonth,
      credentialUrl: PROFILE_MESSAGES.credentialUrlInvalid,
    });
    expect(
      validateItem("education", { key: "k", school: "S", degree: "", field: "", startYear: "2015", endYear: "2014" }),
    ).toEqual({ endYear: PROFILE_MESSAGES.endYearBeforeStart });
  });

  it("splits and joins month values, keeping partial input", () => {
    expect(splitMonth("2021-06")).toEqual({ year: "2021", month: "06" });
    expect(splitMonth("2021")).toEqual({ year: "2021", month: "" });
    expect(splitMonth("")).toEqual({ year: "", month: "" });
    expect(joinMonth("2021", "06")).toBe("2021-06");
    expect(joinMonth("2021", "")).toBe("2021");
    expect(joinMonth("", "06")).toBe("-06");
    expect(splitMonth(joinMonth("", "06"))).toEqual({ year: "", month: "06" });
    expect(joinMonth("", "")).toBe("");
    expect(formatMonth("2021-06")).toBe("Jun 2021");
    expect(formatMonth("2021")).toBe("2021");
  });
});

describe("shared field rules", () => {
  it("normalises LinkedIn addresses to one form and refuses look-alikes", () => {
    expect(normalizeLinkedinUrl("linkedin.com/in/jordan-avery")).toBe("https://www.linkedin.com/in/jordan-avery");
    expect(normalizeLinkedinUrl("https://www.linkedin.com/in/jordan-avery/")).toBe(
      "https://www.linkedin.com/in/jordan-avery",
    );
    expect(normalizeLinkedinUrl("http://de.linkedin.com/in/jordan?trk=abc#x")).toBe(
      "https://www.linkedin.com/in/jordan",
    );
    expect(normalizeLinkedinUrl("www.linkedin.com/in/Jörg")).toBe("https://www.linkedin.com/in/J%C3%B6rg");
    for (const bad of [
      "https://www.linkedin.com/company/acme",
      "https://www.linkedin.com/in/",
      "https://www.linkedin.com/in/a/b",
      "https://linkedin.com.evil.example/in/jordan",
      "https://evil.example/?u=linkedin.com/in/jordan",
      "https://user:pw@linkedin.com/in/jordan",
      "https://www.linkedin.com:8443/in/jordan",
      "javascript:alert(1)//linkedin.com/in/jordan",
      "ftp://linkedin.com/in/jordan",
      "https://www.linkedin.com/in/<script>",
      "jordan",
    ])
      expect(normalizeLinkedinUrl(bad), bad).toBeNull();
  });

  it("turns country names and codes into ISO codes", () => {
    const codes: Array<[string, string | null]> = [
      ["US", "US"],
      ["us", "US"],
      ["United States", "US"],
      ["USA", "US"],
      ["united kingdom", "GB"],
      ["Côte d’Ivoire", "CI"],
      ["Bosnia and Herzegovina", "BA"],
      ["ZZ", null],
      ["constructor", null],
      ["__proto__", null],
      ["Atlantis", null],
    ];
    for (const [written, code] of codes) expect(countryCode(written), written).toBe(code);
  });
});
