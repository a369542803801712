import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT } from "../../src/core/messages";
import { totp } from "../../src/server/test/totp";
import {
  DESKTOP,
  expectAccessible,
  expectFitsWidth,
  expectVisible,
  launchBrowser,
  openPage,
  ownErrors,
  type PageProbe,
  PHONE,
} from "./harness";
import { type RunningServer, startServer } from "./server";

/**
 * Issue 34 §5 (D0332, D0333): the demo shows a trust system that has been used. On a freshly seeded server of its own,
 * a visitor opens the transparency report: the last 12 months' summary first (disputes received, share upheld, median
 * days), the chart of disputes per month, then the month table — at desktop and phone width, accessible, fitting the
 * phone. The administrator signs in (enrolling a second factor, as on any fresh install) and finds work waiting:
 * live disputes in the dispute queue, appeals of both sides in the appeals queue, open items in the flags queue.
 * Northwind's disputes page and Jordan's dispute history have entries too. Screenshots go to SEEDED_SHOTS_DIR.
 */
let server: RunningServer;
let browser: Browser;
const SHOTS = process.env.SEEDED_SHOTS_DIR;
const ADMIN = { email: "admin@standing.example", password: "Standing-Admin-2026" };
const NORTHWIND = { email: "employer@northwind.example", password: "Standing-Employer-2026" };
const JORDAN = { email: "professional@standing.example", password: "Standing-Pro-2026" };

beforeAll(async () => {
  server = await startServer({ SEED_PROFESSIONALS: "300" });
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

async function shoot(p: PageProbe, name: string) {
  if (SHOTS) await p.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function open(viewport = DESKTOP): Promise<PageProbe> {
  const probe = await openPage(browser, viewport);
  await probe.context.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, preferences: false, timestamp: new Date().toISOString() }),
    ),
  );
  return probe;
}

async function signInUi(p: PageProbe, who: { email: string; password: string }) {
  await p.page.goto(url("/auth"));
  await p.page.getByLabel(ACCOUNT.email).fill(who.email);
  await p.page.getByLabel(ACCOUNT.password).fill(who.password);
  await p.page.getByRole("button", { name: ACCOUNT.signInButton, exact: true }).last().click();
}

describe("the seeded year of history", () => {
  it("a visitor reads the transparency report: the year first, a chart, then every month", async () => {
    for (const [viewport, name] of [
      [DESKTOP, "desktop"],
      [PHONE, "phone"],
    ] as const) {
      const p = await open(viewport);
      const res = await p.page.goto(url("/transparency"));
      expect(res?.status()).toBe(200);
      // Drawn by the server for a visitor: the figures are in the HTML before any script.
      expect(await res?.text()).toContain("The last 12 months");
      await expectVisible(p.page.getByRole("heading", { name: "The last 12 months" }));
      const received = p.page.locator("dt", { hasText: "Disputes received" }).locator("xpath=following-sibling::dd[1]");
      expect(Number((await received.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(5);
      await expectVisible(p.page.locator("dt", { hasText: "Share upheld" }));
      await expectVisible(p.page.locator("dt", { hasText: "Median time to decide" }));
      await expectVisible(p.page.getByText(/\d+(\.\d)? days/).first());
      // The chart reads as text: one item per month.
      const chart = p.page.getByRole("list", { name: "Disputes received per month" });
      await expectVisible(chart);
      await expect.poll(() => chart.getByRole("listitem").count()).toBe(12);
      expect(await chart.getByRole("listitem").first().textContent()).toMatch(/\d{4}: (\d+|fewer than 5) disputes/);
      // Then the table.
      const table = p.page.getByRole("table", { name: "Month by month" });
      await expectVisible(table);
      await expect.poll(() => table.locator("tbody tr").count()).toBe(12);
      await expectAccessible(p.page);
      if (name === "phone") await expectFitsWidth(p.page);
      await shoot(p, `transparency-${name}`);
      expect(ownErrors(p.errors)).toEqual([]);
      await p.context.close();
    }
  });

  it("the administrator finds open items in the dispute, appeals and flags queues", async () => {
    const admin = await open();
    await signInUi(admin, ADMIN);
    await admin.page.waitForURL(url("/settings/security"));
    await admin.page.getByRole("button", { name: "Set up authenticator app" }).click();
    await admin.page.getByLabel("Your password").fill(ADMIN.password);
    await admin.page.getByRole("button", { name: "Continue" }).click();
    await admin.page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await admin.page.locator("code").first().textContent())!.trim();
    await admin.page.getByLabel(ACCOUNT.authCode).fill(totp(secret));
    await admin.page.getByRole("button", { name: ACCOUNT.verify }).click();
    await admin.page.getByRole("button", { name: "I've saved my codes" }).click();

    await admin.page.goto(url("/admin/disputes"));
    const disputes = admin.page.getByRole("list", { name: "Disputes, nearest deadline first" });
    await expectVisible(disputes);
    await expect.poll(() => disputes.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
    await expectAccessible(admin.page);
    await shoot(admin, "admin-dispute-queue-desktop");

    await admin.page.getByRole("tab", { name: "Appeals queue" }).click();
    await expectVisible(admin.page.getByRole("heading", { name: /appeals/i }).first());
    const strikeAppeals = admin.page.getByRole("list", { name: "Strike appeals" });
    const proAppeals = admin.page.getByRole("list", { name: "Professionals' appeals" });
    await expect.poll(() => strikeAppeals.getByRole("listitem").count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => proAppeals.getByRole("listitem").count()).toBeGreaterThanOrEqual(1);
    await expectAccessible(admin.page);
    await shoot(admin, "admin-appeals-queue-desktop");

    await admin.page.goto(url("/admin/flags"));
    const flags = admin.page.getByRole("list", { name: "Flags" });
    await expectVisible(flags);
    await expect.poll(() => flags.getByRole("listitem").count()).toBeGreaterThanOrEqual(1);
    await shoot(admin, "admin-flags-queue-desktop");
    expect(ownErrors(admin.errors)).toEqual([]);

    // The dispute queue at phone width.
    const phone = await open(PHONE);
    await phone.context.addCookies(await admin.context.cookies());
    await phone.page.goto(url("/admin/disputes"));
    await expectVisible(phone.page.getByRole("list", { name: "Disputes, nearest deadline first" }));
    await expectAccessible(phone.page);
    await expectFitsWidth(phone.page);
    await shoot(phone, "admin-dispute-queue-phone");
    await phone.context.close();
    await admin.context.close();
  });

  it("Northwind's disputes page and Jordan's dispute history have entries", async () => {
    const northwind = await open();
    await signInUi(northwind, NORTHWIND);
    await northwind.page.waitForURL(/\/dashboard\/employer/);
    await northwind.page.goto(url("/dashboard/employer/disputes"));
    await expectVisible(northwind.page.getByText("Your answer is due").first());
    expect(await northwind.page.getByRole("heading", { name: /your rating of/ }).count()).toBeGreaterThanOrEqual(2);
    await northwind.page.context().close();

    const jordan = await open();
    await signInUi(jordan, JORDAN);
    await jordan.page.waitForURL(/\/dashboard\/professional|\/$/);
    await jordan.page.goto(url("/dashboard/professional/disputes"));
    await expectVisible(jordan.page.getByText("Withdrawn").first());
    await expectVisible(jordan.page.getByText("Dismissed").first());
    expect(ownErrors(jordan.errors)).toEqual([]);
    await jordan.context.close();
  });
});
