import { join } from "node:path";
import type { APIRequestContext, Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../src/core/contracts/profile-import";
import { expectAccessible } from "./checks";
import { baseUrl, openConsented, type PageProbe, PHONE, setUpBrowser } from "./harness";
import { devHeaders } from "./server";
import { signUpVia } from "./sign-in";

/**
 * Profile import (issue 7 §4) in the browser: a new professional with their own profile uploads the LinkedIn
 * fixture CSVs by the file picker, reads the preview (accents, duplicates of what the profile already has),
 * unticks an item, applies, and finds the imported details on the public profile — which showed none of them
 * before. Then a JSON Resume on a phone, discarded. The demo profile is left alone: other journeys use it.
 */
let browser: Browser;
const PASSWORD = "Quiet-Harbour-Lantern-42";
const FIXTURES = join(__dirname, "../fixtures/import");
const rand = () => Math.random().toString(36).slice(2, 10);
const ours = (errors: string[]) => errors.filter((e) => !/service.?worker|unsupported MIME type/i.test(e));

setUpBrowser((b) => (browser = b));

/** Signs up, verifies and creates an own profile through the API; the session stays in the browser context. */
async function professionalWithProfile(request: APIRequestContext): Promise<string> {
  const email = `import-${rand()}@example.com`;
  await signUpVia(request, { accountType: "professional", fullName: "Jose Nunez", email, password: PASSWORD });
  let link: string | undefined;
  for (let i = 0; i < 40 && !link; i++) {
    const { mails } = (await (await fetch(`${baseUrl()}/api/v1/dev/mail`, { headers: devHeaders })).json()) as {
      mails: Array<{ to: string; kind: string; text: string }>;
    };
    link = mails
      .filter((m) => m.to === email && m.kind === "verify_email")
      .map((m) => /(https?:\/\/\S+)/.exec(m.text)?.[1])[0];
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  const url = new URL(link!);
  await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
  const signIn = await request.post("/api/v1/auth/sign-in", { data: { email, password: PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const own = await request.post("/api/v1/claim/own-profile", {
    data: { firstName: "Jose", lastName: "Nunez", city: "Austin", state: "TX", headline: "Warehouse Lead" },
  });
  expect(own.status(), await own.text()).toBe(201);
  return ((await own.json()) as { professionalId: string }).professionalId;
}

const open = (viewport?: typeof PHONE): Promise<PageProbe> => openConsented(browser, viewport);

describe("profile import", () => {
  it("uploads the archive's CSV files, previews, applies the chosen parts; the public profile changes only then", async () => {
    const { page, context, errors } = await open();
    const professionalId = await professionalWithProfile(context.request);

    await page.goto("/dashboard/professional/settings/import");
    await page.getByRole("heading", { name: "Where should we import from?" }).waitFor();
    await expectAccessible(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles(
        ["Profile.csv", "Positions.csv", "Education.csv", "Certifications.csv"].map((f) =>
          join(FIXTURES, "linkedin-basic", f),
        ),
      );
    await page.getByText("Positions.csv", { exact: false }).first().waitFor();
    await page.getByRole("button", { name: "Preview import" }).click();
    await page.getByRole("heading", { name: "Preview: LinkedIn data archive" }).waitFor();
    await expect.poll(() => page.getByText("Ñúñez").count()).toBeGreaterThan(0);
    await page.getByText(/the source gives only years/).waitFor();
    await expectAccessible(page);

    // Nothing published yet.
    const before = await (await context.request.get(`/api/v1/professionals/${professionalId}`)).json();
    expect(before.profile.lastName).toBe("Nunez");

    // Keep Walmart out; the rest as suggested.
    await page.getByRole("checkbox", { name: "Associate · Walmart" }).click();
    await page.getByRole("button", { name: /^Apply \d+ selected$/ }).click();
    await page.getByRole("heading", { name: "Your profile was updated" }).waitFor();
    await expectAccessible(page);

    const after = await (await context.request.get(`/api/v1/professionals/${professionalId}`)).json();
    expect(after.profile).toMatchObject({ firstName: "José", lastName: "Ñúñez", city: "Austin", state: "TX" });
    const companies = after.details.workHistory.map((w: { company: string }) => w.company);
    expect(companies).toContain("Café Olé Distribución, S.A.");
    expect(companies).not.toContain("Walmart");

    await page.getByRole("link", { name: "View your profile" }).click();
    await page.waitForURL(`${baseUrl()}/profile/${professionalId}`);
    await page.getByRole("heading", { level: 1, name: "José Ñúñez" }).waitFor();
    expect(ours(errors)).toEqual([]);
    await context.close();
  });

  it("on a phone: a JSON Resume preview, then discarded — nothing changes", async () => {
    const { page, context, errors } = await open(PHONE);
    const professionalId = await professionalWithProfile(context.request);
    await page.goto("/dashboard/professional/settings/import");
    await page.getByText("JSON Resume", { exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(join(FIXTURES, "resume.json"));
    await page.getByRole("button", { name: "Preview import" }).click();
    await page.getByRole("heading", { name: "Preview: JSON Resume" }).waitFor();
    await page.getByText("Brontë-Øster").first().waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Discard import" }).click();
    await page.getByRole("heading", { name: "Where should we import from?" }).waitFor();
    await page.getByText(IMPORT_MESSAGES.discarded).waitFor();
    const profile = await (await context.request.get(`/api/v1/professionals/${professionalId}`)).json();
    expect(profile.profile.lastName).toBe("Nunez");
    expect(ours(errors)).toEqual([]);
    await context.close();
  });

  it("a malformed file gets a clear message and no preview", async () => {
    const { page, context } = await open();
    await professionalWithProfile(context.request);
    await page.goto("/dashboard/professional/settings/import");
    await page.getByText("JSON Resume", { exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(join(FIXTURES, "malformed.json"));
    await page.getByRole("button", { name: "Preview import" }).click();
    await page.getByRole("alert").filter({ hasText: IMPORT_MESSAGES.jsonInvalid }).waitFor();
    await context.close();
  });
});
