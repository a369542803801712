import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NOT_FOUND } from "../../src/core/messages";
import { expectAccessible, expectVisible, withoutExpected404 } from "./checks";
import { baseUrl, openPage, PHONE, setUpBrowser } from "./harness";

let browser: Browser;
setUpBrowser((b) => (browser = b));

describe("the running skeleton", () => {
  it("serves the home page inside the frame, accessibly", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Standing");
    await expect(page.locator("header").getByRole("link", { name: "Sign Up" }).getAttribute("href")).resolves.toBe(
      "/auth",
    );
    await expect(page.locator("footer").textContent()).resolves.toContain("verified reputation network");
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the not-found page for unknown routes, with a link home", async () => {
    const { page, context, errors } = await openPage(browser);
    // Answered 404 (issue 20 §4: crawlers index a not-found page answered 200), still drawn by the app.
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await page.getByText(NOT_FOUND.message).waitFor();
    await expectVisible(page.getByRole("heading", { name: NOT_FOUND.title }));
    await page.getByRole("link", { name: NOT_FOUND.home }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expectAccessible(page);
    expect(withoutExpected404(errors, `${baseUrl()}/no/such/page`)).toEqual([]);
    await context.close();
  });

  it("every footer link opens a page of the product, not the 404", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto("/");
    const hrefs = await page.locator("footer a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/about",
        "/how-it-works",
        "/pricing",
        "/blog",
        "/contact",
        "/faq",
        "/terms",
        "/privacy",
        "/fair-use",
        "/legal/data-export",
        "/help",
      ]),
    );
    for (const href of hrefs) {
      await page.goto(href!);
      await page.locator("main h1").first().waitFor();
      expect(await page.getByText(NOT_FOUND.message).count(), href!).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the bottom navigation at 375 px and hides it on desktop", async () => {
    const phone = await openPage(browser, PHONE);
    await phone.page.goto("/");
    const mobileNav = phone.page.getByRole("navigation", { name: "Mobile" });
    await expectVisible(mobileNav);
    for (const label of ["Home", "Search", "Alerts", "Profile"]) {
      await expectVisible(mobileNav.getByRole("link", { name: label }));
    }
    await phone.context.close();
    const desktop = await openPage(browser);
    await desktop.page.goto("/");
    await expectVisible(desktop.page.getByRole("navigation", { name: "Mobile" }), false);
    await desktop.context.close();
  });

  it("answers unknown API paths with JSON, not the app shell", async () => {
    const res = await fetch(`${baseUrl()}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });
});
