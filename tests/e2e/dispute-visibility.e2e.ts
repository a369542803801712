import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DISPUTE_VISIBILITY } from "../../src/core/contracts/disputes";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { DESKTOP, mailLink, openConsented, PHONE, setUpBrowser } from "./harness";
import { signUpVia } from "./sign-in";

/**
 * Issue 33 §4 (D301, D302) in the browser: a new professional, rated by Northwind, reads on the disputes page and in
 * the dispute dialog what the employer will see, and files a dispute; Northwind's disputes page says what it sees
 * (whose rating, the reason) and shows neither the statement nor a promise it cannot keep. The professional's lookups
 * card shows complete months only, so Northwind's look today is not on it. Desktop and 375 px, with axe.
 */
let browser: Browser;
const PASSWORD = "Quiet-Harbour-Lantern-42";
const NORTHWIND = { email: "employer@northwind.example", password: "Standing-Employer-2026" };
const STATEMENT = "I never worked for this company: my payslips for that whole year show another employer.";
const rand = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, "x");

setUpBrowser((b) => (browser = b));

describe("what each side of a dispute is told", () => {
  it("the professional is told what the employer sees; the employer's page shows just that", async () => {
    const pro = await openConsented(browser);
    const email = `lola-${rand()}@example.com`;
    const lastName = `Quinn${rand()}`;
    await signUpVia(pro.context.request, {
      accountType: "professional",
      fullName: `Lola ${lastName}`,
      email,
      password: PASSWORD,
    });
    await pro.page.goto(await mailLink(email, "verify_email"));
    await pro.page.waitForURL(/\/dashboard\/professional/);
    const made = await pro.context.request.post("/api/v1/claim/own-profile", {
      data: { firstName: "Lola", lastName, city: "Boise", state: "ID" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const professionalId = (await made.json()).professionalId as string;

    // Northwind looks the profile up today and rates it.
    const northwind = await openConsented(browser);
    const signedIn = await northwind.context.request.post("/api/v1/auth/sign-in", { data: NORTHWIND });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    expect((await northwind.context.request.get(`/api/v1/professionals/${professionalId}`)).status()).toBe(200);
    const rated = await northwind.context.request.post("/api/v1/employer/ratings", {
      data: { professionalId, employmentStatus: "former", scores: { overall_performance: 2, reliability: 2 } },
    });
    expect(rated.status(), await rated.text()).toBe(201);

    // The professional's disputes page and dialog say what the employer will see, at 375 px too.
    for (const viewport of [PHONE, DESKTOP]) {
      await pro.page.setViewportSize(viewport);
      await pro.page.goto("/dashboard/professional/disputes");
      await expectVisible(pro.page.getByText(DISPUTE_VISIBILITY.professional, { exact: false }).first());
      expect(await pro.page.locator("body").textContent()).not.toMatch(/without revealing|disputes are private/i);
      await expectAccessible(pro.page);
      if (viewport === PHONE) await expectFitsWidth(pro.page);
    }
    await pro.page.getByRole("button", { name: "Dispute this rating" }).first().click();
    const dialog = pro.page.getByRole("dialog");
    await expectVisible(dialog.getByText(DISPUTE_VISIBILITY.professional, { exact: false }));
    await dialog.getByLabel("What is wrong with this rating?").selectOption("never_worked_there");
    await dialog.getByLabel("Your statement").fill(STATEMENT);
    await expectAccessible(pro.page);
    await dialog.getByRole("button", { name: "Send dispute" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Northwind's page: whose rating and the reason — as the professional was told — never the statement.
    for (const viewport of [DESKTOP, PHONE]) {
      await northwind.page.setViewportSize(viewport);
      await northwind.page.goto("/dashboard/employer/disputes");
      await expectVisible(northwind.page.getByText(DISPUTE_VISIBILITY.employer, { exact: false }));
      await expectVisible(northwind.page.getByText(`Never worked there — your rating of Lola ${lastName}`));
      expect(await northwind.page.locator("body").textContent()).not.toContain(STATEMENT);
      await expectAccessible(northwind.page);
      if (viewport === PHONE) await expectFitsWidth(northwind.page);
    }

    // The lookups card shows complete months only: Northwind's look today is not there.
    await pro.page.goto("/dashboard/professional/analytics");
    await expectVisible(pro.page.getByText("No one looked up your profile in the last 12 complete months."));
    expect(await pro.page.locator("body").textContent()).not.toContain("Logistics");
    await expectAccessible(pro.page);
    await expectFitsWidth(pro.page);

    expect(ownErrors(pro.errors)).toEqual([]);
    expect(ownErrors(northwind.errors)).toEqual([]);
    await pro.context.close();
    await northwind.context.close();
    // Many steps on a shared, busy machine: minutes, not the default minute.
  }, 300_000);
});
