import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EMPLOYER } from "../../src/core/messages";
import { ROSTER_MESSAGES } from "../../src/core/roster";
import { US_STATE_MESSAGE } from "../../src/core/us-states";
import { expectAccessible, expectFitsWidth, ownErrors } from "./checks";
import { baseUrl, DESKTOP, openConsented, PHONE, setUpBrowser } from "./harness";
import { devHeaders } from "./server";
import { signInAs, signUpVia } from "./sign-in";

/**
 * What the roster input and the verification page refuse or explain (issue 20 §3, issue 13 §8), in the browser.
 * The upload part uses the seeded demo employer (verified, Verified Pro) and only previews: nothing is written.
 */
let browser: Browser;
const DEMO = { email: "employer@northwind.example", password: "Standing-Employer-2026" };
const rand = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, "x");
const open = (viewport = DESKTOP) => openConsented(browser, viewport);
const ours = ownErrors;

setUpBrowser((b) => (browser = b));

/** A Windows-1252 file with semicolons, as Excel saves "CSV" in a European locale: one row has a value too many. */
const EXCEL_CSV = Buffer.from(
  "First Name;Last Name;City;State;Team\r\nAnn;Lee;Provo;UT;Ops\r\nBo;Ray;Reno;NV;Ops;extra\r\nZo\xeb;O'Brien;Austin;Texas;Sales\r\nCal;Vo;Austin;Zz;Ops\r\n",
  "latin1",
);

describe("roster input", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    it(`says a CSV is empty, and previews a semicolon Windows-1252 file with per-row warnings (${label})`, async () => {
      const { page, context, errors } = await open(viewport);
      await signInAs(context, DEMO.email, DEMO.password);
      await page.goto("/dashboard/employer/upload");
      await page.getByRole("heading", { level: 1, name: "Upload Employees" }).waitFor();

      await page
        .locator("#csv-file")
        .setInputFiles({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.from("") });
      await page.getByText(`empty.csv: ${ROSTER_MESSAGES.empty}`).waitFor();
      expect(await page.getByRole("button", { name: /^Preview/ }).isDisabled()).toBe(true);

      await page.locator("#csv-file").setInputFiles({ name: "team.csv", mimeType: "text/csv", buffer: EXCEL_CSV });
      await page.getByText(ROSTER_MESSAGES.windows1252).waitFor();
      await page.getByRole("button", { name: /^Preview team\.csv/ }).click();
      await page.getByText(/^Preview: 3 rows · 3 new profiles .* · 1 with errors · 1 to check/).waitFor();
      await page.getByText(ROSTER_MESSAGES.delimiter(";")).waitFor();
      const warnings = page.getByRole("region", { name: "Rows to check" });
      await warnings.getByText(ROSTER_MESSAGES.extraValues(6, 5, ";")).waitFor();
      await page.getByRole("region", { name: "Rows with errors" }).getByText(US_STATE_MESSAGE).waitFor();
      // Windows-1252 decoded in the browser: the name arrives with its diaeresis.
      await page.getByRole("region", { name: "Preview of the rows" }).getByText("Zoë O'Brien").waitFor();
      await expectAccessible(page);
      await expectFitsWidth(page);
      expect(ours(errors)).toEqual([]);
      await context.close();
    });

  it("the single form refuses a name that is markup, and offers only real states", async () => {
    const { page, context, errors } = await open();
    await signInAs(context, DEMO.email, DEMO.password);
    await page.goto("/dashboard/employer/upload");
    await page.getByRole("heading", { level: 1, name: "Upload Employees" }).waitFor();
    const state = page.getByLabel("State *");
    const codes = await state
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(codes).toHaveLength(56);
    expect(codes).toContain("TX");
    await page.getByLabel("First Name *").fill("<script>alert(1)</script>");
    await page.getByLabel("Last Name *").fill("Vale");
    await page.getByLabel("City *").fill("Austin");
    await state.selectOption("TX");
    await page.getByRole("button", { name: "Add employee" }).click();
    await page
      .getByText("First Name can only contain letters, spaces, hyphens, apostrophes, periods and commas")
      .waitFor();
    expect(await page.getByLabel("Start date (optional)").getAttribute("max")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ours(errors)).toEqual([]);
    await context.close();
  });
});

describe("business e-mail verification", () => {
  it("has room for the address at 1280 px and refuses an address at another domain", async () => {
    const { page, context, errors } = await open();
    const domain = `harbor-${rand()}.example`;
    const email = `ops@${domain}`;
    await signUpVia(context.request, {
      accountType: "employer",
      fullName: "Morgan Harbor",
      email,
      password: "Quiet-Harbour-Lantern-42",
      companyName: "Harbor Freight Works",
      companyWebsite: `https://www.${domain}`,
    });
    let link: string | undefined;
    for (let i = 0; i < 40 && !link; i++) {
      const { mails } = (await (await fetch(`${baseUrl()}/api/v1/dev/mail`, { headers: devHeaders })).json()) as {
        mails: Array<{ to: string; kind: string; text: string }>;
      };
      link = mails.filter((m) => m.to === email).map((m) => /(https?:\/\/\S+)/.exec(m.text)?.[1])[0];
      if (!link) await new Promise((r) => setTimeout(r, 250));
    }
    const url = new URL(link!);
    await context.request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });

    await page.goto("/dashboard/employer/verification");
    await page.getByRole("heading", { level: 1, name: "Business Verification" }).waitFor();
    const box = page.getByLabel("Company e-mail");
    expect((await box.boundingBox())!.width).toBeGreaterThan(200);

    await box.fill("x@gmail.com");
    await page.getByText(EMPLOYER.emailDomainMismatch(domain)).waitFor();
    expect(await page.getByRole("button", { name: "Send link" }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await box.fill(`owner@${domain}`);
    await page.getByRole("button", { name: "Send link" }).click();
    await page
      .getByText(EMPLOYER.verificationEmailSent(`owner@${domain}`))
      .first()
      .waitFor();
    expect(ours(errors)).toEqual([]);
    await context.close();
  });
});
