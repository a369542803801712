import { describe, expect, it } from "vitest";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { DESKTOP, PHONE } from "./harness";
import { setUpOwnServer } from "./own-server";
import { enrolAuthenticator, SEEDED } from "./sign-in";

/**
 * Issue 34 §5 (D0332, D0333): the demo shows a trust system that has been used. On a freshly seeded server of its own,
 * a visitor opens the transparency report: the last 12 months' summary first (disputes received, share upheld, median
 * days), the chart of disputes per month, then the month table — at desktop and phone width, accessible, fitting the
 * phone. The administrator signs in (enrolling a second factor, as on any fresh install) and finds work waiting:
 * live disputes in the dispute queue, appeals of both sides in the appeals queue, open items in the flags queue.
 * Northwind's disputes page and Jordan's dispute history have entries too. Screenshots go to SEEDED_SHOTS_DIR.
 */
const own = setUpOwnServer({ SEED_PROFESSIONALS: "300" }, process.env.SEEDED_SHOTS_DIR);
const { url, open, shoot, signInUi } = own;
const { admin: ADMIN, employer: NORTHWIND, professional: JORDAN } = SEEDED;

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
    await enrolAuthenticator(admin, own.server.baseUrl, ADMIN.password);

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
