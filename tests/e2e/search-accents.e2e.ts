import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROSTER_MESSAGES } from "../../src/core/roster";
import { expectAccessible, expectFitsWidth, ownErrors } from "./checks";
import { baseUrl, DESKTOP, mailLink, openConsented, PHONE, setUpBrowser } from "./harness";
import { apiClient, signInAs, signUpVia } from "./sign-in";

/**
 * Issue 34 §1-2 as the new user met it: an employer imports a Windows-1252 roster with "François Lefèvre" (Boston);
 * a visitor on a US keyboard searches "Lefevre" and reads "Found 1 professional"; the suggestions offer him for
 * "lefev"; a new professional's claim search "Lefevre Boston" finds him. Screenshots at 1280 and 375 px go to
 * /tmp/shots/H1 (SHOTS_DIR overrides).
 */
let browser: Browser;
const DEMO = { email: "employer@northwind.example", password: "Standing-Employer-2026" };
const PASSWORD = "Quiet-Harbour-Lantern-42";
const tag = Math.random().toString(36).slice(2, 9);
const shots = process.env.SHOTS_DIR ?? "/tmp/shots/H1";
const ROSTER = Buffer.from("First Name,Last Name,City,State\r\nFran\xe7ois,Lef\xe8vre,Boston,MA\r\n", "latin1");

setUpBrowser((b) => (browser = b));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe("a name with accents is found by its plain spelling (issue 34 §1)", () => {
  it("the employer imports François Lefèvre from a Windows-1252 roster", async () => {
    const { page, context, errors } = await openConsented(browser);
    await signInAs(context, DEMO.email, DEMO.password);
    await page.goto("/dashboard/employer/upload");
    await page.getByRole("heading", { level: 1, name: "Upload Employees" }).waitFor();
    await page.locator("#csv-file").setInputFiles({ name: "boston.csv", mimeType: "text/csv", buffer: ROSTER });
    await page.getByText(ROSTER_MESSAGES.windows1252).waitFor();
    await page.getByRole("button", { name: /^Preview boston\.csv/ }).click();
    await page.getByRole("region", { name: "Preview of the rows" }).getByText("François Lefèvre").waitFor();
    await page.getByRole("button", { name: /^Import 1 employees/ }).click();
    await page.getByText(/^Imported: 1 rows · 1 new profile/).waitFor();
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [
    ["1280", DESKTOP],
    ["375", PHONE],
  ] as const)
    it(`a visitor searching "Lefevre" reads "Found 1 professional" (${label} px)`, async () => {
      const { page, context, errors } = await openConsented(browser, viewport);
      await page.goto("/search?q=Lefevre");
      await page.getByText(/^Found 1 professional$/).waitFor();
      await page
        .getByRole("link", { name: /François Lefèvre/ })
        .first()
        .waitFor();
      expect(await page.getByText(/^Found [\d,]+\+? professionals?$/).textContent()).toBe("Found 1 professional");
      await shot(page, `search-lefevre-${label}`);
      await expectAccessible(page);
      await expectFitsWidth(page);

      // The suggestions, from a plain, lower-case prefix.
      const box = page.getByRole("combobox").first();
      await box.fill("");
      await box.click();
      await box.pressSequentially("lefev", { delay: 20 });
      await page.getByRole("option", { name: /François Lefèvre/ }).waitFor();
      await shot(page, `suggest-lefev-${label}`);
      expect(ownErrors(errors)).toEqual([]);
      await context.close();
    });

  for (const [label, viewport] of [
    ["1280", DESKTOP],
    ["375", PHONE],
  ] as const)
    it(`a new professional's claim search "Lefevre Boston" finds him (${label} px)`, async () => {
      const email = `francois.${label}.${tag}@example.com`;
      const api = await apiClient(baseUrl());
      await signUpVia(api, { accountType: "professional", fullName: "Francois Lefevre", email, password: PASSWORD });
      await api.dispose();
      const { page, context, errors } = await openConsented(browser, viewport);
      await page.goto(await mailLink(email, "verify_email"));
      await page.waitForURL(`${baseUrl()}/dashboard/professional`);
      await page.goto("/dashboard/professional/claim");
      await page.getByPlaceholder(/Your name/).fill("Lefevre Boston");
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByText(/^Found 1 professional$/).waitFor();
      await page.getByRole("button", { name: "This is me: François Lefèvre" }).waitFor();
      await shot(page, `claim-lefevre-boston-${label}`);
      await expectAccessible(page);
      await expectFitsWidth(page);
      expect(ownErrors(errors)).toEqual([]);
      await context.close();
    });
});

/**
 * Issue 37 §1 (D353): a visitor types "nurce" and reads "Did you mean nurse?" above close matches; the link searches
 * for "nurse"; the suggestions offer "nurse" for "nurc". Screenshots at 1280 and 375 px beside the others.
 */
describe("a misspelling finds close matches and offers the correction (issue 37 §1)", () => {
  for (const [label, viewport] of [
    ["1280", DESKTOP],
    ["375", PHONE],
  ] as const)
    it(`"nurce" → "Did you mean nurse?" (${label} px)`, async () => {
      const { page, context, errors } = await openConsented(browser, viewport);
      await page.goto("/search");
      const box = page.getByRole("combobox").first();
      await box.click();
      await box.pressSequentially("nurc", { delay: 20 });
      await page.getByRole("option", { name: /nurse/ }).first().waitFor();
      await shot(page, `suggest-nurc-${label}`);
      await box.pressSequentially("e", { delay: 20 });
      await box.press("Escape");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/[?&]q=nurce/);
      const offer = page.getByTestId("did-you-mean");
      await offer.waitFor();
      expect(await offer.textContent()).toMatch(/^Did you mean nurse\?/);
      await page.getByText(/^Found [\d,]+\+? professionals?$/).waitFor();
      await shot(page, `search-nurce-${label}`);
      await expectAccessible(page);
      await expectFitsWidth(page);

      await offer.getByRole("link", { name: "nurse" }).click();
      await page.waitForURL(/[?&]q=nurse(&|$)/);
      await page.getByTestId("did-you-mean").waitFor({ state: "detached" });
      await page.getByText(/^Found [\d,]+\+? professionals?$/).waitFor();
      expect(await page.getByRole("combobox").first().inputValue()).toBe("nurse");
      expect(ownErrors(errors)).toEqual([]);
      await context.close();
    });
});
