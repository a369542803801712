import { beforeAll, describe, expect, it } from "vitest";
import type { OwnProfile } from "../../src/core/contracts/profile-settings";
import { PROFILE_MESSAGES } from "../../src/core/contracts/profile-settings";
import type { Visibility } from "../../src/core/domain";
import { DIRECTORY } from "../../src/core/messages";
import { createAccount } from "../../src/server/test/auth-helpers";
import {
  createProfileOwner,
  documentOf,
  multipartFile,
  orientedPhoto,
  type ProfileOwner,
  tinyPdf,
} from "../../src/server/test/profile-settings-factories";
import { setUpTestAppWithDataDir } from "./helpers";

/**
 * Issue 7 §3 and §7: the visibility a professional chooses in settings takes effect at once on every surface —
 * search, suggestions, the profile page, the photo and the resume — for each kind of viewer.
 */
let owner: ProfileOwner;
const viewers: Record<Viewer, string | undefined> = {
  visitor: undefined,
  professional: undefined,
  employer: undefined,
  admin: undefined,
  owner: undefined,
};
type Viewer = "visitor" | "professional" | "employer" | "admin" | "owner";
const VIEWERS: Viewer[] = ["visitor", "professional", "employer", "admin", "owner"];
const FIRST = "Zephyrine";
const LAST = "Quillfeather";

