import { mkdirSync, readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { baseUrl, openConsented, type PageProbe, PHONE, setUpBrowser } from "./harness";
import { signInAs } from "./sign-in";

/**
 * Issue 36: Jordan issues a signed "Standing summary" from the dashboard; a visitor verifies it on /verify (valid);
 * Jordan revokes it; the visitor's second check says revoked, and so does the credential's link opened on a phone.
 * Screenshots at 1280 and 375 px go to CREDENTIALS_SHOTS_DIR when it is set.
 */
const JORDAN = { email: "professional@standing.example", password: "Standing-Pro-2026" };
const SHOTS = process.env.CREDENTIALS_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shoot(p: PageProbe, name: string) {
  if (!SHOTS) return;
  // From the top: a full-page capture of a scrolled page draws the sticky header and bottom bar mid-page.
  await p.page.evaluate(() => window.scrollTo(0, 0));
  await p.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

let browser: Browser;
setUpBrowser((b) => (browser = b));

async function issueAs(jordan: PageProbe, shot: string): Promise<{ credential: string; link: string }> {
  const { page } = jordan;
  await page.goto("/dashboard/professional/credentials");
  await expectVisible(page.getByRole("heading", { name: "New Standing summary" }));
  await page.getByLabel("Headline", { exact: true }).uncheck();
  await page.getByLabel("City, state and country").check();
  await expectAccessible(page);
  await shoot(jordan, `${shot}-form`);
  await page.getByRole("button", { name: "Issue credential" }).click();
  const ready = page.getByRole("status", { name: "Credential issued" });
  await expectVisible(ready);
  await expectVisible(page.getByRole("img", { name: /QR code/ }));
  const credential = await page.getByLabel("The credential (what the file holds)").inputValue();
  const link = (await page.getByRole("link", { name: "Check it" }).getAttribute("href"))!;
  expect(credential.split("~").length).toBeGreaterThan(3);
  expect(link).toContain("/verify?c=");
  await expectAccessible(page);
  await shoot(jordan, `${shot}-issued`);
  return { credential, link };
}

describe("signed credentials: issue, verify, revoke (issue 36)", () => {
  it("a visitor verifies Jordan's credential (valid), Jordan revokes it, the visitor's next check says revoked", async () => {
    const jordan = await openConsented(browser);
    await signInAs(jordan.context, JORDAN.email, JORDAN.password);
    const { credential, link } = await issueAs(jordan, "issue-1280");

    // The download is the credential itself.
    const [download] = await Promise.all([
      jordan.page.waitForEvent("download"),
      jordan.page.getByRole("button", { name: "Download file" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^standing-credential-\d{4}-\d{2}-\d{2}\.sd-jwt$/);
    expect(readFileSync((await download.path())!, "utf8").trim()).toBe(credential);

    const visitor = await openConsented(browser);
    await visitor.page.goto("/verify");
    await visitor.page.getByLabel("Paste it here").fill(credential);
    await visitor.page.getByRole("button", { name: "Verify" }).click();
    const verdict = visitor.page.locator("[data-outcome]");
    await expect.poll(() => verdict.getAttribute("data-outcome")).toBe("valid");
    await expectVisible(visitor.page.getByText("Jordan", { exact: false }));
    // The headline was left out: the page says what was disclosed, and it is not among it.
    await expect.poll(() => visitor.page.getByText("Headline", { exact: true }).count()).toBe(0);
    await expectAccessible(visitor.page);
    await shoot(visitor, "verify-valid-1280");

    // A changed character is caught.
    const tampered = `${credential.slice(0, 40)}${credential[40] === "A" ? "B" : "A"}${credential.slice(41)}`;
    await visitor.page.getByLabel("Paste it here").fill(tampered);
    await visitor.page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => verdict.getAttribute("data-outcome")).not.toBe("valid");

    // Jordan revokes it from the list (confirmed first).
    await jordan.page.getByRole("button", { name: "Revoke" }).first().click();
    const dialog = jordan.page.getByRole("dialog", { name: "Revoke this credential?" });
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await expectVisible(jordan.page.getByText("Credential revoked"));

    await visitor.page.getByLabel("Paste it here").fill(credential);
    await visitor.page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => verdict.getAttribute("data-outcome")).toBe("revoked");
    await expectVisible(visitor.page.getByText(/it has been revoked/));

    // The link (what the QR code holds) on a phone: checked on opening, revoked.
    const phone = await openConsented(browser, PHONE);
    await phone.page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect.poll(() => phone.page.locator("[data-outcome]").getAttribute("data-outcome")).toBe("revoked");
    await expectFitsWidth(phone.page);
    await expectAccessible(phone.page);
    await shoot(phone, "verify-revoked-375");

    for (const p of [jordan, visitor, phone]) expect(ownErrors(p.errors)).toEqual([]);
    await Promise.all([jordan, visitor, phone].map((p) => p.context.close()));
  });

  it("on a phone: the issue form and the issued credential fit the width, and the fresh link verifies as valid", async () => {
    const jordan = await openConsented(browser, PHONE);
    await signInAs(jordan.context, JORDAN.email, JORDAN.password);
    const { link } = await issueAs(jordan, "issue-375");
    await expectFitsWidth(jordan.page);
    const visitor = await openConsented(browser, PHONE);
    await visitor.page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect.poll(() => visitor.page.locator("[data-outcome]").getAttribute("data-outcome")).toBe("valid");
    await expectFitsWidth(visitor.page);
    await shoot(visitor, "verify-valid-375");
    expect(ownErrors([...jordan.errors, ...visitor.errors])).toEqual([]);
    expect(baseUrl()).toMatch(/^http/);
    await Promise.all([jordan, visitor].map((p) => p.context.close()));
  });
});
