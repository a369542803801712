import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT, EMAIL_VERIFICATION, NOTIFICATIONS, VALIDATION } from "../../src/core/messages";
import { expectAccessible, expectVisible, ownErrors } from "./checks";
import { baseUrl, mailLink, openConsented, PHONE, setUpBrowser } from "./harness";
import { signInAs, signUpVia, startSignUp, submitSignUp } from "./sign-in";

/**
 * Flow, navigation and phone polish (issue 20 §4–5): the invitation redirect through the confirmation e-mail, the
 * header on a phone, the home page and sign-up at 375 px, the empty bell, the resume viewer, /pricing after
 * signing in, the analytics trend.
 */
let browser: Browser;
setUpBrowser((b) => (browser = b));

const PASSWORD = "Quiet-Harbour-Lantern-42";
const rand = () => Math.random().toString(36).slice(2, 10);
const consented = (viewport?: typeof PHONE) => openConsented(browser, viewport);
const ours = ownErrors;
const verificationLink = (email: string) => mailLink(email, "verify_email");

/** A new, confirmed professional; the session cookie is left in `context`. */
async function confirmedProfessional(context: BrowserContext): Promise<string> {
  const email = `flow-${rand()}@example.com`;
  await signUpVia(context.request, { accountType: "professional", fullName: "Avery Stone", email, password: PASSWORD });
  const link = new URL(await verificationLink(email));
  await context.request.get(`${link.pathname}${link.search}`);
  return email;
}

const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);

describe("flow and navigation (issue 20 §4)", () => {
  it("signing up from an invitation link returns there after the confirmation e-mail; the used link says so", async () => {
    const { page, context, errors } = await consented();
    const invitation = "/pricing?tab=individual";
    const email = `invited-${rand()}@example.com`;
    await startSignUp(
      page,
      `/auth?mode=signup&type=professional&redirect=${encodeURIComponent(invitation)}`,
      "Jordan Vale",
      email,
      PASSWORD,
    );
    await submitSignUp(page);

    const link = await verificationLink(email);
    await page.goto(link);
    await page.waitForURL(`${baseUrl()}${invitation}`);

    // The same link in another browser (nobody signed in there): it was used, and the page says so.
    const other = await consented();
    await other.page.goto(link);
    await other.page.getByText(EMAIL_VERIFICATION.alreadyConfirmed).waitFor();
    expect(other.page.url()).toContain(`redirect=${encodeURIComponent(invitation)}`);
    await expectAccessible(other.page);
    expect(ours(errors)).toEqual([]);
    expect(ours(other.errors)).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it("a PDF resume opens in the profile's viewer, with Download beside it", async () => {
    const { page, context, errors } = await consented();
    await signInAs(context, "professional@standing.example", "Standing-Pro-2026");
    const own = await context.request.get("/api/v1/professional/profile");
    expect(own.status(), await own.text()).toBe(200);
    const { profile } = (await own.json()) as { profile: { id: string } };
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
        "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    const upload = await context.request.post("/api/v1/professional/profile/resume", {
      multipart: { resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: pdf } },
    });
    expect(upload.status(), await upload.text()).toBe(200);

    await page.goto(`/profile/${profile.id}`);
    const framed = page.waitForResponse(
      (r) => r.url().includes("/resume?view=inline") && r.request().method() === "GET",
    );
    await page.getByRole("button", { name: "Resume", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Resume" });
    await dialog.waitFor();
    const res = await framed;
    expect(res.status()).toBe(200);
    expect(res.headers()["content-disposition"]).toMatch(/^inline;/);
    await expect(dialog.locator("iframe").getAttribute("src")).resolves.toContain("view=inline");
    await expectVisible(dialog.getByRole("button", { name: "Download" }));
    expect(ours(errors).filter((e) => /Content Security Policy|Refused to (frame|load)/i.test(e))).toEqual([]);
    await context.close();
  });
});

describe("phone, overlays and polish (issue 20 §5)", () => {
  it("the header at 375 px, signed out, offers Login and Sign Up", async () => {
    const { page, context, errors } = await consented(PHONE);
    await page.goto("/");
    const header = page.locator("header");
    await expectVisible(header.getByRole("link", { name: ACCOUNT.login }));
    await expectVisible(header.getByRole("link", { name: ACCOUNT.signUp }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(ours(errors)).toEqual([]);
    await context.close();
  });

  it("the home page at 375 px: the statistics stand apart and the hero search shows its whole placeholder", async () => {
    const { page, context } = await consented(PHONE);
    await page.goto("/");
    const boxes = await page.locator('section[aria-label="Standing in numbers"] dd').evaluateAll((dds) =>
      dds.map((d) => {
        const range = document.createRange();
        range.selectNodeContents(d);
        const r = range.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
    );
    expect(boxes).toHaveLength(3);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left - boxes[i - 1]!.right).toBeGreaterThanOrEqual(12);
    const fits = await page.locator('form[role="search"] input').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const placeholder = getComputedStyle(input, "::placeholder");
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: ctx.measureText(input.placeholder).width, room };
    });
    expect(fits.text).toBeLessThanOrEqual(fits.room);
    await context.close();
  });

  it("sign-up on a phone: the field focused after a validation error is clear of the sticky header", async () => {
    const { page, context } = await consented(PHONE);
    await page.goto("/auth?mode=signup");
    await page.getByLabel(ACCOUNT.fullName).fill("Riley Moss");
    await page.getByLabel(ACCOUNT.email).fill("not-an-email");
    await page.getByLabel(ACCOUNT.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox", { name: ACCOUNT.ageConfirm }).click();
    await page.getByRole("checkbox", { name: /I agree to the/ }).click();
    await page.getByRole("button", { name: ACCOUNT.createAccountButton }).click();
    await page.getByText(VALIDATION.invalidEmail).first().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("signup-email");
    const box = await page.evaluate(() => {
      const r = document.activeElement!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    });
    expect(box.top).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(box.bottom).toBeLessThanOrEqual(PHONE.height);
    await context.close();
  });

  it("the empty bell dropdown is a menu with an item and passes axe", async () => {
    const { page, context, errors } = await consented();
    await confirmedProfessional(context);
    await page.goto("/notifications");
    await page.getByText(NOTIFICATIONS.empty).first().waitFor();
    await page.goto("/faq");
    await page.getByRole("button", { name: "Notifications" }).click();
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem", { name: NOTIFICATIONS.empty }).waitFor();
    await expectAccessible(page);
    expect(ours(errors)).toEqual([]);
    await context.close();
  });

  it("/pricing right after signing in hydrates without a mismatch", async () => {
    const { page, context, errors } = await consented();
    await signInAs(context, "employer@northwind.example", "Standing-Employer-2026");
    await page.goto("/dashboard/employer");
    await page.goto("/pricing");
    await page
      .locator("header")
      .getByRole("button", { name: /Account menu|Notifications/ })
      .first()
      .waitFor();
    expect(ours(errors).filter((e) => /418|hydrat/i.test(e))).toEqual([]);
    await context.close();
  });
});