// With the visitor cache on (D275): every change below must reach visitors at once, not after the cache expires.
const t = setUpTestAppWithDataDir("profile-visibility-", { visitorCacheSeconds: 60 });
beforeAll(async () => {
  owner = await createProfileOwner(t.app, t.database, {
    firstName: FIRST,
    lastName: LAST,
    headline: "Night Shift Lead",
    city: "Tucson",
    state: "AZ",
  });
  viewers.owner = owner.cookie;
  viewers.professional = (await createAccount(t.app, { accountType: "professional" })).cookie;
  viewers.employer = (await createAccount(t.app, { accountType: "employer", verified: true })).cookie;
  viewers.admin = (await createAccount(t.app, { accountType: "professional", roles: ["admin"] })).cookie;
  const photo = multipartFile("photo", { name: "me.jpg", type: "image/jpeg", data: await orientedPhoto() });
  const resume = multipartFile("resume", { name: "cv.pdf", type: "application/pdf", data: tinyPdf() });
  for (const [url, body] of [
    ["/api/v1/professional/profile/photo", photo],
    ["/api/v1/professional/profile/resume", resume],
  ] as const) {
    const res = await t.sendForm(url, owner.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
  }
});

const get = (url: string, viewer: Viewer) =>
  t.app.inject({ method: "GET", url, headers: viewers[viewer] ? { cookie: viewers[viewer] } : {} });

async function setVisibility(visibility: Visibility): Promise<OwnProfile> {
  const profile = (await get("/api/v1/professional/profile", "owner")).json().profile as OwnProfile;
  const res = await t.send("PUT", "/api/v1/professional/profile", owner.cookie, { ...documentOf(profile), visibility });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile as OwnProfile;
}

async function inSearch(viewer: Viewer): Promise<boolean> {
  const res = await get(`/api/v1/search?q=${LAST}`, viewer);
  expect(res.statusCode).toBe(200);
  return (res.json().professionals as Array<{ id: string }>).some((p) => p.id === owner.professionalId);
}
async function inSearchByPlace(viewer: Viewer): Promise<boolean> {
  const res = await get("/api/v1/search?q=night%20shift&city=tucson", viewer);
  return (res.json().professionals as Array<{ id: string }>).some((p) => p.id === owner.professionalId);
}
async function inSuggestions(viewer: Viewer): Promise<boolean> {
  const res = await get(`/api/v1/search/suggestions?q=${FIRST.slice(0, 5)}`, viewer);
  expect(res.statusCode).toBe(200);
  return (res.json().suggestions as Array<{ professionalId: string | null }>).some(
    (s) => s.professionalId === owner.professionalId,
  );
}
async function locationSuggested(viewer: Viewer): Promise<boolean> {
  const res = await get("/api/v1/search/suggestions?q=tucson", viewer);
  return (res.json().suggestions as Array<{ text: string }>).some((s) => s.text === "Tucson, AZ");
}

/** Who may open the profile (and its photo) at each visibility. */
const MAY_SEE: Record<Visibility, Viewer[]> = {
  public: VIEWERS,
  employers_only: ["employer", "admin", "owner"],
  private: ["admin", "owner"],
};

for (const visibility of ["public", "employers_only", "private"] as const) {
  describe(`visibility: ${visibility}`, () => {
    let photoUrl: string;
    beforeAll(async () => {
      photoUrl = (await setVisibility(visibility)).photoUrl!;
    });

    it("search and suggestions show only public profiles, whoever asks (the owner included)", async () => {
      for (const viewer of VIEWERS) {
        expect(await inSearch(viewer), `search as ${viewer}`).toBe(visibility === "public");
        expect(await inSearchByPlace(viewer), `filtered search as ${viewer}`).toBe(visibility === "public");
        expect(await inSuggestions(viewer), `suggestions as ${viewer}`).toBe(visibility === "public");
        expect(await locationSuggested(viewer), `location suggestion as ${viewer}`).toBe(visibility === "public");
      }
    });

    it("the profile page answers the allowed viewers and the error state to everyone else", async () => {
      for (const viewer of VIEWERS) {
        const res = await get(`/api/v1/professionals/${owner.professionalId}`, viewer);
        if (MAY_SEE[visibility].includes(viewer)) {
          expect(res.statusCode, `profile as ${viewer}`).toBe(200);
          expect(res.json().profile.profilePicture).toBe(photoUrl);
        } else {
          expect(res.statusCode, `profile as ${viewer}`).toBe(404);
          expect(res.json().error.message).toBe(DIRECTORY.profileFailed);
          expect(res.body).not.toContain(FIRST);
        }
      }
    });

    it("the photo follows the same rule, cached privately unless public", async () => {
      for (const viewer of VIEWERS) {
        const res = await get(photoUrl, viewer);
        if (MAY_SEE[visibility].includes(viewer)) {
          expect(res.statusCode, `photo as ${viewer}`).toBe(200);
          expect(res.headers["content-type"]).toBe("image/webp");
          expect(res.headers["cache-control"]).toBe(
            visibility === "public" ? "public, max-age=300" : "private, no-cache",
          );
        } else {
          expect(res.statusCode, `photo as ${viewer}`).toBe(404);
          expect(res.headers["content-type"]).not.toContain("image");
        }
      }
    });

    it("the resume: visitors must sign in; allowed viewers who opened the profile get it; others 404", async () => {
      const url = `/api/v1/professionals/${owner.professionalId}/resume`;
      for (const viewer of VIEWERS) {
        await get(`/api/v1/professionals/${owner.professionalId}`, viewer); // opening spends the lookup
        const res = await get(url, viewer);
        if (viewer === "visitor") {
          expect(res.statusCode).toBe(401);
          expect(res.json().error.message).toBe(PROFILE_MESSAGES.resumeSignIn);
        } else if (MAY_SEE[visibility].includes(viewer)) {
          expect(res.statusCode, `resume as ${viewer}`).toBe(200);
          expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
          expect(res.headers["cache-control"]).toBe("private, no-store");
        } else {
          // A lookup spent while the profile was public does not outlive a change of visibility.
          expect(res.statusCode, `resume as ${viewer}`).toBe(404);
          expect(res.json().error.message).toBe(DIRECTORY.profileFailed);
        }
      }
    });

    it("the public profile never shows gated fields to a visitor, whatever the visibility", async () => {
      const res = await get(`/api/v1/professionals/${owner.professionalId}`, "visitor");
      if (res.statusCode === 200) expect(res.json().details).toBeUndefined();
    });
  });
}

describe("changes apply at once", () => {
  it("public → private → public flips search and the profile page on the next request", async () => {
    await setVisibility("public");
    expect(await inSearch("employer")).toBe(true);
    await setVisibility("private");
    expect(await inSearch("employer")).toBe(false);
    expect((await get(`/api/v1/professionals/${owner.professionalId}`, "employer")).statusCode).toBe(404);
    await setVisibility("public");
    expect(await inSearch("employer")).toBe(true);
    expect((await get(`/api/v1/professionals/${owner.professionalId}`, "employer")).statusCode).toBe(200);
  });

  it("a renamed profile is found by its new name and no longer by the old one", async () => {
    const profile = (await get("/api/v1/professional/profile", "owner")).json().profile as OwnProfile;
    const res = await t.send("PUT", "/api/v1/professional/profile", owner.cookie, {
      ...documentOf(profile),
      lastName: "Brightwater",
    });
    expect(res.statusCode).toBe(200);
    expect(await inSearch("visitor")).toBe(false);
    const found = (await get("/api/v1/search?q=Brightwater", "visitor")).json().professionals as Array<{ id: string }>;
    expect(found.map((p) => p.id)).toContain(owner.professionalId);
  });
});
