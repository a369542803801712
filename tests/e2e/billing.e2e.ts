import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { BILLING } from "../../src/core/messages";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { baseUrl, openConsented, type PageProbe, PHONE, setClock, setUpBrowser } from "./harness";
import { signUpConfirmed } from "./sign-in";

/**
 * The billing journey (issue 17) on the local test-mode provider: a free employer upgrades to Verified Pro (monthly)
 * from /pricing, pays on the checkout page that opens in a new tab, returns to the success page and sees the plan
 * within seconds, with a lookup limit of 50 on the billing page; cancels there, keeps the plan until the period ends
 * (the business clock moves), then is on the free plan. An Enterprise employer creates an API key and searches with it.
 */
let browser: Browser;
const PASSWORD = "Quiet-Harbour-Lantern-42";
const rand = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, "x");
const DAY = 24 * 3_600_000;

setUpBrowser((b) => (browser = b));
afterAll(async () => {
  await setClock(0).catch(() => {});
});

/** A new employer, signed up and confirmed through the account e-mail; the page ends signed in. */
async function newEmployer(page: Page, context: BrowserContext, name: string) {
  const domain = `${name.toLowerCase()}-${rand()}.example`;
  const email = `ops@${domain}`;
  const account = {
    accountType: "employer" as const,
    fullName: `${name} Owner`,
    email,
    password: PASSWORD,
    companyName: `${name} Works`,
    companyWebsite: `https://${domain}`,
  };
  await signUpConfirmed(page, context, account, "/dashboard/employer");
  return email;
}

let subscriber: PageProbe;

describe("billing journey", () => {
  it("a free employer upgrades to Verified Pro monthly through the test-mode checkout in a new tab", async () => {
    subscriber = await openConsented(browser);
    const { page, context, errors } = subscriber;
    await newEmployer(page, context, "Upgrade");

    await page.goto("/pricing");
    const proCard = page.getByRole("listitem", { name: "Verified Pro" });
    const upgrade = proCard.getByRole("button", { name: "Upgrade" });
    await expectVisible(upgrade);
    await expectVisible(
      page.getByRole("listitem", { name: "Free" }).first().getByRole("button", { name: "Current Plan" }),
    );
    const [checkout] = await Promise.all([context.waitForEvent("page"), upgrade.click()]);
    await checkout.waitForURL(/\/checkout\/local\/cs_local_/);
    await checkout.getByRole("heading", { name: "Subscribe to Verified Pro" }).waitFor();
    await expectVisible(checkout.getByRole("button", { name: /Pay \$29/ }));
    await expectAccessible(checkout);

    // A declined card first: the page says so and nothing happens.
    await checkout.getByLabel("Card number").fill("4000 0000 0000 0002");
    await checkout.getByRole("button", { name: /Pay \$29/ }).click();
    await expectVisible(checkout.getByRole("alert").filter({ hasText: "Your card was declined." }));

    await checkout.getByLabel("Card number").fill("4242 4242 4242 4242");
    await checkout.getByRole("button", { name: /Pay \$29/ }).click();
    await checkout.waitForURL(/\/subscription\/success\?session_id=cs_local_/);
    // The plan arrives with the provider's signed event: the page shows it within seconds.
    await expectVisible(checkout.getByRole("heading", { name: BILLING.activatedTitle }), true, 20_000);
    await expectVisible(checkout.getByText(/Session ID: cs_local_/));
    await expectVisible(checkout.getByText(/you are on Verified Pro/));
    await expectAccessible(checkout);

    await checkout.getByRole("link", { name: "View Billing Details" }).click();
    await checkout.waitForURL(`${baseUrl()}/dashboard/employer/billing`);
    await expectVisible(checkout.getByTestId("billing-state").filter({ hasText: "Active" }));
    await expectVisible(checkout.getByText("0 of 50 used"));
    await expectVisible(checkout.getByText("Visa ending in 4242"));
    await expectVisible(checkout.getByText("Verified Pro (monthly)"));
    await expectAccessible(checkout);
    await checkout.close();
    expect(ownErrors(errors)).toEqual([]);
  });

  it("cancels from the billing page and keeps the plan until the period ends", async () => {
    const { page, errors } = subscriber;
    await page.goto("/dashboard/billing");
    await page.waitForURL(`${baseUrl()}/dashboard/employer/billing`);
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expectVisible(page.getByTestId("billing-state").filter({ hasText: "Cancels at period end" }), true, 20_000);
    await expectVisible(page.getByText(/Your plan stays active until/));

    const status = (await (await page.request.get("/api/v1/subscription")).json()) as { subscriptionEnd: string };
    const end = new Date(status.subscriptionEnd).getTime();
    // A day before the period ends: still Verified Pro.
    await setClock(end - Date.now() - DAY);
    await page.reload();
    await expectVisible(page.getByTestId("billing-state").filter({ hasText: "Cancels at period end" }));
    await expectVisible(page.getByText("0 of 50 used"));
    // An hour after: the free plan's limits, at once.
    await setClock(end - Date.now() + 3_600_000);
    await page.reload();
    await expectVisible(page.getByText("0 of 5 used"), true, 20_000);
    await expectVisible(page.getByRole("heading", { name: "Upgrade" }));
    await setClock(0);
    expect(ownErrors(errors)).toEqual([]);
  });

  it("an Enterprise employer creates an API key and searches the directory with it", async () => {
    const { page, context, errors } = await openConsented(browser, PHONE);
    await newEmployer(page, context, "Enterprise");
    const start = await context.request.post("/api/v1/billing/checkout", {
      data: { priceId: "standing_enterprise_monthly", userType: "employer" },
    });
    const sessionId = ((await start.json()) as { url: string }).url.split("/checkout/local/")[1]!;
    const paid = await context.request.post(`/api/v1/billing/local-checkout/${sessionId}/pay`, {
      data: { card: "4242424242424242" },
    });
    expect(paid.status()).toBe(200);

    await page.goto("/dashboard/employer/billing");
    await expectVisible(page.getByRole("heading", { name: "API keys" }), true, 20_000);
    await page.getByLabel("Key name").fill("Applicant tracking");
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByTestId("new-api-key");
    await expectVisible(shown);
    // The key is read once it is shown (waited for above), not straight after the click.
    await expect.poll(async () => (await shown.textContent())?.trim() ?? "").toMatch(/^stk_/);
    const key = (await shown.textContent())?.trim() ?? "";
    await expectVisible(page.getByText("Applicant tracking"));
    await expectFitsWidth(page);
    await expectAccessible(page);

    const search = await fetch(`${baseUrl()}/api/v1/search`, { headers: { authorization: `Bearer ${key}` } });
    expect(search.status).toBe(200);
    const body = (await search.json()) as { professionals: unknown[] };
    expect(body.professionals.length).toBeGreaterThan(0);

    await page.reload();
    await expectVisible(page.getByText(/1 calls/));
    await page.getByRole("button", { name: "Revoke Applicant tracking" }).click();
    // Confirmed first: cancelling keeps the key working.
    const confirm = page.getByRole("dialog", { name: /Revoke "Applicant tracking/ });
    await expectVisible(confirm);
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect((await fetch(`${baseUrl()}/api/v1/search`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(
      200,
    );
    await page.getByRole("button", { name: "Revoke Applicant tracking" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
    await expectVisible(page.getByText("No API keys yet."));
    const after = await fetch(`${baseUrl()}/api/v1/search`, { headers: { authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
    expect(ownErrors(errors)).toEqual([]);
  });
});
